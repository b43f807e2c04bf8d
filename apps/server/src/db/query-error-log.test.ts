import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { inTransaction } from './transaction.ts';
import { errorForLog } from './query-error-log.ts';

// Values of the kind a query carries: a name with an identity card number, and an amount.
const NAME = 'Aminah binti Yusof 880101-14-5566';
const AMOUNT = '987654321.55';

describe('failed queries in the log', () => {
  let testApp: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp(
      {},
      {
        logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
        registerRoutes: (app, services) => {
          app.post('/test/unreadable-value', async () => {
            await services.db.execute(sql`select ${NAME}::integer + ${AMOUNT}::numeric as total`);
            return { status: 1 };
          });
          app.post('/test/duplicate-row', async () => {
            await inTransaction(services.db, async (tx) => {
              await tx.execute(
                sql`create temporary table log_probe (holder text primary key) on commit drop`,
              );
              await tx.execute(sql`insert into log_probe (holder) values (${NAME})`);
              await tx.execute(sql`insert into log_probe (holder) values (${NAME})`);
            });
            return { status: 1 };
          });
        },
      },
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('logs a query the database could not read by its statement and code, without its values', async () => {
    lines.length = 0;
    const answer = await testApp.app.inject({ method: 'POST', url: '/test/unreadable-value' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('880101');
    const logged = lines.find((line) => line.includes('unexpected error'));
    expect(logged).toBeDefined();
    const { err } = JSON.parse(logged ?? '{}') as { err: Record<string, unknown> };
    expect(err).toMatchObject({
      message: 'Failed query',
      statement: expect.stringMatching(/^saham_[0-9a-f]{32}$/),
      sql: expect.stringContaining('::integer'),
      cause: { type: 'DatabaseError', code: '22P02', message: 'invalid input syntax for type integer: "…"' },
    });
    const log = lines.join('\n');
    expect(log).not.toContain('880101');
    expect(log).not.toContain('Aminah');
    expect(log).not.toContain('987654321');
  });

  it('logs a refused row by its constraint, without the row PostgreSQL quotes', async () => {
    lines.length = 0;
    const answer = await testApp.app.inject({ method: 'POST', url: '/test/duplicate-row' });
    expect(answer.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('23505');
    expect(log).toContain('log_probe_pkey');
    expect(log).not.toContain('880101');
    expect(log).not.toContain('Aminah');
  });

  it('keeps what an error without a query says', () => {
    const error = new Error('withdrawal 7 vanished', { cause: new Error('inner') });
    expect(errorForLog(error)).toMatchObject({
      type: 'Error',
      message: 'withdrawal 7 vanished',
      stack: expect.stringMatching(/^Error: withdrawal 7 vanished\n {4}at /),
      cause: { type: 'Error', message: 'inner' },
    });
    expect(errorForLog('plain text')).toEqual({ type: 'string', message: 'plain text', stack: '' });
  });
});
