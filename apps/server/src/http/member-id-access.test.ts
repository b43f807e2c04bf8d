// Access (issue 3 §8): with two members, every member call that takes an id refuses the other
// member's ids, with its own refusal code, and changes nothing (balances, rows). The list of calls is
// derived from the contract: every member call whose request has a key ending in "id" (id, orderId,
// bankCardId, voucherImageId…) must have a case here or an explicit exemption, so a new call that
// takes an id cannot be forgotten. Upload reads (GET common/file/:id) are checked the same way.
// No member call takes a withdrawal or fund-record id (those are read only as the member's own lists).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { MemberCall } from '@saham/contract/call';
import { MEMBER_FILE_PATH } from '@saham/contract/identity';
import { rechargeApply } from '@saham/contract/recharge';
import { members, journalEntries } from '../db/schema.ts';
import { lendingLoans } from '../db/schema-lending.ts';
import { bankCards, realNameRecords, uploads, wallets } from '../db/schema-identity.ts';
import { deposits, withdrawals } from '../db/schema-funding.ts';
import { tradeOrders, tradePositions } from '../db/schema-trading.ts';
import { seedMarketDefaults } from '../modules/markets/seed.ts';
import { setQuote } from '../modules/trading/trading-test-helpers.ts';
import { tradeBuy } from '@saham/contract/trading';
import { createPriceAlert } from '@saham/contract/alerts';
import { priceAlerts } from '../db/schema-alerts.ts';
import { offeringApplications } from '../db/schema-offerings.ts';
import { loans } from '../db/schema-loans.ts';
import { insertTestOfferings } from '../modules/offerings/offerings-test-helpers.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { postMember, type CallAnswer, type TestMember } from '../test/member-factory.ts';
import { dataOf } from '../test/staff-factory.ts';
import { temporaryDataDir, uploadImage } from '../test/identity-factory.ts';
import { readMemberBuckets } from '../modules/ledger/balances-repo.ts';
import {
  bindBankCard,
  createVerifiedMember,
  creditAvailable,
  FUND_PASSWORD,
  insertUpload,
  seedChannels,
} from '../modules/funding/funding-fixtures.ts';

const CONTRACT_DIR = path.resolve(import.meta.dirname, '../../../../packages/contract/src');
const ID_KEY = /id$/i;

function isMemberCall(value: unknown): value is MemberCall {
  return typeof value === 'object' && value !== null && 'scope' in value && value.scope === 'member';
}

/** `path#key` for every member call's request key that names an id, read from every contract file. */
async function idKeysOfContract(): Promise<string[]> {
  const keys: string[] = [];
  const files = fs
    .readdirSync(CONTRACT_DIR)
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.'));
  for (const file of files) {
    const module: Record<string, unknown> = await import(pathToFileURL(path.join(CONTRACT_DIR, file)).href);
    for (const call of Object.values(module).filter(isMemberCall)) {
      if (!(call.request instanceof z.ZodObject)) continue;
      for (const key of Object.keys(call.request.shape))
        if (ID_KEY.test(key)) keys.push(`${call.path}#${key}`);
    }
  }
  return keys.sort();
}

/** The owner's objects whose ids the intruder tries. */
interface OwnerObjects {
  cardId: number;
  walletId: number;
  uploadId: string;
  pendingOnlineDepositId: number;
  pendingOrderId: number;
  positionId: number;
  alertId: number;
  /** Securities lending: a loan of the owner's shares. */
  lendingId: number;
  /** Credit loans: the owner's borrowed loan. */
  creditLoanId: number;
  /** New shares: an application while the offering is open, and a book-building win awaiting payment. */
  applicationId: number;
  awaitingPaymentId: number;
}

interface AccessCase {
  /** The refusal the intruder gets. */
  expected: { msg: string; params?: Record<string, unknown> };
  body: (owner: OwnerObjects, channels: { bank: number; online: number }) => object;
}

/** One case per `path#key`; a call with several id keys gets one case per key (the others valid). */
const CASES: Record<string, AccessCase> = {
  'bank/delete#id': {
    expected: { msg: 'BANK_CARD_NOT_FOUND' },
    body: (owner) => ({ id: owner.cardId, fundPassword: FUND_PASSWORD }),
  },
  'wallet/delete#id': {
    expected: { msg: 'WALLET_NOT_FOUND' },
    body: (owner) => ({ id: owner.walletId, fundPassword: FUND_PASSWORD }),
  },
  'wallet/add#qrImageId': {
    expected: { msg: 'UPLOAD_INVALID' },
    body: (owner) => ({
      type: 'BTC',
      address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      qrImageId: owner.uploadId,
    }),
  },
  'user/realName#frontImageId': {
    expected: { msg: 'UPLOAD_INVALID' },
    body: (owner) => realNameBody(owner.uploadId, INTRUDER_UPLOAD),
  },
  'user/realName#backImageId': {
    expected: { msg: 'UPLOAD_INVALID' },
    body: (owner) => realNameBody(INTRUDER_UPLOAD, owner.uploadId),
  },
  'recharge/apply#voucherImageId': {
    expected: { msg: 'UPLOAD_INVALID' },
    body: (owner, channels) => ({ channelId: channels.bank, amount: '500', voucherImageId: owner.uploadId }),
  },
  'recharge/sandboxPay#orderId': {
    expected: { msg: 'ORDER_NOT_FOUND' },
    body: (owner) => ({ orderId: owner.pendingOnlineDepositId }),
  },
  'withdraw/apply#bankCardId': {
    expected: { msg: 'BANK_CARD_NOT_FOUND' },
    body: (owner) => ({
      amount: '200',
      currency: 'MYR',
      bankCardId: owner.cardId,
      fundPassword: FUND_PASSWORD,
    }),
  },
  'trade/cancel#orderId': {
    expected: { msg: 'ORDER_NOT_FOUND' },
    body: (owner) => ({ orderId: owner.pendingOrderId }),
  },
  'trade/sell#positionId': {
    expected: { msg: 'ORDER_NOT_FOUND' },
    body: (owner) => ({ positionId: owner.positionId }),
  },
  'trade/positionDetail#id': {
    expected: { msg: 'ORDER_NOT_FOUND' },
    body: (owner) => ({ id: owner.positionId }),
  },
  'trade/taxCertificate#id': {
    expected: { msg: 'ORDER_NOT_FOUND' },
    body: (owner) => ({ id: owner.positionId }),
  },
  'dayTrading/close#positionId': {
    expected: { msg: 'DAY_TRADE_POSITION_NOT_FOUND' },
    body: (owner) => ({ positionId: owner.positionId }),
  },
  'alert/delete#id': {
    expected: { msg: 'NOT_FOUND' },
    body: (owner) => ({ id: owner.alertId }),
  },
  'lending/lend#positionId': {
    expected: { msg: 'ORDER_NOT_FOUND' },
    body: (owner) => ({ positionId: owner.positionId, quantity: 100 }),
  },
  'loan/detail#id': {
    expected: { msg: 'LOAN_NOT_FOUND' },
    body: (owner) => ({ id: owner.creditLoanId }),
  },
  'loan/repay#loanId': {
    expected: { msg: 'LOAN_NOT_FOUND' },
    body: (owner) => ({ loanId: owner.creditLoanId, amount: '1', fundPassword: FUND_PASSWORD }),
  },
  'lending/recall#lendingId': {
    expected: { msg: 'ORDER_NOT_FOUND' },
    body: (owner) => ({ lendingId: owner.lendingId }),
  },
  'newStock/cancel#applicationId': {
    expected: { msg: 'APPLICATION_NOT_FOUND' },
    body: (owner) => ({ applicationId: owner.applicationId }),
  },
  'newStock/decline#applicationId': {
    expected: { msg: 'APPLICATION_NOT_FOUND' },
    body: (owner) => ({ applicationId: owner.awaitingPaymentId }),
  },
  'newStock/pay#applicationId': {
    expected: { msg: 'APPLICATION_NOT_FOUND' },
    body: (owner) => ({ applicationId: owner.awaitingPaymentId, fundPassword: FUND_PASSWORD }),
  },
};

/** Ids that do not name a member's object, each with the reason. */
const EXEMPT: Record<string, string> = {
  'recharge/apply#channelId': 'deposit channels belong to the house and are listed to every member',
  'news/detail#id': 'published news articles are public site content (access public), owned by no member',
  'blockTrade/detail#id':
    'block deals are the house’s products, listed to every member (a purchase needs the key)',
  'blockTrade/buy#dealId':
    'block deals are the house’s products, listed to every member (a purchase needs the key)',
  'checkIn/redeem#rewardId': 'check-in rewards are the house’s, listed to every member',
  'loan/apply#productId': 'loan products are the house’s, listed to every member',
  'newStock/detail#id': 'new-share offerings are public site content (access public), owned by no member',
  'newStock/apply#offeringId': 'new-share offerings are the house’s products, listed to every member',
  'newStock/ballot#offeringId': 'a ballot’s published inputs are public, so anyone can verify it',
};

// Replaced by the intruder's own upload before the cases run, so only the owner's id is foreign.
let INTRUDER_UPLOAD = '';
function realNameBody(frontImageId: string, backImageId: string) {
  return { name: 'Lim Kok Wai', idType: 'passport', idNumber: 'A12345678', frontImageId, backImageId };
}

describe('every call that takes an id refuses the other member’s ids', () => {
  let testApp: TestApp;
  let owner: TestMember;
  let intruder: TestMember;
  let objects: OwnerObjects;
  let channels: { bank: number; online: number };
  let dataDir: string;

  const call = (who: TestMember, callPath: string, body: object) =>
    postMember(testApp.app, callPath, body, { session: who.session });

  /** Everything an intruder's call could change, for both members. */
  async function snapshot() {
    const { db } = testApp.services;
    const ids = [owner.memberId, intruder.memberId];
    return {
      balances: await Promise.all(ids.map((id) => readMemberBuckets(db, id))),
      members: await db
        .select({ id: members.id, status: members.realNameStatus, name: members.name })
        .from(members)
        .where(inArray(members.id, ids))
        .orderBy(asc(members.id)),
      cards: await db.select().from(bankCards).orderBy(asc(bankCards.id)),
      wallets: await db.select().from(wallets).orderBy(asc(wallets.id)),
      deposits: await db.select().from(deposits).orderBy(asc(deposits.id)),
      withdrawals: await db.select().from(withdrawals).orderBy(asc(withdrawals.id)),
      realNames: await db.select({ total: count() }).from(realNameRecords),
      uploads: await db.select({ total: count() }).from(uploads),
      entries: await db.select({ total: count() }).from(journalEntries),
      orders: await db.select().from(tradeOrders).orderBy(asc(tradeOrders.id)),
      positions: await db.select().from(tradePositions).orderBy(asc(tradePositions.id)),
      alerts: await db.select().from(priceAlerts).orderBy(asc(priceAlerts.id)),
    };
  }

  beforeAll(async () => {
    dataDir = temporaryDataDir();
    testApp = await createTestApp({ dataDir });
    const seeded = await seedChannels(testApp);
    channels = { bank: seeded.bank, online: seeded.online };
    owner = await createVerifiedMember(testApp);
    intruder = await createVerifiedMember(testApp);
    // The intruder could do every call with their own objects: money, a card, an upload.
    await creditAvailable(testApp, intruder.memberId, 'MYR', 100_000n);
    await bindBankCard(testApp, intruder.memberId);
    INTRUDER_UPLOAD = await insertUpload(testApp, intruder.memberId);
    const cardId = await bindBankCard(testApp, owner.memberId);
    const uploadId = await uploadImage(testApp, owner.session);
    const [wallet] = await testApp.services.db
      .insert(wallets)
      .values({ memberId: owner.memberId, type: 'BTC', address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT' })
      .returning({ id: wallets.id });
    if (!wallet) throw new Error('wallet insert returned nothing');
    const deposit = dataOf(
      await call(owner, 'recharge/apply', { channelId: channels.online, amount: '100' }),
      rechargeApply,
    );
    // A holding (a market order that filled) and a pending limit order below the price, at Bursa.
    await seedMarketDefaults(testApp.services.db, testApp.clock.now());
    await setQuote(testApp, 'MY:1155', '10.00');
    await creditAvailable(testApp, owner.memberId, 'MYR', 1_000_000n);
    const order = { code: '1155', market: 'MY', direction: 'long', quantity: 100, leverage: 1 };
    const filled = dataOf(await call(owner, tradeBuy.path, { ...order, priceType: 'market' }), tradeBuy);
    const pending = dataOf(
      await call(owner, tradeBuy.path, { ...order, priceType: 'limit', price: '9.50' }),
      tradeBuy,
    );
    if (!filled.position) throw new Error('the market order did not fill');
    const alert = dataOf(
      await call(owner, createPriceAlert.path, { symbol: 'MY:1155', kind: 'above', threshold: '50' }),
      createPriceAlert,
    );
    const offeringIds = await insertTestOfferings(testApp);
    const [waiting, won] = await testApp.services.db
      .insert(offeringApplications)
      .values(
        [
          { offeringId: offeringIds.open, status: 'subscribing' as const },
          { offeringId: offeringIds.balloted, status: 'awaiting_payment' as const },
        ].map((application) => ({
          ...application,
          memberId: owner.memberId,
          quantity: '100',
          allottedQuantity: '100',
          paymentDeadline: new Date(testApp.clock.now().getTime() + 86_400_000),
          createdAt: testApp.clock.now(),
          updatedAt: testApp.clock.now(),
        })),
      )
      .returning({ id: offeringApplications.id });
    if (!waiting || !won) throw new Error('applications not written');
    const [loan] = await testApp.services.db
      .insert(lendingLoans)
      .values({
        lendingNo: 'SLACCESSCHECK',
        programId: 1,
        memberId: owner.memberId,
        positionId: filled.position.id,
        instrumentId: filled.position.id,
        symbol: 'MY:1155',
        market: 'MY',
        currency: 'MYR',
        quantity: '100',
        lendPrice: '10',
        valueMinor: 100_000n,
        annualRate: '2',
        memberShare: '50',
        status: 'active',
        lentOn: '2026-11-23',
        lentAt: testApp.clock.now(),
        termEndsAt: new Date(testApp.clock.now().getTime() + 86_400_000),
      })
      .returning({ id: lendingLoans.id });
    if (!loan) throw new Error('loan not written');
    const [creditLoan] = await testApp.services.db
      .insert(loans)
      .values({
        loanNo: 'LN-ACCESS',
        memberId: owner.memberId,
        productId: 1,
        termDays: 14,
        annualRate: '6.8',
        penaltyAnnualRate: '18.25',
        amountMinor: 100_000n,
        status: 'approved',
        principalMinor: 100_000n,
        createdAt: testApp.clock.now(),
      })
      .returning({ id: loans.id });
    if (!creditLoan) throw new Error('credit loan not written');
    objects = {
      creditLoanId: creditLoan.id,
      applicationId: waiting.id,
      awaitingPaymentId: won.id,
      cardId,
      walletId: wallet.id,
      uploadId,
      pendingOnlineDepositId: deposit.id,
      pendingOrderId: pending.order.id,
      positionId: filled.position.id,
      alertId: alert.id,
      lendingId: loan.id,
    };
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has a case or an exemption for every id a member call takes, and none for calls that are gone', async () => {
    const keys = await idKeysOfContract();
    expect(keys.length).toBeGreaterThan(0);
    const covered = [...Object.keys(CASES), ...Object.keys(EXEMPT)].sort();
    expect(covered).toEqual(keys);
  });

  it.each(Object.keys(CASES))('%s refuses the other member’s id and changes nothing', async (key) => {
    const accessCase = CASES[key];
    if (!accessCase) throw new Error(`no case ${key}`);
    const callPath = key.split('#')[0] ?? '';
    const before = await snapshot();
    const answer: CallAnswer = await call(intruder, callPath, accessCase.body(objects, channels));
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ status: 0, ...accessCase.expected });
    expect(await snapshot()).toEqual(before);
  });

  it('serves an upload to its owner only', async () => {
    const read = (who: TestMember) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/vue/${MEMBER_FILE_PATH}/${objects.uploadId}`,
        headers: { token: who.session.token, account: who.session.account },
      });
    const foreign = await read(intruder);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ status: 0, msg: 'NOT_FOUND' });
    const own = await read(owner);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^image\//);
  });

  it('lets the owner use the same ids, so the refusals come from ownership alone', async () => {
    const deleted = await call(owner, 'bank/delete', { id: objects.cardId, fundPassword: FUND_PASSWORD });
    expect(deleted.body.status).toBe(1);
    const walletDeleted = await call(owner, 'wallet/delete', {
      id: objects.walletId,
      fundPassword: FUND_PASSWORD,
    });
    expect(walletDeleted.body.status).toBe(1);
    const paid = await call(owner, 'recharge/sandboxPay', { orderId: objects.pendingOnlineDepositId });
    expect(paid.body).toMatchObject({ status: 1, data: { status: 'approved' } });
    const withQr = await call(owner, 'wallet/add', {
      type: 'BTC',
      address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      qrImageId: objects.uploadId,
    });
    expect(withQr.body.status).toBe(1);
  });
});
