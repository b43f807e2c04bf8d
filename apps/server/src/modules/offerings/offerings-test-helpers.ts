// Test helpers of new shares: offerings written straight to the table (an open Bursa IPO and a
// balloted book-building one), for tests of other areas that need an application to point at.
import type { TestApp } from '../../test/harness.ts';
import { offerings } from '../../db/schema-offerings.ts';
import { newSeed, seedHashOf } from '@saham/domain/new-shares/ballot';
import { instrumentIdOf } from '../trading/trading-test-helpers.ts';

export async function insertTestOfferings(testApp: TestApp): Promise<{ open: number; balloted: number }> {
  const now = testApp.clock.now();
  const day = 86_400_000;
  const seed = newSeed();
  const common = {
    instrumentId: await instrumentIdOf(testApp, 'MY:1155'),
    symbol: 'MY:1155',
    market: 'MY' as const,
    currency: 'MYR' as const,
    leadUnderwriter: 'Test',
    lotSize: '100',
    minQuantity: '100',
    minInvestmentMinor: 0n,
    perMemberLimit: 1,
    quantityOffered: '10000',
    tiers: [],
    opensAt: new Date(now.getTime() - day),
    closesAt: new Date(now.getTime() + 5 * day),
    feeMinor: 0n,
    feeOnSuccessOnly: true,
    ballotMode: 'per_application' as const,
    lockDays: 0,
    prospectus: { en: 'Test' },
    seed,
    seedHash: seedHashOf(seed),
    createdAt: now,
    updatedAt: now,
  };
  const rows = await testApp.services.db
    .insert(offerings)
    .values([
      { ...common, type: 'ipo' as const, state: 'open' as const, applicationPrice: '1.00' },
      {
        ...common,
        type: 'jp_bookbuilding' as const,
        state: 'balloted' as const,
        priceLow: '1.00',
        priceHigh: '1.20',
        issuePrice: '1.10',
        drawnAt: now,
      },
    ])
    .returning({ id: offerings.id });
  const [open, balloted] = rows;
  if (!open || !balloted) throw new Error('offerings not written');
  return { open: open.id, balloted: balloted.id };
}
