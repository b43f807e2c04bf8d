// A bounded in-memory map with a time to live, whose entries carry tags (`member:12`, `rates`) so a
// write can drop every entry it affects without knowing their keys. The least recently used entry
// goes first when the store is full (a Map keeps insertion order; a hit re-inserts the entry).
interface Entry<V> {
  value: V;
  tags: readonly string[];
  expiresAt: number;
}

export interface TaggedStoreOptions {
  maxEntries: number;
  ttlMilliseconds: number;
  /** Milliseconds of a monotonic clock; the TTL is real time, never the application's clock. */
  now?: () => number;
}

export class TaggedStore<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #maxEntries: number;
  readonly #ttlMilliseconds: number;
  readonly #now: () => number;

  constructor(options: TaggedStoreOptions) {
    this.#maxEntries = options.maxEntries;
    this.#ttlMilliseconds = options.ttlMilliseconds;
    this.#now = options.now ?? (() => performance.now());
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, tags: readonly string[]): void {
    this.delete(key);
    this.#entries.set(key, { value, tags, expiresAt: this.#now() + this.#ttlMilliseconds });
    for (const tag of tags) {
      let keys = this.#keysByTag.get(tag);
      if (keys === undefined) {
        keys = new Set();
        this.#keysByTag.set(tag, keys);
      }
      keys.add(key);
    }
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done === true) break;
      this.delete(oldest.value);
    }
  }

  /** Replaces the value of every entry under `tag`, keeping its tags and its expiry. */
  updateTagged(tag: string, change: (value: V) => V): void {
    for (const key of this.#keysByTag.get(tag) ?? []) {
      const entry = this.#entries.get(key);
      if (entry !== undefined) entry.value = change(entry.value);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }

  deleteTagged(tag: string): void {
    for (const key of [...(this.#keysByTag.get(tag) ?? [])]) this.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#keysByTag.clear();
  }
}
