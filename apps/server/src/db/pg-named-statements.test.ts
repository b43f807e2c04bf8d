// A pool's repeated statements run as named prepared statements with the same answers; a statement
// whose columns DDL changed is refused once and then runs unnamed. Runs with TEST_DATABASE_URL.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../crash/server-process.ts';
import { namingClientClass } from './pg-named-statements.ts';

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

  it('runs a statement unnamed after DDL changed its columns', async () => {
    const text = 'select * from items where id = $1';
    await pool.query(text, [1]);
    await pool.query(text, [1]);
    await pool.query('alter table items add column note text');
    await expect(pool.query(text, [1])).rejects.toThrow(/cached plan must not change result type/);
    const after = await pool.query(text, [1]);
    expect(after.rows).toEqual([{ id: 1, code: 'a', amount: '1', note: null }]);
  });
});
