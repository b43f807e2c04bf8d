import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exchangeApply, updateFxSettings } from '@saham/contract/exchange';
import { setCreditScore, setMemberFlag } from '@saham/contract/admin-members';
import { members, memberSessions } from '../db/schema.ts';
import { hashToken } from '../http/tokens.ts';
import { inTransaction, afterCommit } from '../db/transaction.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { postMember, registerMember, TEST_PASSWORD, type TestMember } from '../test/member-factory.ts';
import { createLoggedInStaff, postStaff, type LoggedInStaff } from '../test/staff-factory.ts';
import { verifiedMemberWith } from '../modules/exchange/exchange-test-helpers.ts';
import { updateMemberSettings } from '../modules/account/repo.ts';
import { memberTag, readCachesOf, ReadCaches } from './read-caches.ts';
import { TaggedStore } from './tagged-store.ts';

interface UserInfoData {
  creditScore: number;
  fontSize: string;
  language: string;
  flags: { frozen: boolean };
  balances: { totalAssets: string; byCurrency: { currency: string; available: string }[] };
}

async function userInfo(testApp: TestApp, member: Pick<TestMember, 'session'>) {
  return postMember(testApp.app, 'user/getUserinfo', {}, { session: member.session });
}

async function userInfoData(testApp: TestApp, member: Pick<TestMember, 'session'>): Promise<UserInfoData> {
  const answer = await userInfo(testApp, member);
  if (answer.body.status !== 1) throw new Error(`getUserinfo refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data as UserInfoData;
}

function availableOf(info: UserInfoData, currency: string): string | undefined {
  return info.balances.byCurrency.find((row) => row.currency === currency)?.available;
}

describe('tagged store', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const store = new TaggedStore<number>({ maxEntries: 2, ttlMilliseconds: 1_000, now: () => 0 });
    store.set('a', 1, []);
    store.set('b', 2, []);
    expect(store.get('a')).toBe(1);
    store.set('c', 3, []);
    expect([store.get('a'), store.get('b'), store.get('c')]).toEqual([1, undefined, 3]);
  });

  it('forgets an entry after its time to live', () => {
    let now = 0;
    const store = new TaggedStore<number>({ maxEntries: 10, ttlMilliseconds: 1_000, now: () => now });
    store.set('a', 1, []);
    now = 999;
    expect(store.get('a')).toBe(1);
    now = 1_000;
    expect(store.get('a')).toBeUndefined();
  });

  it('drops every entry under a tag, and only those', () => {
    const store = new TaggedStore<number>({ maxEntries: 10, ttlMilliseconds: 1_000 });
    store.set('a', 1, ['member:1', 'session:1']);
    store.set('b', 2, ['member:1', 'session:2']);
    store.set('c', 3, ['member:2']);
    store.deleteTagged('member:1');
    expect([store.get('a'), store.get('b'), store.get('c')]).toEqual([undefined, undefined, 3]);
    expect(store.size).toBe(1);
  });
});

describe('read caches fill guard', () => {
  it('does not store a value read before an invalidation of its tags', async () => {
    const caches = new ReadCaches({ isEnabled: true, publish: null });
    const value = await caches.read(
      caches.rates,
      'mid',
      async () => {
        caches.dropTags(['rates']); // a write commits while the read is in flight
        return new Map();
      },
      () => ['rates'],
    );
    expect(value).toEqual(new Map());
    expect(caches.rates.get('mid')).toBeUndefined();
    await caches.read(
      caches.rates,
      'mid',
      async () => new Map(),
      () => ['rates'],
    );
    expect(caches.rates.get('mid')).toBeDefined();
  });

  it('drops at once and sends the tags of one turn of the event loop in one notification', async () => {
    const sent: string[] = [];
    const caches = new ReadCaches({ isEnabled: true, publish: async (payload) => void sent.push(payload) });
    caches.rates.set('mid', new Map(), ['rates']);
    await caches.invalidate(['rates', 'member:1']);
    await caches.invalidate(['balances:1', 'rates']);
    expect(caches.rates.get('mid')).toBeUndefined();
    expect(sent).toEqual([]);
    await caches.flush();
    expect(sent).toEqual(['rates member:1 balances:1']);
    const many = Array.from({ length: 1_000 }, (_, index) => `balances:${index}`);
    await caches.invalidate(many);
    await caches.flush();
    expect(sent.length).toBeGreaterThan(2);
    expect(sent.slice(1).every((payload) => payload.length < 8_000)).toBe(true);
    expect(sent.slice(1).join(' ').split(' ')).toEqual(many);
  });

  it('neither reads nor fills while off (a PostgreSQL process not listening)', async () => {
    const caches = new ReadCaches({ isEnabled: false, publish: null });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return new Map();
    };
    await caches.read(caches.rates, 'mid', load, () => ['rates']);
    await caches.read(caches.rates, 'mid', load, () => ['rates']);
    expect(loads).toBe(2);
    expect(caches.rates.size).toBe(0);
  });
});

describe('after-commit hooks', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('run after the commit, never after a rollback, and a retried attempt drops its hooks', async () => {
    const { db } = testApp.services;
    const ran: string[] = [];
    await expect(
      inTransaction(db, async (tx) => {
        await afterCommit(tx, async () => void ran.push('rolled back'));
        throw new Error('business refusal');
      }),
    ).rejects.toThrow('business refusal');
    let attempt = 0;
    await inTransaction(db, async (tx) => {
      attempt += 1;
      await afterCommit(tx, async () => void ran.push(`attempt ${attempt}`));
      if (attempt === 1) throw Object.assign(new Error('serialization failure'), { code: '40001' });
      ran.push('work done');
    });
    await afterCommit(db, async () => void ran.push('outside a transaction'));
    expect(ran).toEqual(['work done', 'attempt 2', 'outside a transaction']);
  });

  it('a nested transaction’s hooks wait for the outer commit', async () => {
    const { db } = testApp.services;
    const ran: string[] = [];
    await inTransaction(db, async (outer) => {
      await inTransaction(outer, (inner) => afterCommit(inner, async () => void ran.push('inner')));
      ran.push('outer work after the savepoint');
    });
    expect(ran).toEqual(['outer work after the savepoint', 'inner']);
  });
});

describe('getUserinfo through the read caches', () => {
  let testApp: TestApp;
  let reviewer: LoggedInStaff;
  let admin: LoggedInStaff;
  beforeAll(async () => {
    testApp = await createTestApp();
    reviewer = await createLoggedInStaff(testApp, 'reviewer');
    admin = await createLoggedInStaff(testApp, 'admin');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers a repeated getUserinfo from memory, without reading the database', async () => {
    const member = await registerMember(testApp);
    expect((await userInfoData(testApp, member)).creditScore).toBe(100);
    // A change made behind the repositories' back is not seen: the answer came from the caches.
    await testApp.services.db.update(members).set({ creditScore: 7 }).where(eq(members.id, member.memberId));
    expect((await userInfoData(testApp, member)).creditScore).toBe(100);
  });

  it('refuses a member frozen by staff on their very next call', async () => {
    const member = await registerMember(testApp);
    expect((await userInfoData(testApp, member)).flags.frozen).toBe(false);
    const answer = await postStaff(
      testApp.app,
      setMemberFlag.path,
      { id: member.memberId, flag: 'frozen', value: true, reason: 'cache test' },
      { session: reviewer.session },
    );
    expect(answer.body.status).toBe(1);
    expect((await userInfo(testApp, member)).body).toMatchObject({ status: 0, msg: 'ACCOUNT_FROZEN' });
  });

  it('refuses a frozen member even when their calls race the freeze', async () => {
    const member = await registerMember(testApp);
    for (let round = 0; round < 5; round += 1) {
      const value = round % 2 === 0;
      // Calls in flight while staff change the flag may answer either way; none may leave an old
      // session in the cache, so the call made after staff's answer sees the new state.
      const racing = Array.from({ length: 8 }, () => userInfo(testApp, member));
      const answer = await postStaff(
        testApp.app,
        setMemberFlag.path,
        { id: member.memberId, flag: 'frozen', value, reason: 'race test' },
        { session: reviewer.session },
      );
      expect(answer.body.status).toBe(1);
      await Promise.all(racing);
      const next = (await userInfo(testApp, member)).body;
      if (value) expect(next).toMatchObject({ status: 0, msg: 'ACCOUNT_FROZEN' });
      else expect(next).toMatchObject({ status: 1 });
    }
  });

  it('shows a credit score staff set on the next call', async () => {
    const member = await registerMember(testApp);
    await userInfoData(testApp, member);
    await postStaff(
      testApp.app,
      setCreditScore.path,
      { id: member.memberId, creditScore: 55, reason: 'cache test' },
      { session: reviewer.session },
    );
    expect((await userInfoData(testApp, member)).creditScore).toBe(55);
  });

  it('refuses a logged-out token at once', async () => {
    const member = await registerMember(testApp);
    await userInfoData(testApp, member);
    await postMember(testApp.app, 'user/logout', {}, { session: member.session });
    expect((await userInfo(testApp, member)).statusCode).toBe(401);
  });

  it('refuses the old token at once after a password change, and serves the new one', async () => {
    const member = await registerMember(testApp);
    await userInfoData(testApp, member);
    const changed = await postMember(
      testApp.app,
      'user/changeLoginPassword',
      { oldPassword: TEST_PASSWORD, newPassword: 'N3wPassword', confirmPassword: 'N3wPassword' },
      { session: member.session },
    );
    expect(changed.body.status).toBe(1);
    expect((await userInfo(testApp, member)).statusCode).toBe(401);
    const session = changed.body.data as TestMember['session'];
    expect((await userInfo(testApp, { session })).statusCode).toBe(200);
  });

  it('shows settings the member changed on the next call', async () => {
    const member = await registerMember(testApp);
    await userInfoData(testApp, member);
    await postMember(testApp.app, 'user/updateSettings', { fontSize: 'large' }, { session: member.session });
    expect((await userInfoData(testApp, member)).fontSize).toBe('large');
  });

  it('shows the balances an exchange left on the next call', async () => {
    const member = await verifiedMemberWith(testApp, { MYR: 100_000n });
    expect(availableOf(await userInfoData(testApp, member), 'MYR')).toBe('1000.00');
    const answer = await postMember(
      testApp.app,
      exchangeApply.path,
      { from: 'MYR', to: 'USD', amount: '420' },
      { session: member.session, headers: { 'idempotency-key': `cache-${member.memberId}` } },
    );
    expect(answer.body.status).toBe(1);
    const info = await userInfoData(testApp, member);
    expect(availableOf(info, 'MYR')).toBe('580.00');
    expect(availableOf(info, 'USD')).not.toBe('0.00');
  });

  it('shows new MYR totals once staff change a mid rate', async () => {
    const member = await verifiedMemberWith(testApp, { USD: 10_000n });
    const before = await userInfoData(testApp, member);
    const answer = await postStaff(
      testApp.app,
      updateFxSettings.path,
      { midRates: [{ currency: 'USD', midRate: '5' }], globalSpreadBps: 50, pairSpreads: [] },
      { session: admin.session },
    );
    expect(answer.body.status).toBe(1);
    const after = await userInfoData(testApp, member);
    expect(after.balances.totalAssets).toBe('500.00');
    expect(after.balances.totalAssets).not.toBe(before.balances.totalAssets);
  });

  it('keeps its entries when a transaction that wrote rolls back, and drops them when one commits', async () => {
    const member = await registerMember(testApp);
    await userInfoData(testApp, member);
    const caches = readCachesOf(testApp.services.db);
    const key = String(member.memberId);
    expect(caches?.profiles.get(key)).toBeDefined();
    await expect(
      inTransaction(testApp.services.db, async (tx) => {
        await updateMemberSettings(tx, member.memberId, { fontSize: 'large' });
        expect(caches?.profiles.get(key)).toBeDefined(); // not before the commit
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(caches?.profiles.get(key)).toBeDefined();
    expect((await userInfoData(testApp, member)).fontSize).toBe('normal');

    await inTransaction(testApp.services.db, (tx) =>
      updateMemberSettings(tx, member.memberId, { fontSize: 'large' }),
    );
    expect(caches?.profiles.get(key)).toBeUndefined();
    expect((await userInfoData(testApp, member)).fontSize).toBe('large');
  });

  it('decides idleness on the database row, which another process may have touched', async () => {
    const member = await registerMember(testApp);
    await userInfoData(testApp, member);
    const day = 86_400_000;
    const idleDays = testApp.services.config.sessionIdleDays;
    testApp.clock.advance((idleDays - 1) * day);
    // Another process served this session now and wrote its last-seen time.
    await testApp.services.db
      .update(memberSessions)
      .set({ lastSeenAt: testApp.clock.now() })
      .where(eq(memberSessions.tokenHash, hashToken(member.session.token)));
    testApp.clock.advance(2 * day); // idle by the cached copy, not by the row
    expect((await userInfo(testApp, member)).statusCode).toBe(200);
    testApp.clock.advance(idleDays * day);
    expect((await userInfo(testApp, member)).statusCode).toBe(401);
  });

  it('drops a member’s entries by tag, sessions included', async () => {
    const member = await registerMember(testApp);
    await userInfoData(testApp, member);
    const caches = readCachesOf(testApp.services.db);
    expect(caches?.sessions.size).toBeGreaterThan(0);
    caches?.dropTags([memberTag(member.memberId)]);
    expect(caches?.profiles.get(String(member.memberId))).toBeUndefined();
  });
});
