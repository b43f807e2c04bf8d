// The login state: token and account (keys `tokend` and `account`) and whether it is a visitor's.
import { useSyncExternalStore } from 'react';
import { readItem, STORAGE_KEYS, subscribeToStorage, writeItem } from './local-store.ts';

export interface StoredSession {
  token: string;
  account: string;
  isGuest: boolean;
}

export function readSession(): StoredSession | null {
  const token = readItem(STORAGE_KEYS.token);
  if (!token) return null;
  return {
    token,
    account: readItem(STORAGE_KEYS.account) ?? '',
    isGuest: readItem(STORAGE_KEYS.isGuest) === 'true',
  };
}

export function saveSession(session: StoredSession): void {
  writeItem(STORAGE_KEYS.token, session.token);
  writeItem(STORAGE_KEYS.account, session.account);
  writeItem(STORAGE_KEYS.isGuest, session.isGuest ? 'true' : null);
}

/** Removes the stored token and account (the `exit` navigation target). */
export function removeSession(): void {
  writeItem(STORAGE_KEYS.token, null);
  writeItem(STORAGE_KEYS.account, null);
  writeItem(STORAGE_KEYS.isGuest, null);
}

function sessionSnapshot(): string {
  return `${readItem(STORAGE_KEYS.token) ?? ''}|${readItem(STORAGE_KEYS.account) ?? ''}|${readItem(STORAGE_KEYS.isGuest) ?? ''}`;
}

/** The current session, re-rendering when it changes. */
export function useSession(): StoredSession | null {
  const snapshot = useSyncExternalStore(subscribeToStorage, sessionSnapshot, sessionSnapshot);
  return snapshot === '||' ? null : readSession();
}
