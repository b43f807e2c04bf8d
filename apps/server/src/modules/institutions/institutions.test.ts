import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, TEST_PASSWORD, nextAccount } from '../../test/member-factory.ts';
import { createInstitution, listInstitutions } from '@saham/contract/admin-institutions';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  postStaff,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';

describe('institutions', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let support: LoggedInStaff;
  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createLoggedInStaff(testApp, 'admin');
    support = await createLoggedInStaff(testApp, 'support');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (user: LoggedInStaff, path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: user.session, remoteAddress: '203.0.113.30' });

  it('creates an institution whose code members can register with, audited', async () => {
    const created = await call(admin, 'institutions/create', {
      name: ' Kuala Lumpur Desk ',
      inviteCode: 'KLDESK01',
    });
    expect(created.body).toMatchObject({
      status: 1,
      data: { name: 'Kuala Lumpur Desk', inviteCode: 'KLDESK01', isActive: true, memberCount: 0 },
    });
    const { id } = dataOf(created, createInstitution);
    const [entry] = await findAuditEntries(testApp, 'institutions/create');
    expect(entry).toMatchObject({
      staffUsername: admin.username,
      targetType: 'institution',
      targetId: String(id),
      before: null,
      after: { name: 'Kuala Lumpur Desk', inviteCode: 'KLDESK01', isActive: true },
      ip: '203.0.113.30',
    });
    await registerMember(testApp, { inviteCode: 'KLDESK01' });
    const list = await call(support, 'institutions/list', { page: 1 });
    expect(list.body.data).toMatchObject({ total: 1, items: [{ id, memberCount: 1 }] });
  });

  it('refuses a code already used by an institution or by a member, in any case', async () => {
    const taken = await call(admin, 'institutions/create', { name: 'Copy', inviteCode: 'kldesk01' });
    expect(taken.body.msg).toBe('INSTITUTION_CODE_EXISTS');
    const member = await registerMember(testApp, { inviteCode: 'KLDESK01' });
    const [row] = await testApp.services.db
      .select({ inviteCode: members.inviteCode })
      .from(members)
      .where(eq(members.id, member.memberId));
    const memberCode = await call(admin, 'institutions/create', {
      name: 'Clash',
      inviteCode: row?.inviteCode ?? '',
    });
    expect(memberCode.body.msg).toBe('INSTITUTION_CODE_EXISTS');
  });

  it('refuses a code that is not 4–16 letters or digits, and an empty name', async () => {
    for (const inviteCode of ['abc', 'ab-cd', 'ab cd']) {
      const answer = await call(admin, 'institutions/create', { name: 'Bad', inviteCode });
      expect(answer.body, inviteCode).toEqual({
        status: 0,
        msg: 'INVALID_INPUT',
        params: { field: 'inviteCode' },
      });
    }
    const tooLong = await call(admin, 'institutions/create', { name: 'Bad', inviteCode: 'a'.repeat(17) });
    expect(tooLong.statusCode).toBe(400);
    const noName = await call(admin, 'institutions/create', { name: '  ', inviteCode: 'GOOD1' });
    expect(noName.body).toEqual({ status: 0, msg: 'FIELD_REQUIRED', params: { field: 'name' } });
  });

  it('deactivates an institution with a reason: its code no longer registers members', async () => {
    const list = dataOf(await call(support, 'institutions/list', { page: 1 }), listInstitutions);
    const id = list.items[0]?.id ?? 0;
    const noReason = await call(admin, 'institutions/setActive', { id, isActive: false, reason: '' });
    expect(noReason.body.msg).toBe('REASON_REQUIRED');
    const answer = await call(admin, 'institutions/setActive', {
      id,
      isActive: false,
      reason: 'desk closed',
    });
    expect(answer.body).toMatchObject({ status: 1, data: { id, isActive: false } });
    const [entry] = await findAuditEntries(testApp, 'institutions/setActive');
    expect(entry).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
      reason: 'desk closed',
    });
    const account = nextAccount();
    const registration = await postMember(testApp.app, 'user/register', {
      account,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      inviteCode: 'KLDESK01',
      agree: true,
    });
    expect(registration.body.msg).toBe('INVITER_NOT_FOUND');
    expect(
      (await call(admin, 'institutions/setActive', { id: 9999, isActive: true, reason: 'x' })).body.msg,
    ).toBe('NOT_FOUND');
  });
});
