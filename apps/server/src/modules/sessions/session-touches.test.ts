import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCachesOf } from '../../cache/read-caches.ts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../../test/member-factory.ts';
import { sessionTouchesOf } from './session-touches.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('session touches, written behind', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function lastSeenOf(member: TestMember): Promise<Date> {
    const [row] = rowsOf<{ last_seen_at: Date | string }>(
      await testApp.services.db.execute(
        sql`select last_seen_at from member_sessions where member_id = ${member.memberId} order by id desc limit 1`,
      ),
    );
    if (!row) throw new Error('no session');
    return new Date(row.last_seen_at);
  }

  function touches() {
    const found = sessionTouchesOf(testApp.services.db);
    if (!found) throw new Error('the app opened no session touches');
    return found;
  }

  async function userInfo(member: TestMember) {
    return postMember(testApp.app, 'user/getUserinfo', {}, { session: member.session });
  }

  it('writes a member call’s touch off the call’s path, once, with the call’s time', async () => {
    const member = await registerMember(testApp);
    await touches().flush();
    const before = await lastSeenOf(member);
    testApp.clock.advance(2 * MINUTE);
    const seenAt = testApp.clock.now();
    expect((await userInfo(member)).statusCode).toBe(200);
    // Not written by the call: the row still has the registration's time, the touch waits.
    expect((await lastSeenOf(member)).getTime()).toBe(before.getTime());
    await touches().flush();
    // The test clock runs on from where it was set: the call's time is a moment after seenAt.
    expect((await lastSeenOf(member)).getTime()).toBeGreaterThanOrEqual(seenAt.getTime());
    expect((await lastSeenOf(member)).getTime()).toBeLessThan(seenAt.getTime() + MINUTE);
  });

  it('counts a touch not written yet when the session is read again from the database', async () => {
    const member = await registerMember(testApp);
    await touches().flush();
    const idleDays = testApp.services.config.sessionIdleDays;
    testApp.clock.advance(idleDays * DAY - MINUTE);
    expect((await userInfo(member)).statusCode).toBe(200);
    // Another write dropped this process's copy; the row still holds the registration's time.
    readCachesOf(testApp.services.db)?.sessions.clear();
    testApp.clock.advance(2 * MINUTE);
    expect((await userInfo(member)).statusCode).toBe(200);
    // Written: later reads need no pending touch.
    await touches().flush();
    readCachesOf(testApp.services.db)?.sessions.clear();
    testApp.clock.advance(idleDays * DAY - 2 * MINUTE);
    expect((await userInfo(member)).statusCode).toBe(200);
  });

  it('writes a batch in one statement and never moves a time back', async () => {
    const members = [await registerMember(testApp), await registerMember(testApp)];
    await touches().flush();
    const [first, second] = members;
    if (!first || !second) throw new Error('two members');
    const sessionIdOf = async (member: TestMember) => {
      const [row] = rowsOf<{ id: number }>(
        await testApp.services.db.execute(
          sql`select id from member_sessions where member_id = ${member.memberId} order by id desc limit 1`,
        ),
      );
      return Number(row?.id);
    };
    const later = new Date(testApp.clock.now().getTime() + 10 * MINUTE);
    const earlier = new Date(testApp.clock.now().getTime() - 10 * DAY);
    touches().record(await sessionIdOf(first), later);
    touches().record(await sessionIdOf(second), earlier);
    // The later of two touches of one session is the one kept.
    touches().record(await sessionIdOf(first), new Date(later.getTime() - MINUTE));
    const secondBefore = await lastSeenOf(second);
    await touches().flush();
    expect((await lastSeenOf(first)).getTime()).toBe(later.getTime());
    expect((await lastSeenOf(second)).getTime()).toBe(secondBefore.getTime());
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'skips a session another transaction holds instead of waiting for it',
    async () => {
      const member = await registerMember(testApp);
      await touches().flush();
      const before = await lastSeenOf(member);
      const [row] = rowsOf<{ id: number }>(
        await testApp.services.db.execute(
          sql`select id from member_sessions where member_id = ${member.memberId} order by id desc limit 1`,
        ),
      );
      const sessionId = Number(row?.id);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = testApp.services.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from member_sessions where id = ${sessionId} for update`);
        locked();
        await held;
      });
      await isLocked;
      touches().record(sessionId, new Date(before.getTime() + MINUTE));
      await touches().flush();
      release();
      await holder;
      expect((await lastSeenOf(member)).getTime()).toBe(before.getTime());
    },
  );

  it('writes what waits when the app closes, and records nothing after', async () => {
    const other = await createTestApp();
    try {
      const member = await registerMember(other);
      const otherTouches = sessionTouchesOf(other.services.db);
      if (!otherTouches) throw new Error('no touches');
      await otherTouches.flush();
      other.clock.advance(2 * MINUTE);
      const seenAt = other.clock.now();
      expect(
        (await postMember(other.app, 'user/getUserinfo', {}, { session: member.session })).statusCode,
      ).toBe(200);
      await other.app.close();
      const [row] = rowsOf<{ last_seen_at: Date | string }>(
        await other.services.db.execute(
          sql`select last_seen_at from member_sessions where member_id = ${member.memberId}`,
        ),
      );
      expect(new Date(row?.last_seen_at ?? 0).getTime()).toBeGreaterThanOrEqual(seenAt.getTime());
      expect(otherTouches.record(1, seenAt)).toBe(false);
    } finally {
      await other.close();
    }
  });
});
