import { describe, expect, it } from 'vitest';
import type { BallotCommitment } from '@saham/contract/new-stock';
import { entriesHashOf, runBallot, seedHashOf } from '@saham/domain/new-shares/ballot';
import { verifyMyResult } from './verify-result.ts';

const SEED = 'a'.repeat(64);
const ENTRIES = [1, 2, 3, 4, 5].map((applicationId) => ({ applicationId, lots: 1 }));
const COMMITMENT: BallotCommitment = {
  algorithm: 'saham-ballot-v1',
  mode: 'per_application',
  withReserve: false,
  seedHash: seedHashOf(SEED),
  entriesHash: entriesHashOf(ENTRIES),
  entryCount: ENTRIES.length,
  seed: SEED,
  lotsOffered: 3,
  drawnAt: '2026-11-20T02:00:00.000Z',
};
const drawn = runBallot({ seed: SEED, entries: ENTRIES, mode: 'per_application', lotsOffered: 3 });
const winner = drawn.winners[0] ?? 0;
const loser = ENTRIES.find((entry) => !drawn.allotted.has(entry.applicationId))?.applicationId ?? 0;

describe("verifying the member's ballot result in the app", () => {
  it('confirms a winner and a non-winner from the published inputs', () => {
    expect(
      verifyMyResult(COMMITMENT, ENTRIES, { id: winner, allottedQuantity: '10000' }, '10000').outcome,
    ).toBe('verified');
    expect(verifyMyResult(COMMITMENT, ENTRIES, { id: loser, allottedQuantity: '0' }, '10000').outcome).toBe(
      'verified',
    );
  });

  it('fails when the result claimed is not what the draw gives', () => {
    expect(
      verifyMyResult(COMMITMENT, ENTRIES, { id: loser, allottedQuantity: '10000' }, '10000').outcome,
    ).toBe('mismatch');
  });

  it('fails with a tampered seed or entry list', () => {
    const tamperedSeed = { ...COMMITMENT, seed: 'b'.repeat(64) };
    expect(
      verifyMyResult(tamperedSeed, ENTRIES, { id: winner, allottedQuantity: '10000' }, '10000').check,
    ).toMatchObject({ ok: false, reason: 'seed_mismatch' });
    const tamperedEntries = ENTRIES.filter((entry) => entry.applicationId !== loser);
    expect(
      verifyMyResult(COMMITMENT, tamperedEntries, { id: winner, allottedQuantity: '10000' }, '10000').check,
    ).toMatchObject({ ok: false, reason: 'entries_mismatch' });
  });

  it('waits for the seed to be revealed', () => {
    expect(
      verifyMyResult({ ...COMMITMENT, seed: null }, [], { id: 1, allottedQuantity: '0' }, '10000').outcome,
    ).toBe('not_revealed');
  });
});
