import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '@saham/contract/admin-staff';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { registerMember } from '../../test/member-factory.ts';
import { createLoggedInStaff, dataOf, postStaff, type LoggedInStaff } from '../../test/staff-factory.ts';

describe('audit log', () => {
  let testApp: TestApp;
  let admin: LoggedInStaff;
  let reviewer: LoggedInStaff;
  let memberId: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createLoggedInStaff(testApp, 'admin');
    reviewer = await createLoggedInStaff(testApp, 'reviewer');
    memberId = (await registerMember(testApp)).memberId;
    for (let index = 0; index < 12; index += 1) {
      testApp.clock.advance(1000);
      await postStaff(
        testApp.app,
        'members/setCreditScore',
        { id: memberId, creditScore: 100 + index, reason: `review_${index}%` },
        { session: reviewer.session },
      );
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  const list = async (body: object) =>
    dataOf(await postStaff(testApp.app, 'audit/list', body, { session: admin.session }), listAudit);

  it('lists entries newest first, ten a page', async () => {
    const first = await list({ page: 1 });
    expect(first.total).toBe(14);
    expect(first.items).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]).toMatchObject({
      action: 'members/setCreditScore',
      staffUsername: reviewer.username,
      reason: 'review_11%',
      before: { creditScore: 110 },
      after: { creditScore: 111 },
      ip: '127.0.0.1',
    });
    const second = await list({ page: 2 });
    expect(second.items).toHaveLength(4);
    expect(second.hasMore).toBe(false);
    expect(second.items.at(-1)).toMatchObject({ action: 'auth/login', staffUsername: admin.username });
  });

  it('filters by staff username and by action', async () => {
    const byAdmin = await list({ staffUsername: admin.username, page: 1 });
    expect(byAdmin.items.map((item) => item.action)).toEqual(['auth/login']);
    const logins = await list({ action: 'auth/login', page: 1 });
    expect(logins.total).toBe(2);
  });

  it('searches free text in action, target, staff username and reason, taking % and _ literally', async () => {
    expect((await list({ query: 'review_3%', page: 1 })).items.map((item) => item.reason)).toEqual([
      'review_3%',
    ]);
    expect((await list({ query: 'REVIEW_1', page: 1 })).total).toBe(3);
    expect((await list({ query: '_', page: 1 })).total).toBe(12);
    expect((await list({ query: 'setCredit', page: 1 })).total).toBe(12);
    expect((await list({ query: String(memberId), page: 1 })).total).toBeGreaterThanOrEqual(12);
    expect((await list({ query: reviewer.username, page: 1 })).total).toBe(13);
  });
});
