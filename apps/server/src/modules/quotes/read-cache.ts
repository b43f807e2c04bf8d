// A small in-process cache of what changes at most once a minute, for the quote calls (a market and
// its calendar clock): an entry is kept until shortly after the next minute boundary of the server
// clock. (Chart reads have their own caches, dropped by writes: candle-reads.ts.)
const GRACE_MS = 2_000;
const MINUTE = 60_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export interface MinuteCache {
  get<T>(key: string, now: number, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createMinuteCache(): MinuteCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, now: number, load: () => Promise<T>): Promise<T> {
      const found = entries.get(key);
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the cache holds, per key, what the same loader of type T answered
      if (found !== undefined && found.expiresAt > now) return found.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const value = load();
      // The next minute boundary whose writes may not have landed yet, plus the grace.
      const shifted = now - GRACE_MS;
      const expiresAt = shifted - (((shifted % MINUTE) + MINUTE) % MINUTE) + MINUTE + GRACE_MS;
      entries.set(key, { value, expiresAt });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}

const caches = new WeakMap<object, MinuteCache>();

/** The cache of one app's services (each test app has its own database). */
export function minuteCacheOf(owner: object): MinuteCache {
  let cache = caches.get(owner);
  if (cache === undefined) {
    cache = createMinuteCache();
    caches.set(owner, cache);
  }
  return cache;
}
