import { describe, expect, it } from 'vitest';
import {
  entriesHashOf,
  entriesText,
  newSeed,
  runBallot,
  seedHashOf,
  verifyBallot,
  type BallotEntry,
} from './ballot.ts';

const SEED = '6a09e667f3bcc908bb67ae8584caa73b3c6ef372fe94f82ba54ff53a5f1d36f1';
const entries: BallotEntry[] = [
  { applicationId: 5, lots: 1 },
  { applicationId: 2, lots: 3 },
  { applicationId: 9, lots: 2 },
  { applicationId: 4, lots: 1 },
  { applicationId: 7, lots: 1 },
];

describe('the ballot', () => {
  it('commits to the seed with SHA-256 of its bytes (a known vector)', () => {
    // SHA-256 of 32 zero bytes.
    expect(seedHashOf('0'.repeat(64))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
    expect(() => seedHashOf('not hex')).toThrow();
  });

  it('hashes the entries sorted by id, one `id:lots` line each, whatever order they come in', () => {
    expect(entriesText(entries)).toBe('2:3\n4:1\n5:1\n7:1\n9:2');
    expect(entriesHashOf(entries)).toBe(entriesHashOf([...entries].reverse()));
    expect(entriesHashOf(entries)).not.toBe(entriesHashOf(entries.slice(1)));
  });

  it('is deterministic: the same seed and entries give the same draw', () => {
    const one = runBallot({ seed: SEED, entries, mode: 'per_application', lotsOffered: 3 });
    const two = runBallot({
      seed: SEED,
      entries: [...entries].reverse(),
      mode: 'per_application',
      lotsOffered: 3,
    });
    expect(one.winners).toEqual(two.winners);
    expect([...one.allotted]).toEqual([...two.allotted]);
  });

  it('draws until the offered lots are allotted, the last winner taking what is left', () => {
    const result = runBallot({ seed: SEED, entries, mode: 'per_application', lotsOffered: 3 });
    expect(result.lotsAllotted).toBe(3);
    const total = [...result.allotted.values()].reduce((sum, lots) => sum + lots, 0);
    expect(total).toBe(3);
    for (const [id, lots] of result.allotted) {
      expect(lots).toBeLessThanOrEqual(entries.find((entry) => entry.applicationId === id)?.lots ?? 0);
    }
  });

  it('allots every applicant in full when the offer covers them all', () => {
    const result = runBallot({ seed: SEED, entries, mode: 'per_application', lotsOffered: 100 });
    expect(result.lotsAllotted).toBe(8);
    expect(result.allotted.get(2)).toBe(3);
  });

  it('per unit allots one lot a draw, never more than an application asked for', () => {
    const result = runBallot({ seed: SEED, entries, mode: 'per_unit', lotsOffered: 5 });
    expect(result.lotsAllotted).toBe(5);
    for (const [id, lots] of result.allotted) {
      expect(lots).toBeLessThanOrEqual(entries.find((entry) => entry.applicationId === id)?.lots ?? 0);
    }
  });

  it('draws a reserve order of all the losers (book building)', () => {
    const result = runBallot({
      seed: SEED,
      entries,
      mode: 'per_application',
      lotsOffered: 1,
      withReserve: true,
    });
    expect(result.winners).toHaveLength(1);
    expect(result.reserve).toHaveLength(4);
    expect(new Set([...result.winners, ...result.reserve])).toEqual(
      new Set(entries.map((entry) => entry.applicationId)),
    );
  });

  it('is fair: over many seeds each of 4 single-lot applications wins one lot of one about a quarter of the time', () => {
    const wins = new Map<number, number>();
    const four = entries.slice(1).map((entry) => ({ ...entry, lots: 1 }));
    const rounds = 4000;
    for (let round = 0; round < rounds; round += 1) {
      const seed = seedHashOf(round.toString(16).padStart(64, '0'));
      const result = runBallot({ seed, entries: four, mode: 'per_application', lotsOffered: 1 });
      const winner = result.winners[0] ?? 0;
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
    for (const entry of four) {
      const share = (wins.get(entry.applicationId) ?? 0) / rounds;
      expect(share).toBeGreaterThan(0.22);
      expect(share).toBeLessThan(0.28);
    }
  });

  it('makes fresh 64-hex-character seeds', () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newSeed()).not.toBe(seed);
  });
});

describe('verifying a result', () => {
  const lotsOffered = 2;
  const result = runBallot({ seed: SEED, entries, mode: 'per_application', lotsOffered });
  const published = {
    seedHash: seedHashOf(SEED),
    entriesHash: entriesHashOf(entries),
    seed: SEED,
    entries,
    mode: 'per_application' as const,
    lotsOffered,
  };
  const winner = result.winners[0] ?? 0;
  const loser = entries.find((entry) => !result.allotted.has(entry.applicationId))?.applicationId ?? 0;

  it('confirms a winner and a loser from the published inputs', () => {
    expect(
      verifyBallot({ ...published, applicationId: winner, claimedLots: result.allotted.get(winner) ?? 0 }),
    ).toMatchObject({ ok: true });
    expect(verifyBallot({ ...published, applicationId: loser, claimedLots: 0 })).toMatchObject({
      ok: true,
      lots: 0,
    });
  });

  it('fails a tampered seed', () => {
    const tampered = `${SEED.slice(0, 63)}${SEED.endsWith('0') ? '1' : '0'}`;
    expect(
      verifyBallot({ ...published, seed: tampered, applicationId: winner, claimedLots: 1 }),
    ).toMatchObject({
      ok: false,
      reason: 'seed_mismatch',
    });
  });

  it('fails a tampered list of entries', () => {
    const padded = [...entries, { applicationId: 99, lots: 5 }];
    expect(
      verifyBallot({ ...published, entries: padded, applicationId: winner, claimedLots: 1 }),
    ).toMatchObject({
      ok: false,
      reason: 'entries_mismatch',
    });
  });

  it('fails a result that the draw does not give', () => {
    expect(verifyBallot({ ...published, applicationId: loser, claimedLots: 1 })).toMatchObject({
      ok: false,
      reason: 'result_mismatch',
      lots: 0,
    });
  });

  it('fails an application that is not among the entries', () => {
    expect(verifyBallot({ ...published, applicationId: 1234, claimedLots: 0 })).toMatchObject({
      ok: false,
      reason: 'not_an_entry',
    });
  });
});
