import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import { listInvitees, listMembers } from '@saham/contract/admin-members';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';

describe('staff work on members', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let reviewer: LoggedInStaff;
  /** An invitation chain: root ← child ← grandchild, and a second invitee of root. */
  let root: TestMember;
  let child: TestMember;
  let grandchild: TestMember;
  let sibling: TestMember;

  async function inviteCodeOf(member: TestMember): Promise<string> {
    const [row] = await testApp.services.db
      .select({ inviteCode: members.inviteCode })
      .from(members)
      .where(eq(members.id, member.memberId));
    return row?.inviteCode ?? '';
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createLoggedInStaff(testApp, 'admin');
    reviewer = await createLoggedInStaff(testApp, 'reviewer');
    root = await registerMember(testApp);
    child = await registerMember(testApp, { inviteCode: await inviteCodeOf(root) });
    grandchild = await registerMember(testApp, { inviteCode: await inviteCodeOf(child) });
    sibling = await registerMember(testApp, { inviteCode: await inviteCodeOf(root) });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (user: LoggedInStaff, path: string, body: object, remoteAddress?: string) =>
    postStaff(testApp.app, path, body, {
      session: user.session,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('lists members newest first with a total, and finds them by account or invitation code', async () => {
    const all = await call(reviewer, 'members/list', { page: 1 });
    expect(all.body.data).toMatchObject({ total: 4, page: 1, hasMore: false });
    const { items } = dataOf(all, listMembers);
    expect(items.map((item) => item.account)).toEqual(
      [sibling, grandchild, child, root].map((m) => m.account),
    );
    expect(items[1]).toMatchObject({
      inviterAccount: child.account,
      institutionName: 'Institution TESTINST',
    });

    const byAccount = await call(reviewer, 'members/list', { query: grandchild.account.slice(-6), page: 1 });
    expect(dataOf(byAccount, listMembers).items.map((item) => item.id)).toEqual([grandchild.memberId]);
    const byCode = await call(reviewer, 'members/list', {
      query: (await inviteCodeOf(child)).toLowerCase(),
      page: 1,
    });
    expect(dataOf(byCode, listMembers).items.map((item) => item.id)).toEqual([child.memberId]);
    const wildcard = await call(reviewer, 'members/list', { query: '%', page: 1 });
    expect(wildcard.body.data).toMatchObject({ total: 0 });
  });

  it('shows a member with the inviter chain upwards and the number of invitees', async () => {
    const detail = await call(reviewer, 'members/detail', { id: grandchild.memberId });
    expect(detail.body.data).toMatchObject({
      account: grandchild.account,
      hasFundPassword: false,
      inviterChain: [{ account: child.account }, { account: root.account }],
      inviteeCount: 0,
    });
    const rootDetail = await call(reviewer, 'members/detail', { id: root.memberId });
    expect(rootDetail.body.data).toMatchObject({ inviterChain: [], inviteeCount: 2 });
    const invitees = await call(reviewer, 'members/invitees', { id: root.memberId, page: 1 });
    expect(invitees.body.data).toMatchObject({ total: 2 });
    expect(
      dataOf(invitees, listInvitees)
        .items.map((item) => item.id)
        .sort(),
    ).toEqual([child.memberId, sibling.memberId].sort());
  });

  it('answers MEMBER_NOT_FOUND for an unknown member', async () => {
    for (const [path, body] of [
      ['members/detail', { id: 424242 }],
      ['members/invitees', { id: 424242, page: 1 }],
      ['members/setFlag', { id: 424242, flag: 'frozen', value: true, reason: 'x' }],
      ['members/setCreditScore', { id: 424242, creditScore: 1, reason: 'x' }],
    ] as const) {
      expect((await call(admin, path, body)).body.msg, path).toBe('MEMBER_NOT_FOUND');
    }
  });

  it('refuses a flag change without a reason and changes nothing', async () => {
    const answer = await call(admin, 'members/setFlag', {
      id: sibling.memberId,
      flag: 'frozen',
      value: true,
      reason: '   ',
    });
    expect(answer.body).toEqual({ status: 0, msg: 'REASON_REQUIRED', params: {} });
    const [row] = await testApp.services.db.select().from(members).where(eq(members.id, sibling.memberId));
    expect(row?.isFrozen).toBe(false);
    expect(await findAuditEntries(testApp, 'members/setFlag')).toEqual([]);
    const info = await postMember(testApp.app, 'user/getUserinfo', {}, { session: sibling.session });
    expect(info.body.status).toBe(1);
  });

  it('freezes a member: their next call answers ACCOUNT_FROZEN, and the change is audited', async () => {
    const answer = await call(
      reviewer,
      'members/setFlag',
      {
        id: sibling.memberId,
        flag: 'frozen',
        value: true,
        reason: 'suspicious deposits',
      },
      '203.0.113.20',
    );
    expect(answer.body).toMatchObject({ status: 1, data: { id: sibling.memberId, flags: { frozen: true } } });
    const info = await postMember(testApp.app, 'user/getUserinfo', {}, { session: sibling.session });
    expect(info.body.msg).toBe('ACCOUNT_FROZEN');
    const [entry] = await findAuditEntries(testApp, 'members/setFlag');
    expect(entry).toMatchObject({
      staffId: reviewer.staffId,
      staffUsername: reviewer.username,
      targetType: 'member',
      targetId: String(sibling.memberId),
      reason: 'suspicious deposits',
      before: { frozen: false },
      after: { frozen: true },
      ip: '203.0.113.20',
    });
  });

  it('bans a member from login: their sessions end at once (401)', async () => {
    const answer = await call(admin, 'members/setFlag', {
      id: grandchild.memberId,
      flag: 'loginBanned',
      value: true,
      reason: 'fraud report',
    });
    expect(answer.body.status).toBe(1);
    const info = await postMember(testApp.app, 'user/getUserinfo', {}, { session: grandchild.session });
    expect(info.statusCode).toBe(401);
  });

  it('sets the credit score within 0–1000 with a reason, audited with before and after', async () => {
    const answer = await call(admin, 'members/setCreditScore', {
      id: child.memberId,
      creditScore: 640,
      reason: 'late repayment',
    });
    expect(answer.body).toMatchObject({ status: 1, data: { creditScore: 640 } });
    const [entry] = await findAuditEntries(testApp, 'members/setCreditScore');
    expect(entry).toMatchObject({
      staffUsername: admin.username,
      before: { creditScore: 100 },
      after: { creditScore: 640 },
      reason: 'late repayment',
    });
    const tooHigh = await call(admin, 'members/setCreditScore', {
      id: child.memberId,
      creditScore: 1001,
      reason: 'x',
    });
    expect(tooHigh.statusCode).toBe(400);
    const noReason = await call(admin, 'members/setCreditScore', {
      id: child.memberId,
      creditScore: 5,
      reason: '',
    });
    expect(noReason.body.msg).toBe('REASON_REQUIRED');
  });
});
