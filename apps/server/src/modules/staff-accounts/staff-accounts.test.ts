import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createStaff, listStaff } from '@saham/contract/admin-staff';
import { staff } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  createLoggedInStaff,
  dataOf,
  findAuditEntries,
  insertStaff,
  postStaff,
  STAFF_PASSWORD,
  type LoggedInStaff,
} from '../../test/staff-factory.ts';

describe('staff accounts', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createLoggedInStaff(testApp, 'admin');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (path: string, body: object) =>
    postStaff(testApp.app, path, body, { session: admin.session, remoteAddress: '203.0.113.60' });

  it('creates a staff account who can then log in; the audit never holds the password', async () => {
    const answer = await call('staff/create', {
      username: 'mei.ling',
      password: 'Review1234',
      role: 'reviewer',
    });
    const created = dataOf(answer, createStaff);
    expect(created).toMatchObject({
      username: 'mei.ling',
      role: 'reviewer',
      isActive: true,
      isOtpEnrolled: false,
    });
    const login = await postStaff(testApp.app, 'auth/login', {
      username: 'mei.ling',
      password: 'Review1234',
    });
    expect(login.body.status).toBe(1);
    const [entry] = await findAuditEntries(testApp, 'staff/create');
    expect(entry).toMatchObject({
      staffUsername: admin.username,
      targetId: String(created.id),
      after: { username: 'mei.ling', role: 'reviewer', isActive: true },
      ip: '203.0.113.60',
    });
    expect(JSON.stringify(entry)).not.toContain('Review1234');
    const list = dataOf(await call('staff/list', { page: 1 }), listStaff);
    expect(list.items.map((row) => row.username)).toEqual([admin.username, 'mei.ling']);
  });

  it('refuses a taken username (in any case), a bad username and a weak password', async () => {
    expect(
      (await call('staff/create', { username: 'MEI.LING', password: 'Review1234', role: 'support' })).body
        .msg,
    ).toBe('STAFF_EXISTS');
    for (const username of ['ab', 'has space', 'semi;colon', 'x'.repeat(33)]) {
      const answer = await call('staff/create', { username, password: 'Review1234', role: 'support' });
      expect(answer.body, username).toEqual({
        status: 0,
        msg: 'INVALID_INPUT',
        params: { field: 'username' },
      });
    }
    for (const password of ['short1A', 'alllower123', 'ALLUPPER123', 'NoDigitsHere']) {
      const answer = await call('staff/create', { username: 'new.one', password, role: 'support' });
      expect(answer.body.msg, password).toBe('PASSWORD_TOO_WEAK');
    }
    expect(await findAuditEntries(testApp, 'staff/create')).toHaveLength(1);
  });

  it('deactivates a staff account: their sessions end and they cannot log in', async () => {
    const support = await createLoggedInStaff(testApp, 'support');
    const blank = await call('staff/setActive', { id: support.staffId, isActive: false, reason: '  ' });
    expect(blank.body).toEqual({ status: 0, msg: 'REASON_REQUIRED', params: {} });
    const answer = await call('staff/setActive', { id: support.staffId, isActive: false, reason: 'Left' });
    expect(answer.body).toMatchObject({ status: 1, data: { isActive: false } });
    expect((await postStaff(testApp.app, 'auth/me', {}, { session: support.session })).statusCode).toBe(401);
    const login = await postStaff(testApp.app, 'auth/login', {
      username: support.username,
      password: STAFF_PASSWORD,
    });
    expect(login.body.msg).toBe('ACCOUNT_DISABLED');
    const [entry] = await findAuditEntries(testApp, 'staff/setActive');
    expect(entry).toMatchObject({
      targetId: String(support.staffId),
      before: { isActive: true },
      after: { isActive: false },
      reason: 'Left',
    });
    const reactivated = await call('staff/setActive', {
      id: support.staffId,
      isActive: true,
      reason: 'Back',
    });
    expect(reactivated.body).toMatchObject({ status: 1, data: { isActive: true } });
  });

  it('does not let an admin deactivate themself', async () => {
    const answer = await call('staff/setActive', { id: admin.staffId, isActive: false, reason: 'Oops' });
    expect(answer.body).toEqual({ status: 0, msg: 'STAFF_SELF_DEACTIVATION', params: {} });
    const [row] = await testApp.services.db.select().from(staff).where(eq(staff.id, admin.staffId));
    expect(row?.isActive).toBe(true);
  });

  it('resets TOTP: sessions end and the next login offers enrolment instead of asking for a code', async () => {
    const enrolled = await createLoggedInStaff(testApp, 'reviewer', { isOtpEnrolled: true });
    const answer = await call('staff/resetOtp', { id: enrolled.staffId });
    expect(answer.body).toEqual({ status: 1, msg: '', data: null });
    expect((await postStaff(testApp.app, 'auth/me', {}, { session: enrolled.session })).statusCode).toBe(401);
    const login = await postStaff(testApp.app, 'auth/login', {
      username: enrolled.username,
      password: STAFF_PASSWORD,
    });
    expect(login.body).toMatchObject({ status: 1, data: { isOtpEnrolled: false } });
    const [entry] = await findAuditEntries(testApp, 'staff/resetOtp');
    expect(entry).toMatchObject({ before: { isOtpEnrolled: true }, after: { isOtpEnrolled: false } });
    expect((await call('staff/resetOtp', { id: 777777 })).body.msg).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND when activating an unknown staff account', async () => {
    await insertStaff(testApp, { role: 'support' });
    expect((await call('staff/setActive', { id: 777777, isActive: true, reason: 'x' })).body.msg).toBe(
      'NOT_FOUND',
    );
  });
});
