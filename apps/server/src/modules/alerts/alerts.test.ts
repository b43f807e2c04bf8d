// Price alerts (issue 16 §5) through the API and the engine's rounds: create, list (ten a page, per
// instrument), delete; the per-member limit; bad input refused with translated codes; an alert fires
// once, as a notice in the member's language, pushed to the member's open socket; two watches (two
// processes) racing over the same round fire each alert exactly once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_ACTIVE_ALERTS,
  createPriceAlert,
  deletePriceAlert,
  listPriceAlerts,
} from '@saham/contract/alerts';
import { notice } from '@saham/contract/common';
import { decimal } from '@saham/domain/markets/decimal';
import type { SimState } from '@saham/domain/prices/simulator';
import { members, notices } from '../../db/schema.ts';
import { priceAlerts } from '../../db/schema-alerts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { call, callData } from '../../test/call.ts';
import { registerMember, type TestMember } from '../../test/member-factory.ts';
import { connectLive } from '../../realtime/test-client.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import { runTickRoundHooks, type TickRound } from '../quotes/tick-round-hooks.ts';
import { AlertWatch, alertWatchOf } from './alert-watch.ts';

const MAYBANK = 'MY:1155';
const TENAGA = 'MY:5347';

function state(last: string, prevClose = '10'): SimState {
  return {
    last: decimal(last),
    prevClose: decimal(prevClose),
    tradingDay: '2026-11-23',
    open: null,
    high: null,
    low: null,
    volume: 0n,
    turnover: 0n,
    indicative: null,
    lastInstant: null,
  };
}

/** A round at `instant` whose prices are `prices` (symbol → last, against a previous close of 10). */
function roundOf(prices: Record<string, string>, instant = Date.parse('2026-11-23T02:00:00Z')): TickRound {
  return {
    instant,
    phases: new Map([['MY', 'continuous']]),
    stateOf: (symbol) => (prices[symbol] === undefined ? null : state(prices[symbol])),
  };
}

describe('price alerts', () => {
  let testApp: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    testApp = await createTestApp();
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    member = await registerMember(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const create = (who: TestMember, symbol: string, kind: 'above' | 'below' | 'change', threshold: string) =>
    call(testApp, createPriceAlert, { symbol, kind, threshold }, who);

  async function noticesOf(who: TestMember) {
    return callData(testApp, notice, { type: 'myr' }, who);
  }

  it('creates, lists (per instrument and all, newest first, ten a page) and deletes alerts', async () => {
    const owner = await registerMember(testApp);
    const first = await callData(
      testApp,
      createPriceAlert,
      { symbol: MAYBANK, kind: 'above', threshold: '12.340' },
      owner,
    );
    expect(first).toMatchObject({
      symbol: MAYBANK,
      market: 'MY',
      code: '1155',
      kind: 'above',
      threshold: '12.34',
      status: 'active',
      firedAt: null,
      firedPrice: null,
    });
    expect(first.name).not.toBe('');
    const ids = [first.id];
    for (let index = 0; index < 11; index += 1) {
      const created = await callData(
        testApp,
        createPriceAlert,
        { symbol: TENAGA, kind: index % 2 === 0 ? 'below' : 'change', threshold: `${index + 1}` },
        owner,
      );
      ids.push(created.id);
    }
    const page1 = await callData(testApp, listPriceAlerts, { page: 1 }, owner);
    const page2 = await callData(testApp, listPriceAlerts, { page: 2 }, owner);
    expect(page1).toMatchObject({ total: 12, hasMore: true });
    expect(page1.items).toHaveLength(10);
    expect([...page1.items, ...page2.items].map((alert) => alert.id)).toEqual([...ids].reverse());
    const maybank = await callData(testApp, listPriceAlerts, { symbol: MAYBANK, page: 1 }, owner);
    expect(maybank.items.map((alert) => alert.id)).toEqual([first.id]);

    expect((await call(testApp, deletePriceAlert, { id: first.id }, owner)).body.status).toBe(1);
    expect((await callData(testApp, listPriceAlerts, { symbol: MAYBANK, page: 1 }, owner)).total).toBe(0);
    // Gone, and never someone else's to delete.
    expect((await call(testApp, deletePriceAlert, { id: first.id }, owner)).body).toMatchObject({
      status: 0,
      msg: 'NOT_FOUND',
    });
    expect((await call(testApp, deletePriceAlert, { id: ids[1]! }, member)).body).toMatchObject({
      status: 0,
      msg: 'NOT_FOUND',
    });
    expect((await callData(testApp, listPriceAlerts, { page: 1 }, member)).total).toBe(0);
  });

  it.each([
    ['above', '0', 'PRICE_ALERT_LEVEL_INVALID', undefined],
    ['below', '-5', 'PRICE_ALERT_LEVEL_INVALID', undefined],
    ['above', 'ten', 'PRICE_ALERT_LEVEL_INVALID', undefined],
    ['above', '1.123456789', 'PRICE_ALERT_LEVEL_INVALID', undefined],
    ['change', '0', 'PRICE_ALERT_PERCENT_INVALID', { max: '100' }],
    ['change', '150', 'PRICE_ALERT_PERCENT_INVALID', { max: '100' }],
  ] as const)('refuses %s "%s" with %s', async (kind, threshold, code, params) => {
    const answer = await create(member, MAYBANK, kind, threshold);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ status: 0, msg: code, ...(params ? { params } : {}) });
  });

  it('refuses an unknown instrument, a malformed body with HTTP 400, and visitors', async () => {
    expect((await create(member, 'MY:NOPE', 'above', '1')).body).toMatchObject({
      status: 0,
      msg: 'INSTRUMENT_NOT_FOUND',
    });
    const malformed = await call(
      testApp,
      createPriceAlert,
      { symbol: MAYBANK, kind: 'sideways' as 'above', threshold: '1' },
      member,
    );
    expect(malformed.statusCode).toBe(400);
    const noSession = await call(testApp, createPriceAlert, {
      symbol: MAYBANK,
      kind: 'above',
      threshold: '1',
    });
    expect(noSession.statusCode).toBe(401);
  });

  it(`refuses a member's alert beyond ${MAX_ACTIVE_ALERTS} active ones, also when sent at once`, async () => {
    const busy = await registerMember(testApp);
    const answers = await Promise.all(
      Array.from({ length: MAX_ACTIVE_ALERTS + 5 }, (_, index) =>
        create(busy, MAYBANK, 'above', `${100 + index}`),
      ),
    );
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(MAX_ACTIVE_ALERTS);
    const refused = answers.filter((answer) => answer.body.status === 0);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body).toMatchObject({ msg: 'PRICE_ALERT_LIMIT', params: { max: MAX_ACTIVE_ALERTS } });
    // A fired alert no longer counts.
    await alertWatchOf(testApp.services).runRound(roundOf({ [MAYBANK]: '1000' }));
    expect((await create(busy, MAYBANK, 'above', '5000')).body.status).toBe(1);
  });

  it("fires once, from the engine round's hook, as a notice in the member's language pushed to the open app", async () => {
    const reader = await registerMember(testApp);
    await testApp.services.db.update(members).set({ language: 'ml' }).where(eq(members.id, reader.memberId));
    const above = await callData(
      testApp,
      createPriceAlert,
      { symbol: TENAGA, kind: 'above', threshold: '10.5' },
      reader,
    );
    const below = await callData(
      testApp,
      createPriceAlert,
      { symbol: TENAGA, kind: 'below', threshold: '9' },
      reader,
    );
    const change = await callData(
      testApp,
      createPriceAlert,
      { symbol: TENAGA, kind: 'change', threshold: '3' },
      reader,
    );

    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await connectLive(`${address.replace('http', 'ws')}/api/ws`);
    client.send({ op: 'auth', ...reader.session });
    await client.next('authenticated');

    // 10.29: nothing met (above 10.5 no, below 9 no, change 2.9 % < 3 %).
    await runTickRoundHooks(testApp.services, roundOf({ [TENAGA]: '10.29' }));
    expect((await noticesOf(reader)).filter((item) => item.isPersonal)).toHaveLength(0);
    // 10.60: above (≥ 10.5) and change (6 % ≥ 3 %) fire; below does not.
    await runTickRoundHooks(
      testApp.services,
      roundOf({ [TENAGA]: '10.6' }, Date.parse('2026-11-23T02:00:01Z')),
    );
    await client.next('notice');
    const fired = await noticesOf(reader);
    expect(fired.filter((item) => item.isPersonal)).toHaveLength(2);
    expect(fired[0]?.title).toMatch(/^Amaran harga: /);
    expect(fired.map((item) => item.content).join('\n')).toContain(
      'menyamai atau melebihi paras amaran anda MYR 10.50',
    );
    expect(fired.map((item) => item.content).join('\n')).toContain('+6.00% hari ini ke MYR 10.60');

    // Again above the level, and then a fall through both: the fired ones never fire again.
    await runTickRoundHooks(
      testApp.services,
      roundOf({ [TENAGA]: '11' }, Date.parse('2026-11-23T02:00:02Z')),
    );
    await runTickRoundHooks(
      testApp.services,
      roundOf({ [TENAGA]: '8.5' }, Date.parse('2026-11-23T02:00:03Z')),
    );
    const after = (await noticesOf(reader)).filter((item) => item.isPersonal);
    expect(after).toHaveLength(3);
    const list = await callData(testApp, listPriceAlerts, { symbol: TENAGA, page: 1 }, reader);
    const byId = new Map(list.items.map((alert) => [alert.id, alert]));
    expect(byId.get(above.id)).toMatchObject({
      status: 'fired',
      firedPrice: '10.60',
      firedAt: '2026-11-23T02:00:01.000Z',
    });
    expect(byId.get(change.id)).toMatchObject({ status: 'fired', firedPrice: '10.60' });
    expect(byId.get(below.id)).toMatchObject({ status: 'fired', firedPrice: '8.50' });
    client.close();
  });

  it('does not fire a deleted alert', async () => {
    const owner = await registerMember(testApp);
    const alert = await callData(
      testApp,
      createPriceAlert,
      { symbol: MAYBANK, kind: 'below', threshold: '1' },
      owner,
    );
    await callData(testApp, deletePriceAlert, { id: alert.id }, owner);
    // A stale watch (another process that missed the deletion) still holds it: the update finds nothing.
    const stale = new AlertWatch(testApp.services);
    await stale.build();
    expect(await stale.runRound(roundOf({ [MAYBANK]: '0.5' }))).toBe(0);
    stale.close();
    expect((await noticesOf(owner)).filter((item) => item.isPersonal)).toHaveLength(0);
  });

  it('fires each alert exactly once when two watches (two processes) run the same round at once', async () => {
    const racer = await registerMember(testApp);
    for (let index = 0; index < 20; index += 1)
      await callData(
        testApp,
        createPriceAlert,
        { symbol: MAYBANK, kind: 'above', threshold: `${20 + index / 10}` },
        racer,
      );
    const first = new AlertWatch(testApp.services);
    const second = new AlertWatch(testApp.services);
    await Promise.all([first.build(), second.build()]);
    const round = roundOf({ [MAYBANK]: '25' }, Date.parse('2026-11-23T02:00:05Z'));
    const [firedByFirst, firedBySecond] = await Promise.all([first.runRound(round), second.runRound(round)]);
    expect(firedByFirst + firedBySecond).toBe(20);
    first.close();
    second.close();
    const rows = await testApp.services.db.select().from(notices).where(eq(notices.memberId, racer.memberId));
    expect(rows).toHaveLength(20);
    const alerts = await testApp.services.db
      .select()
      .from(priceAlerts)
      .where(eq(priceAlerts.memberId, racer.memberId));
    expect(alerts.every((alert) => alert.firedAt !== null)).toBe(true);
  });

  it("learns other processes' alerts over the bus, without reading the database again", async () => {
    const watch = new AlertWatch(testApp.services);
    await watch.build();
    const owner = await registerMember(testApp);
    const alert = await callData(
      testApp,
      createPriceAlert,
      { symbol: MAYBANK, kind: 'above', threshold: '999' },
      owner,
    );
    await expect.poll(() => watch.has(alert.id)).toBe(true);
    await callData(testApp, deletePriceAlert, { id: alert.id }, owner);
    await expect.poll(() => watch.has(alert.id)).toBe(false);
    watch.close();
  });
});
