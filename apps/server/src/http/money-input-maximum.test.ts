// Every amount, price, quantity and rate in a request is at most MAX_MONEY_MAJOR (issue 13 §1): beyond
// it the call is refused with HTTP 400 INVALID_INPUT naming the field, before any of its code runs, so
// nothing too large for the database's integers is ever accepted — such as an adjustment of
// 92233720368547758.07 whose approval then failed with a 500 on every try.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAdjustment, createAdjustment } from '@saham/contract/admin-ledger';
import { MAX_MONEY_MAJOR } from '@saham/contract/inputs';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { registerMember, type TestMember } from '../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../test/staff-factory.ts';
import {
  fieldName,
  postCalls,
  sampleBodies,
  withValueAt,
  type OpenApiDocument,
} from '../test/openapi-bodies.ts';
import { readMemberBuckets } from '../modules/ledger/balances-repo.ts';
import { checkLedgerInvariants } from '../modules/ledger/invariants.ts';

const DECIMAL_PATTERNS = new Set(['^\\d+(\\.\\d+)?$', '^-?\\d+(\\.\\d+)?$']);
const AMOUNT_NAME = /(amount|price|quantity|rate|shares)$/i;
const JUST_BEYOND = `${MAX_MONEY_MAJOR}.01`;

interface AmountField {
  url: string;
  body: unknown;
  path: readonly (string | number)[];
  type: string | undefined;
}

/** Every string or number field of every call that holds an amount: by its decimal pattern or its name. */
function amountFields(document: OpenApiDocument): AmountField[] {
  const found: AmountField[] = [];
  for (const { url, schema } of postCalls(document)) {
    if (!schema) continue;
    for (const { body, fields } of sampleBodies(schema)) {
      for (const { path, schema: field } of fields) {
        const isDecimal = field.pattern !== undefined && DECIMAL_PATTERNS.has(field.pattern);
        if (!isDecimal && !AMOUNT_NAME.test(String(path.at(-1)))) continue;
        if (field.type !== 'string' && field.type !== 'number' && field.type !== 'integer') continue;
        found.push({ url, body, path, type: field.type });
      }
    }
  }
  return found;
}

describe('money inputs have a maximum', () => {
  let testApp: TestApp;
  let member: TestMember;
  let maker: LoggedInStaff;
  let checker: LoggedInStaff;
  let fields: AmountField[];

  beforeAll(async () => {
    testApp = await createTestApp();
    member = await registerMember(testApp);
    maker = await createLoggedInStaff(testApp, 'admin');
    checker = await createLoggedInStaff(testApp, 'reviewer');
    const document = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    fields = amountFields(document.json<OpenApiDocument>());
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('finds the amounts of every money call', () => {
    const names = fields.map((field) => `${field.url} ${fieldName(field.path)}`);
    for (const expected of [
      '/api/admin/adjustments/create amount',
      '/api/vue/withdraw/apply amount',
      '/api/vue/exchange/apply amount',
      '/api/vue/recharge/apply amount',
      '/api/vue/dayTrading/apply amount',
      '/api/vue/trade/buy price',
      '/api/vue/trade/buy quantity',
      '/api/vue/trade/sell quantity',
      '/api/vue/blockTrade/buy quantity',
      '/api/vue/dayTrading/buy quantity',
      '/api/admin/blockTrades/create blockPrice',
      '/api/admin/dayTrading/saveSettings maxAmount',
      '/api/admin/withdraw/saveSettings limits.0.maxAmount',
      '/api/admin/recharge/saveChannel maxAmount',
      '/api/admin/exchange/updateSettings midRates.0.midRate',
      '/api/admin/markets/update settings.minOrderAmount',
      '/api/admin/instruments/create prevClose',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('refuses each of them beyond the maximum with INVALID_INPUT naming the field', async () => {
    const wrong: string[] = [];
    for (const field of fields) {
      const name = fieldName(field.path);
      const beyond = field.type === 'string' ? [JUST_BEYOND, '92233720368547758.07'] : [MAX_MONEY_MAJOR + 1];
      for (const value of beyond) {
        const session = field.url.startsWith('/api/vue/') ? member.session : maker.session;
        const response = await testApp.app.inject({
          method: 'POST',
          url: field.url,
          payload: JSON.stringify(withValueAt(field.body, field.path, value)),
          headers: { ...session, 'content-type': 'application/json' },
        });
        const expected = { status: 0, msg: 'INVALID_INPUT', params: { field: name } };
        if (response.statusCode !== 400 || JSON.stringify(response.json()) !== JSON.stringify(expected)) {
          wrong.push(`${field.url} ${name}=${value}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an adjustment beyond the maximum and books one of exactly the maximum', async () => {
    const adjust = (amount: string) =>
      postStaff(
        testApp.app,
        'adjustments/create',
        { memberId: member.memberId, currency: 'MYR', amount, reason: 'largest deposit' },
        { session: maker.session },
      );
    for (const amount of ['92233720368547758.07', '-92233720368547758.07', '1000000000000.01']) {
      const answer = await adjust(amount);
      expect(answer.statusCode, amount).toBe(400);
      expect(answer.body).toEqual({ status: 0, msg: 'INVALID_INPUT', params: { field: 'amount' } });
    }
    const created = dataOf(await adjust('1000000000000.00'), createAdjustment);
    const approved = dataOf(
      await postStaff(testApp.app, 'adjustments/approve', { id: created.id }, { session: checker.session }),
      approveAdjustment,
    );
    expect(approved.status).toBe('approved');
    const buckets = await readMemberBuckets(testApp.services.db, member.memberId);
    expect(
      buckets.find((bucket) => bucket.currency === 'MYR' && bucket.bucket === 'available')?.balanceMinor,
    ).toBe(100_000_000_000_000n);
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
});
