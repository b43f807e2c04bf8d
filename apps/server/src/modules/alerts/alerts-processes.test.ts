// Price alerts across two server processes on one PostgreSQL database (TEST_DATABASE_URL; skipped on
// PGlite, which is one process): an alert created through process B reaches the book of process A
// over LISTEN/NOTIFY without a read of the database; both processes running the same round fire it
// once; and the member's socket on B is told of the notice A wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createPriceAlert } from '@saham/contract/alerts';
import { decimal } from '@saham/domain/markets/decimal';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import type { Services } from '../../http/context.ts';
import { createRealtime } from '../../realtime/realtime.ts';
import { connectLive } from '../../realtime/test-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postMember, registerMember } from '../../test/member-factory.ts';
import { dataOf } from '../../test/staff-factory.ts';
import { seedMarketDefaults } from '../markets/seed.ts';
import type { TickRound } from '../quotes/tick-round-hooks.ts';
import { AlertWatch } from './alert-watch.ts';

const TENAGA = 'MY:5347';

function roundAt(last: string): TickRound {
  return {
    instant: Date.parse('2026-11-23T02:00:09Z'),
    phases: new Map([['MY', 'continuous']]),
    stateOf: (symbol) =>
      symbol === TENAGA
        ? {
            last: decimal(last),
            prevClose: decimal('10'),
            tradingDay: '2026-11-23',
            open: null,
            high: null,
            low: null,
            volume: 0n,
            turnover: 0n,
            indicative: null,
            lastInstant: null,
          }
        : null,
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('price alerts on two processes of one PostgreSQL', () => {
  let a: TestApp;
  let b: { services: Services; database: Database; url: string; app: Awaited<ReturnType<typeof buildApp>> };

  beforeAll(async () => {
    a = await createTestApp();
    await seedMarketDefaults(a.services.db, a.clock.now());
    const databaseUrl = a.services.realtime.databaseUrl;
    if (!databaseUrl) throw new Error('A runs on PGlite');
    const database = await openDatabase({ databaseUrl, dataDir: a.services.config.dataDir });
    const services: Services = { ...a.services, db: database.db, realtime: createRealtime({ databaseUrl }) };
    const app = await buildApp({ services, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    b = { services, database, app, url: `${address.replace('http', 'ws')}/api/ws` };
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.database.close();
    await a?.close();
  });

  it('learns, fires once and pushes across processes', async () => {
    const onA = new AlertWatch(a.services);
    const onB = new AlertWatch(b.services);
    await Promise.all([onA.build(), onB.build()]);
    const member = await registerMember(a);
    const created = await postMember(
      b.app,
      createPriceAlert.path,
      { symbol: TENAGA, kind: 'below', threshold: '9.5' },
      { session: member.session },
    );
    const alert = dataOf(created, createPriceAlert);
    // Published by B, heard by A over LISTEN/NOTIFY.
    await expect.poll(() => onA.has(alert.id), { timeout: 5000 }).toBe(true);
    expect(onB.has(alert.id)).toBe(true);

    const socket = await connectLive(b.url);
    socket.send({ op: 'auth', ...member.session });
    await socket.next('authenticated');
    const round = roundAt('9.4');
    const [firedOnA, firedOnB] = await Promise.all([onA.runRound(round), onB.runRound(round)]);
    expect(firedOnA + firedOnB).toBe(1);
    await socket.next('notice', 5000);
    const rows = await a.services.db
      .select()
      .from(notices)
      .where(and(eq(notices.memberId, member.memberId), eq(notices.createdBy, 'system')));
    expect(rows).toHaveLength(1);
    socket.close();
    onA.close();
    onB.close();
  });
});
