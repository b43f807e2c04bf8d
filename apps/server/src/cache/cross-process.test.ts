// Two server processes on one PostgreSQL database, each with its own connection pool and read caches:
// a change made through one is seen by the other's next call (LISTEN/NOTIFY), and a process whose
// LISTEN connection breaks stops using its caches until it listens again. Runs with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { setMemberFlag } from '@saham/contract/admin-members';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { postMember, registerMember, type TestMember } from '../test/member-factory.ts';
import { createLoggedInStaff, postStaff } from '../test/staff-factory.ts';
import { readCachesOf } from './read-caches.ts';

const hasPostgres = process.env.TEST_DATABASE_URL !== undefined;

async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe.runIf(hasPostgres)('read caches across processes on PostgreSQL', () => {
  let first: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  let databaseUrl: string;

  beforeAll(async () => {
    first = await createTestApp();
    const pool: unknown = Reflect.get(first.services.db, '$client');
    if (!(pool instanceof pg.Pool) || typeof pool.options.connectionString !== 'string') {
      throw new Error('the test database is not a PostgreSQL pool');
    }
    databaseUrl = pool.options.connectionString;
    secondDatabase = await openDatabase({ databaseUrl, dataDir: first.services.config.dataDir });
    second = await buildApp({ services: { ...first.services, db: secondDatabase.db }, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  async function userInfoOn(app: FastifyInstance, member: TestMember) {
    return postMember(app, 'user/getUserinfo', {}, { session: member.session });
  }

  it('refuses, on the other process, a member frozen through this one', async () => {
    const member = await registerMember(first);
    expect((await userInfoOn(second, member)).body.status).toBe(1);
    expect((await userInfoOn(second, member)).body.status).toBe(1); // now from the cache
    const reviewer = await createLoggedInStaff(first, 'reviewer');
    const frozen = await postStaff(
      first.app,
      setMemberFlag.path,
      { id: member.memberId, flag: 'frozen', value: true, reason: 'cross-process test' },
      { session: reviewer.session },
    );
    expect(frozen.body.status).toBe(1);
    const isRefused = async () => (await userInfoOn(second, member)).body.msg === 'ACCOUNT_FROZEN';
    expect(await eventually(isRefused)).toBe(true);
  });

  it('refuses, on the other process, a token logged out through this one', async () => {
    const member = await registerMember(first);
    expect((await userInfoOn(second, member)).statusCode).toBe(200);
    await postMember(first.app, 'user/logout', {}, { session: member.session });
    expect(await eventually(async () => (await userInfoOn(second, member)).statusCode === 401)).toBe(true);
  });

  it('stops using its caches when the LISTEN connection breaks, and resumes once reconnected', async () => {
    const caches = readCachesOf(secondDatabase.db);
    expect(caches?.isEnabled).toBe(true);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const name = new URL(databaseUrl).pathname.slice(1);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and query ilike 'listen%' and pid <> pg_backend_pid()`,
        [name],
      );
    } finally {
      await admin.end();
    }
    expect(await eventually(async () => caches?.isEnabled === false)).toBe(true);
    // Both listeners were ended; each reconnects within a couple of seconds.
    const member = await registerMember(first);
    expect((await userInfoOn(second, member)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await eventually(async () => caches?.isEnabled === true)).toBe(true);
    expect((await userInfoOn(second, member)).statusCode).toBe(200);
  });
});
