import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import {
  createInstitution,
  listInstitutions,
  setInstitutionActive,
} from '@saham/contract/admin-institutions';
import { register } from '@saham/contract/user';
import { call, callData } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { registerMember, TEST_PASSWORD, nextAccount } from '../../test/member-factory.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
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

  const fromDesk = { remoteAddress: '203.0.113.30' };

  it('creates an institution whose code members can register with, audited', async () => {
    const created = await call(
      testApp,
      createInstitution,
      {
        name: ' Kuala Lumpur Desk ',
        inviteCode: 'KLDESK01',
      },
      admin,
      fromDesk,
    );
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
    const list = await call(testApp, listInstitutions, { page: 1 }, support, fromDesk);
    expect(list.body.data).toMatchObject({ total: 1, items: [{ id, memberCount: 1 }] });
  });

  it('refuses a code already used by an institution or by a member, in any case', async () => {
    const taken = await call(
      testApp,
      createInstitution,
      { name: 'Copy', inviteCode: 'kldesk01' },
      admin,
      fromDesk,
    );
    expect(taken.body.msg).toBe('INSTITUTION_CODE_EXISTS');
    const member = await registerMember(testApp, { inviteCode: 'KLDESK01' });
    const [row] = await testApp.services.db
      .select({ inviteCode: members.inviteCode })
      .from(members)
      .where(eq(members.id, member.memberId));
    const memberCode = await call(
      testApp,
      createInstitution,
      {
        name: 'Clash',
        inviteCode: row?.inviteCode ?? '',
      },
      admin,
      fromDesk,
    );
    expect(memberCode.body.msg).toBe('INSTITUTION_CODE_EXISTS');
  });

  it('refuses a code that is not 4–16 letters or digits, and an empty name', async () => {
    for (const inviteCode of ['abc', 'ab-cd', 'ab cd']) {
      const answer = await call(testApp, createInstitution, { name: 'Bad', inviteCode }, admin, fromDesk);
      expect(answer.body, inviteCode).toEqual({
        status: 0,
        msg: 'INVALID_INPUT',
        params: { field: 'inviteCode' },
      });
    }
    const tooLong = await call(
      testApp,
      createInstitution,
      { name: 'Bad', inviteCode: 'a'.repeat(17) },
      admin,
      fromDesk,
    );
    expect(tooLong.statusCode).toBe(400);
    const noName = await call(
      testApp,
      createInstitution,
      { name: '  ', inviteCode: 'GOOD1' },
      admin,
      fromDesk,
    );
    expect(noName.body).toEqual({ status: 0, msg: 'FIELD_REQUIRED', params: { field: 'name' } });
  });

  it('deactivates an institution with a reason: its code no longer registers members', async () => {
    const list = await callData(testApp, listInstitutions, { page: 1 }, support, fromDesk);
    const id = list.items[0]?.id ?? 0;
    const noReason = await call(
      testApp,
      setInstitutionActive,
      { id, isActive: false, reason: '' },
      admin,
      fromDesk,
    );
    expect(noReason.body.msg).toBe('REASON_REQUIRED');
    const answer = await call(
      testApp,
      setInstitutionActive,
      {
        id,
        isActive: false,
        reason: 'desk closed',
      },
      admin,
      fromDesk,
    );
    expect(answer.body).toMatchObject({ status: 1, data: { id, isActive: false } });
    const [entry] = await findAuditEntries(testApp, 'institutions/setActive');
    expect(entry).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
      reason: 'desk closed',
    });
    const account = nextAccount();
    const registration = await call(testApp, register, {
      account,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      inviteCode: 'KLDESK01',
      agree: true,
    });
    expect(registration.body.msg).toBe('INVITER_NOT_FOUND');
    expect(
      (await call(testApp, setInstitutionActive, { id: 9999, isActive: true, reason: 'x' }, admin, fromDesk))
        .body.msg,
    ).toBe('NOT_FOUND');
  });
});
