// market/detail in the reader's language and with when continuous trading starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketDetail } from '@saham/contract/quotes';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { seedMarketDefaults } from '../markets/seed.ts';

/** Monday 23 November 2026, 08:40 in Kuala Lumpur: Bursa's pre-open. */
const MONDAY_PRE_OPEN_MYT = '2026-11-23T00:40:00Z';

describe('market/detail extras', () => {
  let testApp: TestApp;
  const detail = async (symbol: string, language: string) =>
    dataOf(
      await postMember(
        testApp.app,
        'market/detail',
        { symbol },
        { headers: { 'accept-language': language } },
      ),
      marketDetail,
    );

  beforeAll(async () => {
    testApp = await createTestApp({ clockStart: MONDAY_PRE_OPEN_MYT });
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers the seeded description in the reader’s language', async () => {
    expect((await detail('MY:1155', 'en')).profile.description).toBe(
      'Malayan Banking is a financial services company traded on Bursa Malaysia.',
    );
    expect((await detail('MY:1155', 'zh')).profile.description).toBe(
      '馬來亞銀行是一家在馬來西亞交易所交易的金融服務公司。',
    );
    expect((await detail('MY:FBMKLCI', 'ja')).profile.description).toBe(
      'ブルサ・マレーシアのメイン市場で、時価総額上位30社。',
    );
    expect((await detail('US:AAPL', 'ml')).profile.description).toContain('ialah syarikat teknologi');
  });

  it('names when continuous trading starts during the pre-open, the closing auction and trading', async () => {
    const preOpen = await detail('MY:1155', 'en');
    expect(preOpen.phase).toBe('pre_open');
    // In a session phase the market is open now; continuous trading starts at 09:00 MYT.
    expect(Date.parse(preOpen.nextOpen ?? '')).toBeLessThanOrEqual(testApp.clock.now().getTime());
    expect(preOpen.tradingOpens).toBe('2026-11-23T01:00:00.000Z');
    // 16:50 MYT: the closing auction; trading starts again on Tuesday at 09:00.
    testApp.clock.advance(Date.parse('2026-11-23T08:50:00Z') - testApp.clock.now().getTime());
    const closing = await detail('MY:1155', 'en');
    expect(closing.phase).toBe('closing_auction');
    expect(closing.tradingOpens).toBe('2026-11-24T01:00:00.000Z');
    // 10:00 MYT on Tuesday: trading now.
    testApp.clock.advance(Date.parse('2026-11-24T02:00:00Z') - testApp.clock.now().getTime());
    const trading = await detail('MY:1155', 'en');
    expect(trading.phase).toBe('continuous');
    expect(Date.parse(trading.tradingOpens ?? '')).toBeLessThanOrEqual(testApp.clock.now().getTime());
  });
});
