import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  approveAdjustment,
  createAdjustment,
  listAdjustments,
  memberBalances,
  memberJournal,
} from '@saham/contract/admin-ledger';
import { fundRecords } from '@saham/contract/fund-records';
import { notices } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';
import { readMemberBuckets } from './balances-repo.ts';
import { checkLedgerInvariants } from './invariants.ts';

describe('manual balance adjustments (maker-checker)', () => {
  let testApp: TestApp;
  let maker: LoggedInStaff;
  let checker: LoggedInStaff;
  let secondChecker: LoggedInStaff;
  let member: TestMember;

  beforeAll(async () => {
    testApp = await createTestApp();
    maker = await createLoggedInStaff(testApp, 'reviewer');
    checker = await createLoggedInStaff(testApp, 'admin');
    secondChecker = await createLoggedInStaff(testApp, 'reviewer');
    member = await registerMember(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const create = (amount: string, currency = 'MYR', who = maker, memberId = member.memberId) =>
    postStaff(
      testApp.app,
      'adjustments/create',
      { memberId, currency, amount, reason: 'goodwill' },
      {
        session: who.session,
      },
    );
  const approve = (id: number, who: LoggedInStaff) =>
    postStaff(testApp.app, 'adjustments/approve', { id }, { session: who.session });

  async function availableOf(currency: string): Promise<bigint> {
    const buckets = await readMemberBuckets(testApp.services.db, member.memberId);
    return buckets.find((row) => row.currency === currency && row.bucket === 'available')?.balanceMinor ?? 0n;
  }

  it('creates a pending request that moves no money, audited', async () => {
    const created = dataOf(await create('150.25'), createAdjustment);
    expect(created).toMatchObject({ status: 'pending', amount: '150.25', makerUsername: maker.username });
    expect(await availableOf('MYR')).toBe(0n);
    const audit = await findAuditEntries(testApp, 'adjustments/create');
    expect(audit.at(-1)).toMatchObject({ staffUsername: maker.username, targetId: String(created.id) });
  });

  it('refuses a bad amount, an unknown member and an empty reason', async () => {
    expect((await create('0')).body.msg).toBe('INVALID_INPUT');
    expect((await create('1.005')).body.msg).toBe('INVALID_INPUT');
    expect((await create('1', 'MYR', maker, 999_999)).body.msg).toBe('MEMBER_NOT_FOUND');
    const noReason = await postStaff(
      testApp.app,
      'adjustments/create',
      { memberId: member.memberId, currency: 'MYR', amount: '1', reason: '  ' },
      { session: maker.session },
    );
    expect(noReason.body.msg).toBe('REASON_REQUIRED');
  });

  it('refuses approval by the maker and credits the member on approval by another', async () => {
    const created = dataOf(await create('20.00'), createAdjustment);
    expect((await approve(created.id, maker)).body).toEqual({
      status: 0,
      msg: 'MAKER_CANNOT_APPROVE',
      params: {},
    });
    expect(await availableOf('MYR')).toBe(0n);
    const approved = dataOf(await approve(created.id, checker), approveAdjustment);
    expect(approved).toMatchObject({ status: 'approved', checkerUsername: checker.username });
    expect(await availableOf('MYR')).toBe(2000n);
    expect((await approve(created.id, secondChecker)).body.msg).toBe('ADJUSTMENT_NOT_PENDING');
    expect(await findAuditEntries(testApp, 'adjustments/approve')).toHaveLength(1);
    const personal = await testApp.services.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, member.memberId), isNotNull(notices.memberId)));
    expect(personal).toHaveLength(1);
  });

  it('counts exactly one of two approvals at once', async () => {
    const created = dataOf(await create('7.00'), createAdjustment);
    const before = await availableOf('MYR');
    const answers = await Promise.all([approve(created.id, checker), approve(created.id, secondChecker)]);
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.msg === 'ADJUSTMENT_NOT_PENDING')).toHaveLength(1);
    expect(await availableOf('MYR')).toBe(before + 700n);
  });

  it('refuses a debit below zero and leaves the request pending', async () => {
    const created = dataOf(await create('-1000.00'), createAdjustment);
    expect((await approve(created.id, checker)).body.msg).toBe('INSUFFICIENT_BALANCE');
    const pending = dataOf(
      await postStaff(
        testApp.app,
        'adjustments/list',
        { status: 'pending', page: 1 },
        { session: checker.session },
      ),
      listAdjustments,
    );
    expect(pending.items.map((item) => item.id)).toContain(created.id);
  });

  it('debits within the balance, in a currency without decimals too', async () => {
    const debit = dataOf(await create('-5.00'), createAdjustment);
    const before = await availableOf('MYR');
    dataOf(await approve(debit.id, checker), approveAdjustment);
    expect(await availableOf('MYR')).toBe(before - 500n);
    const yen = dataOf(await create('1500', 'JPY'), createAdjustment);
    dataOf(await approve(yen.id, checker), approveAdjustment);
    expect(await availableOf('JPY')).toBe(1500n);
  });

  it('rejects with a reason; a rejected request can be neither approved nor rejected again', async () => {
    const created = dataOf(await create('3.00'), createAdjustment);
    const reject = (who: LoggedInStaff, reason: string) =>
      postStaff(testApp.app, 'adjustments/reject', { id: created.id, reason }, { session: who.session });
    expect((await reject(checker, '')).body.msg).toBe('REASON_REQUIRED');
    const rejected = await reject(checker, 'duplicate');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: 'duplicate' });
    expect((await reject(secondChecker, 'again')).body.msg).toBe('ADJUSTMENT_NOT_PENDING');
    expect((await approve(created.id, secondChecker)).body.msg).toBe('ADJUSTMENT_NOT_PENDING');
    expect(await findAuditEntries(testApp, 'adjustments/reject')).toHaveLength(1);
    expect((await approve(999_999, checker)).body.msg).toBe('NOT_FOUND');
  });

  it('shows the approved adjustments in the fund records and the staff journal and balances', async () => {
    const records = dataOf(
      await postMember(
        testApp.app,
        'user/fundRecords',
        { type: 'adjustment', page: 1 },
        { session: member.session },
      ),
      fundRecords,
    );
    expect(records.items.map((item) => item.lines)).toEqual([
      [{ currency: 'JPY', bucket: 'available', amount: '1500' }],
      [{ currency: 'MYR', bucket: 'available', amount: '-5.00' }],
      [{ currency: 'MYR', bucket: 'available', amount: '7.00' }],
      [{ currency: 'MYR', bucket: 'available', amount: '20.00' }],
    ]);
    const journal = dataOf(
      await postStaff(
        testApp.app,
        'members/journal',
        { id: member.memberId, page: 1 },
        { session: maker.session },
      ),
      memberJournal,
    );
    expect(journal.total).toBe(4);
    expect(journal.items[0]).toMatchObject({
      type: 'adjustment',
      referenceType: 'adjustment',
      memo: 'goodwill',
    });
    const balances = dataOf(
      await postStaff(testApp.app, 'members/balances', { id: member.memberId }, { session: maker.session }),
      memberBalances,
    );
    expect(balances.byCurrency.find((row) => row.currency === 'MYR')).toEqual({
      currency: 'MYR',
      available: '22.00',
      frozen: '0.00',
      margin: '0.00',
    });
    expect(await checkLedgerInvariants(testApp.services.db)).toEqual([]);
  });
});
