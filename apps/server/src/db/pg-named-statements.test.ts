// A pool's repeated statements run as named prepared statements with the same answers; a statement
// whose columns DDL changed runs unnamed from then on: on its own it is answered at once, and in a
// transaction `inTransaction` runs the transaction again. Runs with TEST_DATABASE_URL.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../crash/server-process.ts';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from './client.ts';
import { namingClientClass } from './pg-named-statements.ts';
import { inTransaction } from './transaction.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl !== undefined)('PostgreSQL named statements', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let pool: pg.Pool;

  /** The statements this pool's one connection has prepared. */
  async function prepared(): Promise<string[]> {
    const result = await pool.query<{ statement: string }>(
      `/* not named: run once each time */ select statement from pg_prepared_statements where ${String(Math.random())} > 0`,
    );
    return result.rows.map((row) => row.statement);
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '');
    pool = new pg.Pool({ connectionString: scratch.url, max: 1, Client: namingClientClass() });
    await pool.query('create table items (id serial primary key, code text unique, amount bigint)');
    await pool.query(`insert into items (code, amount) values ('a', 1), ('b', 2)`);
  }, 60_000);

  afterAll(async () => {
    await pool.end();
    await scratch.drop();
  });

  it('names a text on its second run and answers the same', async () => {
    const text = 'select code, amount from items where amount >= $1 order by id';
    const first = await pool.query(text, [2]);
    expect(await prepared()).not.toContain(text);
    const second = await pool.query(text, [2]);
    const client = await pool.connect();
    const third = await client.query({ text, values: [1], rowMode: 'array' });
    client.release();
    expect(await prepared()).toContain(text);
    expect(first.rows).toEqual([{ code: 'b', amount: '2' }]);
    expect(second.rows).toEqual(first.rows);
    expect(third.rows).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('refuses with the database error and goes on serving', async () => {
    const text = 'insert into items (code, amount) values ($1, $2)';
    await pool.query(text, ['c', 3]);
    await pool.query(text, ['d', 4]);
    await expect(pool.query(text, ['c', 5])).rejects.toMatchObject({ code: '23505' });
    await pool.query(text, ['e', 5]);
    const count = await pool.query<{ n: number }>(`select count(*)::int as n from items`);
    expect(count.rows[0]?.n).toBe(5);
  });

  it('answers a statement run on its own at once, unnamed, after DDL changed its columns', async () => {
    const text = 'select * from items where id = $1';
    await pool.query(text, [1]);
    await pool.query(text, [1]);
    await pool.query('alter table items add column note text');
    const refused = await pool.query(text, [1]);
    expect(refused.rows).toEqual([{ id: 1, code: 'a', amount: '1', note: null }]);
    const callback = await new Promise<unknown[]>((resolve, reject) => {
      void pool.query(text, [1], (error, result) => (error ? reject(error) : resolve(result.rows)));
    });
    expect(callback).toEqual([{ id: 1, code: 'a', amount: '1', note: null }]);
  });

  it('in a transaction, lets the refusal end it and inTransaction run it again', async () => {
    const text = 'select * from items where code = $1';
    await pool.query(text, ['b']);
    await pool.query(text, ['b']);
    await pool.query('alter table items add column tag text');
    const client = await pool.connect();
    try {
      await client.query('begin');
      await expect(client.query(text, ['b'])).rejects.toThrow(/cached plan must not change result type/);
      await client.query('rollback');
    } finally {
      client.release();
    }

    const db = drizzle(pool);
    const read = (tx: typeof db) =>
      tx.execute<{ id: number; amount: string }>(sql`select id, amount from items where id <= 2 order by id`);
    await inTransaction(db as unknown as Db, (tx) => read(tx as unknown as typeof db));
    await inTransaction(db as unknown as Db, (tx) => read(tx as unknown as typeof db));
    expect((await prepared()).length).toBeGreaterThan(0);
    await pool.query('alter table items alter column amount type numeric');
    let attempts = 0;
    const answer = await inTransaction(db as unknown as Db, async (tx) => {
      attempts += 1;
      await tx.execute(sql`update items set tag = 'seen' where code = 'a'`);
      return read(tx as unknown as typeof db);
    });
    expect(answer.rows).toEqual([
      { id: 1, amount: '1' },
      { id: 2, amount: '2' },
    ]);
    expect(attempts).toBe(2);
    const tagged = await pool.query(`select code from items where tag = 'seen'`);
    expect(tagged.rows).toEqual([{ code: 'a' }]);
  });
});
