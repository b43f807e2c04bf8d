// trade/positions {tab: 'all'} (issue 16 §2): every open position of every market in one overview —
// after a crypto buy the member finds it there, not an empty "Holdings" — with a market filter.
import { describe, expect, it } from 'vitest';
import { tradeBuy, tradePositions } from '@saham/contract/trading';
import type { TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from '../exchange/exchange-test-helpers.ts';
import { BURSA_MARKET_LONG, setQuote, useTradingTestApp } from './trading-test-helpers.ts';

describe('the positions overview', () => {
  let testApp: TestApp;
  useTradingTestApp(async (created) => {
    testApp = created;
    await setQuote(testApp, 'CRYPTO:BTCUSDT', '92150.00', '90000.00');
  });

  it('lists stock and crypto positions together, and one market when filtered', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000_000n, USD: 500_000n });
    const session = { session: member.session };
    const stock = { ...BURSA_MARKET_LONG, leverage: 1 };
    expect(dataOf(await postMember(testApp.app, tradeBuy.path, stock, session), tradeBuy).order.status).toBe(
      'filled',
    );
    const coin = {
      code: 'BTCUSDT',
      market: 'CRYPTO',
      direction: 'long',
      priceType: 'market',
      quantity: '0.0105',
    };
    const bought = dataOf(await postMember(testApp.app, tradeBuy.path, coin, session), tradeBuy);
    expect(bought.position?.quantity).toBe('0.0105');

    const list = async (body: object) =>
      dataOf(await postMember(testApp.app, tradePositions.path, body, session), tradePositions);
    const all = await list({ tab: 'all' });
    expect(all.items.map((item) => item.symbol).sort()).toEqual(['CRYPTO:BTCUSDT', 'MY:1155']);
    expect(all.total).toBe(2);
    const crypto = await list({ tab: 'all', market: 'CRYPTO' });
    expect(crypto.items.map((item) => item.symbol)).toEqual(['CRYPTO:BTCUSDT']);
    const bursa = await list({ tab: 'all', market: 'MY' });
    expect(bursa.items.map((item) => item.symbol)).toEqual(['MY:1155']);
    // The stock tabs keep their meaning: a crypto position is never a "holding" or "locked" stock.
    const locked = await list({ tab: 'locked' });
    expect(locked.items.map((item) => item.symbol)).toEqual(['MY:1155']);
    expect((await list({ tab: 'holding' })).items).toEqual([]);
  });

  it('refuses an unknown market in the filter', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 1_000n });
    const answer = await postMember(
      testApp.app,
      tradePositions.path,
      { tab: 'all', market: 'XX' },
      { session: member.session },
    );
    expect(answer.statusCode).toBe(400);
  });
});
