// The new-share ballot anyone can verify (issue 17 §4). One algorithm, shared by the server's draw and
// the member app's "verify" action, so a member recomputes their own result from published inputs:
//
// 1. Before the subscription period closes the offering publishes SHA-256(seed) (`seedHashOf`); the
//    seed is 32 random bytes, written as 64 lowercase hex characters, kept secret until the draw.
// 2. When the period closes it publishes the entries' hash (`entriesHashOf`): the eligible
//    applications sorted by id, one line `id:lots` each (lots = subscription lots applied for),
//    joined by "\n", hashed with SHA-256.
// 3. The random source is HMAC-SHA256 keyed by the seed's bytes over the block counter: block i is
//    HMAC(seed, "saham-ballot-v1:" + i). Each block gives five 48-bit big-endian numbers (bytes 0–5,
//    6–11, …, 24–29; bytes 30–31 unused), taken in order.
// 4. A uniform index below n is drawn by rejection sampling: a number at or above the largest multiple
//    of n below 2^48 is discarded and the next one taken, so no index is favoured (no modulo bias).
// 5. The draw is a Fisher–Yates shuffle of the pool, one step at a time: at step k the index
//    k + uniform(n − k) is swapped into place k, and the entry there is drawn.
//    - `per_application` (one account one vote): the pool holds each application once; a drawn
//      application is allotted the lots it applied for, or what is left of the offered lots if fewer.
//    - `per_unit` (weighted by lots): the pool holds an application once per lot applied for; each
//      draw allots that application one lot.
//    Drawing stops when the offered lots are allotted or the pool is empty. With a reserve list (book
//    building), drawing then continues over the applications not allotted, and their draw order is the
//    reserve order (promoted when a winner forfeits).
// Pure: no clock, no I/O; SHA-256 and HMAC from @noble/hashes run the same in Node and in browsers.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export const BALLOT_ALGORITHM = 'saham-ballot-v1';
export const BALLOT_MODES = ['per_application', 'per_unit'] as const;
export type BallotMode = (typeof BALLOT_MODES)[number];

/** An eligible application: its id and the subscription lots it applied for (a positive integer). */
export interface BallotEntry {
  applicationId: number;
  lots: number;
}

export interface BallotInput {
  /** The revealed seed: 64 hex characters. */
  seed: string;
  entries: readonly BallotEntry[];
  mode: BallotMode;
  /** Subscription lots offered to the ballot. */
  lotsOffered: number;
  /** Draw the applications not allotted into a reserve order too (book-building; per_application only). */
  withReserve?: boolean;
}

export interface BallotResult {
  /** Lots allotted per application id (only the winners appear). */
  allotted: Map<number, number>;
  /** Winners' application ids in the order they were drawn. */
  winners: number[];
  /** With a reserve: the other applications' ids in reserve order (first is promoted first). */
  reserve: number[];
  lotsAllotted: number;
}

const SEED_PATTERN = /^[0-9a-f]{64}$/;
const TWO_48 = 2 ** 48;
const NUMBERS_PER_BLOCK = 5;

export function isSeed(text: string): boolean {
  return SEED_PATTERN.test(text);
}

/** A new secret seed: 32 random bytes from the platform's CSPRNG, as hex. */
export function newSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** The commitment published before the period closes: SHA-256 of the seed's bytes, as hex. */
export function seedHashOf(seed: string): string {
  if (!isSeed(seed)) throw new RangeError('a seed is 64 lowercase hex characters');
  return bytesToHex(sha256(hexToBytes(seed)));
}

/** The entries in their published order: by application id, ascending. */
export function sortEntries(entries: readonly BallotEntry[]): BallotEntry[] {
  return [...entries].sort((a, b) => a.applicationId - b.applicationId);
}

/** The text whose SHA-256 is the entries' hash: `id:lots` lines sorted by id, joined by "\n". */
export function entriesText(entries: readonly BallotEntry[]): string {
  return sortEntries(entries)
    .map((entry) => `${entry.applicationId}:${entry.lots}`)
    .join('\n');
}

export function entriesHashOf(entries: readonly BallotEntry[]): string {
  return bytesToHex(sha256(utf8ToBytes(entriesText(entries))));
}

/** The HMAC-SHA256 stream of 48-bit numbers keyed by the seed. */
class RandomSource {
  private readonly key: Uint8Array;
  private block = 0;
  private buffer: Uint8Array = new Uint8Array(0);
  private used = NUMBERS_PER_BLOCK;

  constructor(seed: string) {
    this.key = hexToBytes(seed);
  }

  private next48(): number {
    if (this.used === NUMBERS_PER_BLOCK) {
      this.buffer = hmac(sha256, this.key, utf8ToBytes(`${BALLOT_ALGORITHM}:${this.block}`));
      this.block += 1;
      this.used = 0;
    }
    const offset = this.used * 6;
    this.used += 1;
    let value = 0;
    for (let index = 0; index < 6; index += 1) value = value * 256 + (this.buffer[offset + index] ?? 0);
    return value;
  }

  /** A uniform integer in [0, n), by rejection sampling. */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_48) throw new RangeError(`range ${n}`);
    const limit = TWO_48 - (TWO_48 % n);
    for (;;) {
      const value = this.next48();
      if (value < limit) return value % n;
    }
  }
}

function checkEntries(entries: readonly BallotEntry[]): void {
  const seen = new Set<number>();
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.applicationId) || entry.applicationId < 1) {
      throw new RangeError(`application id ${entry.applicationId}`);
    }
    if (!Number.isSafeInteger(entry.lots) || entry.lots < 1) throw new RangeError(`lots ${entry.lots}`);
    if (seen.has(entry.applicationId)) throw new RangeError(`application ${entry.applicationId} twice`);
    seen.add(entry.applicationId);
  }
}

/** Runs the draw (see the header for the algorithm). */
export function runBallot(input: BallotInput): BallotResult {
  if (!isSeed(input.seed)) throw new RangeError('a seed is 64 lowercase hex characters');
  if (!Number.isSafeInteger(input.lotsOffered) || input.lotsOffered < 0) {
    throw new RangeError(`lots offered ${input.lotsOffered}`);
  }
  checkEntries(input.entries);
  const entries = sortEntries(input.entries);
  const random = new RandomSource(input.seed);
  const allotted = new Map<number, number>();
  const winners: number[] = [];
  const reserve: number[] = [];
  let remaining = input.lotsOffered;

  // The pool holds indexes into `entries`: once each, or once per lot.
  const pool: number[] = [];
  entries.forEach((entry, index) => {
    const copies = input.mode === 'per_unit' ? entry.lots : 1;
    for (let copy = 0; copy < copies; copy += 1) pool.push(index);
  });

  let step = 0;
  const drawNext = (): BallotEntry => {
    const pick = step + random.below(pool.length - step);
    const drawn = pool[pick] ?? 0;
    pool[pick] = pool[step] ?? 0;
    pool[step] = drawn;
    step += 1;
    const entry = entries[drawn];
    if (!entry) throw new RangeError('pool index out of range');
    return entry;
  };

  while (remaining > 0 && step < pool.length) {
    const entry = drawNext();
    const lots = input.mode === 'per_unit' ? 1 : Math.min(entry.lots, remaining);
    const before = allotted.get(entry.applicationId);
    if (before === undefined) winners.push(entry.applicationId);
    allotted.set(entry.applicationId, (before ?? 0) + lots);
    remaining -= lots;
  }
  if (input.withReserve === true && input.mode === 'per_application') {
    while (step < pool.length) reserve.push(drawNext().applicationId);
  }
  return { allotted, winners, reserve, lotsAllotted: input.lotsOffered - remaining };
}

export type BallotCheck =
  | { ok: true; lots: number; reserveRank: number | null }
  | {
      ok: false;
      reason: 'seed_mismatch' | 'entries_mismatch' | 'not_an_entry' | 'result_mismatch';
      lots: number | null;
    };

export interface BallotVerification {
  /** The published commitments. */
  seedHash: string;
  entriesHash: string;
  /** The revealed seed and the published entries. */
  seed: string;
  entries: readonly BallotEntry[];
  mode: BallotMode;
  lotsOffered: number;
  withReserve?: boolean;
  /** The member's application and the lots the offering says it was allotted (0 for not won). */
  applicationId: number;
  claimedLots: number;
}

/**
 * The member's check: the seed matches its commitment, the entries match theirs, the application is
 * among them, and recomputing the draw gives it the claimed lots. Anything tampered with fails.
 */
export function verifyBallot(input: BallotVerification): BallotCheck {
  if (!isSeed(input.seed) || seedHashOf(input.seed) !== input.seedHash) {
    return { ok: false, reason: 'seed_mismatch', lots: null };
  }
  if (entriesHashOf(input.entries) !== input.entriesHash) {
    return { ok: false, reason: 'entries_mismatch', lots: null };
  }
  if (!input.entries.some((entry) => entry.applicationId === input.applicationId)) {
    return { ok: false, reason: 'not_an_entry', lots: null };
  }
  const result = runBallot({
    seed: input.seed,
    entries: input.entries,
    mode: input.mode,
    lotsOffered: input.lotsOffered,
    withReserve: input.withReserve ?? false,
  });
  const lots = result.allotted.get(input.applicationId) ?? 0;
  if (lots !== input.claimedLots) return { ok: false, reason: 'result_mismatch', lots };
  const rank = result.reserve.indexOf(input.applicationId);
  return { ok: true, lots, reserveRank: rank === -1 ? null : rank + 1 };
}
