// The ids of notices the member has opened (spec §3), a JSON array of strings under `readNoticeIds`.
// The bell counts notices whose id is not in this list.
import { useMemo, useSyncExternalStore } from 'react';
import { readItem, STORAGE_KEYS, subscribeToStorage, writeItem } from './local-store.ts';

/** Oldest ids are dropped beyond this, so the list cannot grow forever. */
const MAX_REMEMBERED = 500;

function parseIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.map((id) => String(id)) : [];
  } catch {
    return [];
  }
}

export function readNoticeIds(): string[] {
  return parseIds(readItem(STORAGE_KEYS.readNoticeIds));
}

export function markNoticeRead(id: string): void {
  const ids = readNoticeIds();
  if (ids.includes(id)) return;
  writeItem(STORAGE_KEYS.readNoticeIds, JSON.stringify([...ids, id].slice(-MAX_REMEMBERED)));
}

function snapshot(): string {
  return readItem(STORAGE_KEYS.readNoticeIds) ?? '';
}

/** The read ids as a set, re-rendering when one is added. */
export function useReadNoticeIds(): ReadonlySet<string> {
  const raw = useSyncExternalStore(subscribeToStorage, snapshot, snapshot);
  return useMemo(() => new Set(parseIds(raw)), [raw]);
}

export function countUnread(noticeIds: readonly string[], readIds: ReadonlySet<string>): number {
  return noticeIds.filter((id) => !readIds.has(String(id))).length;
}
