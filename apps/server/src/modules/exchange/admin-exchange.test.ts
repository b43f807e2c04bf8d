import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exchangeApply,
  exchangeQuote,
  getFxSettings,
  listMemberExchanges,
  updateFxSettings,
} from '@saham/contract/exchange';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, findAuditEntries, postStaff } from '../../test/staff-factory.ts';
import { verifiedMemberWith } from './exchange-test-helpers.ts';

describe('exchange rates and records in the back office', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows the seeded mid rates of the nine currencies and the 50 bps global spread', async () => {
    const staff = await createLoggedInStaff(testApp, 'support');
    const settings = dataOf(
      await postStaff(testApp.app, getFxSettings.path, {}, { session: staff.session }),
      getFxSettings,
    );
    expect(settings.midRates.map((row) => `${row.currency}=${row.midRate}`)).toEqual([
      'CNY=0.59',
      'TWD=0.131',
      'HKD=0.54',
      'USD=4.2',
      'THB=0.125',
      'JPY=0.0278',
      'VND=0.000165',
      'MYR=1',
      'KRW=0.003',
    ]);
    expect(settings).toMatchObject({ globalSpreadBps: 50, pairSpreads: [] });
  });

  it('lets an admin change a mid rate and spreads, audited, and members are quoted the new rate', async () => {
    const admin = await createLoggedInStaff(testApp, 'admin');
    const answer = await postStaff(
      testApp.app,
      updateFxSettings.path,
      {
        midRates: [{ currency: 'USD', midRate: '4.5' }],
        globalSpreadBps: 100,
        pairSpreads: [{ from: 'MYR', to: 'USD', spreadBps: 0 }],
      },
      { session: admin.session },
    );
    const settings = dataOf(answer, updateFxSettings);
    expect(settings.midRates.find((row) => row.currency === 'USD')?.midRate).toBe('4.5');
    expect(settings).toMatchObject({
      globalSpreadBps: 100,
      pairSpreads: [{ from: 'MYR', to: 'USD', spreadBps: 0 }],
    });
    const [audit] = await findAuditEntries(testApp, 'exchange/updateSettings');
    expect(audit).toMatchObject({ staffId: admin.staffId, targetType: 'fx_rates' });
    expect(JSON.stringify(audit?.after)).toContain('4.5');
    expect(JSON.stringify(audit?.before)).toContain('4.2');

    const member = await verifiedMemberWith(testApp, { MYR: 45_000n, USD: 10_000n });
    const toUsd = dataOf(
      await postMember(
        testApp.app,
        exchangeQuote.path,
        { from: 'MYR', to: 'USD', amount: '450' },
        { session: member.session },
      ),
      exchangeQuote,
    );
    expect(toUsd).toMatchObject({ rate: '0.2222222222', receive: '99.99' });
    // USD → MYR has no pair spread: the global 100 bps applies: 4.5 × 0.99 = 4.455
    const toMyr = dataOf(
      await postMember(
        testApp.app,
        exchangeQuote.path,
        { from: 'USD', to: 'MYR', amount: '100' },
        { session: member.session },
      ),
      exchangeQuote,
    );
    expect(toMyr).toMatchObject({ rate: '4.455', receive: '445.50' });
  });

  it('refuses a bad rate, a ringgit rate other than 1, and a pair of one currency, changing nothing', async () => {
    const admin = await createLoggedInStaff(testApp, 'admin');
    const bodies = [
      { midRates: [{ currency: 'USD', midRate: '0' }], globalSpreadBps: 10, pairSpreads: [] },
      { midRates: [{ currency: 'USD', midRate: '4.2.1' }], globalSpreadBps: 10, pairSpreads: [] },
      { midRates: [{ currency: 'MYR', midRate: '1.1' }], globalSpreadBps: 10, pairSpreads: [] },
      { midRates: [], globalSpreadBps: 10, pairSpreads: [{ from: 'USD', to: 'USD', spreadBps: 1 }] },
    ];
    for (const body of bodies) {
      const answer = await postStaff(testApp.app, updateFxSettings.path, body, { session: admin.session });
      expect(answer.body.msg).toBe('INVALID_INPUT');
    }
    const settings = dataOf(
      await postStaff(testApp.app, getFxSettings.path, {}, { session: admin.session }),
      getFxSettings,
    );
    expect(settings.globalSpreadBps).toBe(100);
  });

  it('does not let a reviewer or support change rates', async () => {
    for (const role of ['reviewer', 'support'] as const) {
      const staff = await createLoggedInStaff(testApp, role);
      const answer = await postStaff(
        testApp.app,
        updateFxSettings.path,
        { midRates: [], globalSpreadBps: 0, pairSpreads: [] },
        { session: staff.session },
      );
      expect(answer.body.msg).toBe('ROLE_FORBIDDEN');
    }
  });

  it('lists members’ exchanges, newest first, filtered by account', async () => {
    const first = await verifiedMemberWith(testApp, { MYR: 10_000n });
    const second = await verifiedMemberWith(testApp, { MYR: 10_000n });
    for (const member of [first, second]) {
      const answer = await postMember(
        testApp.app,
        exchangeApply.path,
        { from: 'MYR', to: 'CNY', amount: '10' },
        {
          session: member.session,
        },
      );
      expect(answer.body.status).toBe(1);
    }
    const staff = await createLoggedInStaff(testApp, 'reviewer');
    const all = dataOf(
      await postStaff(testApp.app, listMemberExchanges.path, { page: 1 }, { session: staff.session }),
      listMemberExchanges,
    );
    expect(all.items[0]).toMatchObject({
      account: second.account,
      from: 'MYR',
      to: 'CNY',
      amount: '10.00',
      spreadBps: 100,
    });
    const one = dataOf(
      await postStaff(
        testApp.app,
        listMemberExchanges.path,
        { page: 1, account: first.account },
        { session: staff.session },
      ),
      listMemberExchanges,
    );
    expect(one.items.map((row) => row.memberId)).toEqual([first.memberId]);
  });
});
