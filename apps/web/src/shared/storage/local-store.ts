// The app's local storage: the keys of spec §3 (tokend, account, language, read notice ids) and a few
// preferences. Every read and write goes through here so React can subscribe to changes.

export const STORAGE_KEYS = {
  token: 'tokend',
  account: 'account',
  isGuest: 'isGuest',
  language: 'language',
  readNoticeIds: 'readNoticeIds',
  fontSize: 'fontSize',
  hasSeenIntro: 'hasSeenIntro',
  /** The last stock opened (spec §3), written before its detail screen opens. */
  chosenStock: 'chosenStock',
  /** "off" when the member chose not to confirm orders before they are sent (issue 16 §2). */
  orderConfirm: 'orderConfirm',
  /** "green" or "red": the colour of a rise; unset follows the language (trade-preferences.ts). */
  upColour: 'upColour',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Kept when a session ends: they belong to the device, not to the member's login. */
const DEVICE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.language,
  STORAGE_KEYS.readNoticeIds,
  STORAGE_KEYS.fontSize,
  STORAGE_KEYS.hasSeenIntro,
  STORAGE_KEYS.orderConfirm,
  STORAGE_KEYS.upColour,
];

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to every change made through this module (and by other tabs); returns the unsubscribe. */
export function subscribeToStorage(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', notify);
  };
}

export function readItem(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the app keeps working for this visit.
  }
  notify();
}

/**
 * Clears local storage when a session ends (spec §8, HTTP 401) — except the device's own preferences
 * (language, font size, read notices), which a member expects to survive a login.
 */
export function clearStorageExceptDeviceKeys(): void {
  try {
    const kept = DEVICE_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  } catch {
    // Nothing stored to clear.
  }
  notify();
}
