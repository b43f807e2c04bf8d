import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteStatements } from './pglite-statements.ts';

// A repeated statement runs as a named prepared statement with the answers, errors and locking of
// PGlite's own unnamed query; anything it cannot serve runs as before.
describe('PGlite named statements', () => {
  let plain: PGlite;
  let client: PGlite;
  let statements: PgliteStatements;

  beforeAll(async () => {
    plain = await PGlite.create();
    client = await PGlite.create();
    statements = new PgliteStatements(client);
    statements.attach();
    const schema = `create table items (
        id serial primary key, code text not null unique, amount bigint, at timestamptz,
        doc jsonb, raw bytea, tags text[], price numeric);
      insert into items (code, amount, at, doc, raw, tags, price)
        values ('a', 9007199254740993, '2026-11-23T01:02:03Z', '{"k": [1, 2]}', '\\x0102', '{x,"y z"}', 1.50);`;
    await plain.exec(schema);
    await client.exec(schema);
  }, 60_000);

  afterAll(async () => {
    await plain.close();
    await client.close();
  });

  it('answers a repeated statement as PGlite does, once it is named', async () => {
    const text =
      'select id, code, amount, at, doc, raw, tags, price from items where code = $1 and $2::int > 0';
    const expected = await plain.query(text, ['a', 1]);
    const before = statements.preparedCount;
    const first = await client.query(text, ['a', 1]);
    expect(statements.preparedCount).toBe(before);
    const second = await client.query(text, ['a', 1]);
    const third = await client.query(text, ['a', 1], { rowMode: 'array' });
    expect(statements.preparedCount).toBe(before + 1);
    expect(first.rows).toEqual(expected.rows);
    expect(second.rows).toEqual(expected.rows);
    expect(second.fields).toEqual(expected.fields);
    expect(third.rows).toEqual([Object.values(expected.rows[0] as object)]);
  });

  it('serialises parameters by the types PostgreSQL inferred, nulls included', async () => {
    const text = `insert into items (code, amount, at, doc, raw, tags) values ($1, $2, $3, $4, $5, $6)
      returning code, amount, at, doc, raw, tags`;
    const row = (code: string) => [
      code,
      '-42',
      new Date('2026-01-02T03:04:05Z'),
      { nested: ["it's", null] },
      new Uint8Array([7, 8]),
      ['p', 'q"r'],
    ];
    const expected = await plain.query(text, row('b'));
    await client.query(text, row('b'));
    const named = await client.query(text, row('c'));
    expect(named.rows).toEqual([{ ...(expected.rows[0] as object), code: 'c' }]);
    expect(named.affectedRows).toBe(1);
    const withNulls = await client.query(text, ['d', null, null, null, null, null]);
    expect(withNulls.rows).toEqual([{ code: 'd', amount: null, at: null, doc: null, raw: null, tags: null }]);
  });

  it('refuses with the database error and goes on serving', async () => {
    const text = 'insert into items (code) values ($1)';
    await client.query(text, ['e']);
    await client.query(text, ['f']);
    const error: unknown = await client.query(text, ['e']).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_code_key' });
    await client.query(text, ['g']);
    const count = await client.query<{ n: number }>(
      `select count(*)::int as n from items where code in ('e', 'f', 'g')`,
    );
    expect(count.rows[0]?.n).toBe(3);
  });

  it('runs inside transactions, whose rollback undoes them', async () => {
    const text = 'update items set amount = amount + $1 where code = $2 returning amount';
    await client.query(text, ['0', 'a']);
    await client.transaction(async (tx) => {
      await tx.query(text, ['1', 'a']);
      const inside = await tx.query<{ amount: number | bigint }>(text, ['1', 'a']);
      expect(inside.rows[0]?.amount).toBe(9007199254740995n);
      await tx.rollback();
    });
    const after = await client.query<{ amount: number | bigint }>(text, ['0', 'a']);
    expect(after.rows[0]?.amount).toBe(9007199254740993n);
  });

  it('never interleaves with concurrent queries and transactions', async () => {
    const insert = 'insert into items (code, amount) values ($1, $2) returning amount';
    const read = 'select amount from items where code = $1';
    const work = Array.from({ length: 60 }, (_, index) =>
      index % 10 === 0
        ? client.transaction(async (tx) => {
            await tx.query(insert, [`t${index}`, String(index)]);
            return (await tx.query<{ amount: number }>(read, [`t${index}`])).rows[0]?.amount;
          })
        : client
            .query<{ amount: number }>(insert, [`c${index}`, String(index)])
            .then((result) => result.rows[0]?.amount),
    );
    expect(await Promise.all(work)).toEqual(Array.from({ length: 60 }, (_, index) => index));
  });

  it('leaves bulk statements unnamed', async () => {
    const text = `select $1::int as n /* ${'x'.repeat(10_000)} */`;
    const before = statements.preparedCount;
    await client.query(text, [1]);
    expect((await client.query(text, [2])).rows).toEqual([{ n: 2 }]);
    expect(statements.preparedCount).toBe(before);
  });

  it('runs a statement unnamed once DDL changes its columns, and leaves DDL unnamed', async () => {
    await client.exec('create table shapes (id int)');
    const text = 'select * from shapes';
    await client.query(text);
    await client.query(text);
    const prepared = statements.preparedCount;
    await client.query('alter table shapes add column label text');
    await client.query('alter table shapes add column label2 text');
    await client.query('insert into shapes values (1, $1)', ['one']);
    const result = await client.query(text);
    expect(result.rows).toEqual([{ id: 1, label: 'one', label2: null }]);
    expect(statements.preparedCount).toBe(prepared - 1);
    expect((await client.query(text)).rows).toHaveLength(1);
  });
});
