// The fan-out bus: in-process delivery exactly once, one batch per turn, payload size limit, NOTIFY
// packing; and on PostgreSQL (TEST_DATABASE_URL) two app instances on one database: a tick
// published on A reaches a client of B exactly once, and the listener recovers from a lost
// connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import type { Services } from '../http/context.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createBus, MAX_NOTIFY_BYTES, packNotifications } from './bus.ts';
import { createRealtime } from './realtime.ts';
import { connectLive, sampleTick, type LiveClient } from './test-client.ts';

describe('bus, in process', () => {
  it('delivers each payload once to every handler, all of one turn together', async () => {
    const bus = createBus({ databaseUrl: null });
    const seen: unknown[][] = [[], []];
    bus.subscribe('quotes', (payload) => seen[0]?.push(payload));
    const stop = bus.subscribe('quotes', (payload) => seen[1]?.push(payload));
    bus.subscribe('other', () => {
      throw new Error('must not be called');
    });
    bus.publish('quotes', { n: 1 });
    bus.publish('quotes', { n: 2 });
    expect(seen[0]).toEqual([]);
    await bus.flush();
    expect(seen).toEqual([
      [{ n: 1 }, { n: 2 }],
      [{ n: 1 }, { n: 2 }],
    ]);
    stop();
    bus.publish('quotes', { n: 3 });
    await bus.flush();
    expect(seen[1]).toHaveLength(2);
    await bus.close();
  });

  it('hands local handlers the published value and checks the size of its wire form', async () => {
    const bus = createBus({ databaseUrl: null });
    const wired: unknown[] = [];
    bus.codec('quotes', {
      toWire: (payload) => {
        wired.push(payload);
        return Object.values(payload as Record<string, unknown>);
      },
      fromWire: () => {
        throw new Error('a local publish is not read back');
      },
    });
    const seen: unknown[] = [];
    bus.subscribe('quotes', (payload) => seen.push(payload));
    const tick = sampleTick('US:AAPL');
    bus.publish('quotes', tick);
    await bus.flush();
    expect(seen).toEqual([tick]);
    expect(seen[0]).toBe(tick);
    expect(wired).toEqual([tick]);
    expect(() => bus.publish('quotes', { text: 'x'.repeat(MAX_NOTIFY_BYTES) })).toThrow(/exceeds/);
    await bus.close();
  });

  it('keeps delivering when one handler throws', async () => {
    const bus = createBus({ databaseUrl: null });
    bus.logger = { warn: () => {}, error: () => {} };
    const seen: unknown[] = [];
    bus.subscribe('quotes', () => {
      throw new Error('handler bug');
    });
    bus.subscribe('quotes', (payload) => seen.push(payload));
    bus.publish('quotes', 1);
    await bus.flush();
    expect(seen).toEqual([1]);
    await bus.close();
  });

  it('refuses a payload that cannot fit one NOTIFY, on PGlite too, and a bad channel name', async () => {
    const bus = createBus({ databaseUrl: null });
    expect(() => bus.publish('quotes', 'x'.repeat(MAX_NOTIFY_BYTES))).toThrow(/exceeds/);
    expect(() => bus.publish('Bad Channel', 1)).toThrow(/channel/);
    await bus.close();
  });

  it('packs payloads into NOTIFY bodies under the limit, in order', () => {
    const items = Array.from({ length: 120 }, (_, i) => JSON.stringify(sampleTick(`US:S${i}`)));
    const bodies = packNotifications('abc', items);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    const unpacked = bodies.flatMap((body) => (JSON.parse(body) as { o: string; m: unknown[] }).m);
    expect(unpacked).toEqual(items.map((item) => JSON.parse(item) as unknown));
  });
});

const databaseUrlSet = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!databaseUrlSet)('bus on PostgreSQL: two server processes on one database', () => {
  let a: TestApp;
  let b: { services: Services; database: Database; close: () => Promise<void>; url: string };
  const clients: LiveClient[] = [];

  async function client(url: string, symbols: string[]): Promise<LiveClient> {
    const live = await connectLive(url);
    clients.push(live);
    live.send({ op: 'subscribe', symbols });
    await live.next('subscribed');
    return live;
  }

  beforeAll(async () => {
    a = await createTestApp();
    const databaseUrl = a.services.realtime.databaseUrl;
    if (!databaseUrl) throw new Error('A runs on PGlite');
    // B: a second app instance with its own pool, bus and listening connection, as another process.
    const database = await openDatabase({ databaseUrl, dataDir: a.services.config.dataDir });
    const services: Services = { ...a.services, db: database.db, realtime: createRealtime({ databaseUrl }) };
    const app = await buildApp({ services, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    b = {
      services,
      database,
      url: `${address.replace('http', 'ws')}/api/ws`,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    for (const live of clients) live.close();
    await b?.close();
    await a?.close();
  });

  it('delivers a tick published on A to clients of A and of B exactly once', async () => {
    const addressA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    const onA = await client(`${addressA.replace('http', 'ws')}/api/ws`, ['MY:5347']);
    const onB = await client(b.url, ['MY:5347']);
    const tick = sampleTick('MY:5347');
    a.services.realtime.publishTick(tick);
    await a.services.realtime.bus.flush();
    expect(await onB.next('tick')).toEqual({ type: 'tick', ...tick });
    // Another tick later: had anything been delivered twice, it would be here before it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const later = sampleTick('MY:5347');
    a.services.realtime.publishTick(later);
    await onB.next('tick');
    await onA.sync();
    await onB.sync();
    expect(onA.ticksOf('MY:5347').map((t) => t.last)).toEqual([tick.last, later.last]);
    expect(onB.ticksOf('MY:5347').map((t) => t.last)).toEqual([tick.last, later.last]);
  });

  it('carries a batch larger than one NOTIFY to the other process, every tick', async () => {
    const symbols = Array.from({ length: 150 }, (_, i) => `US:B${i}`);
    const onB = await client(b.url, symbols);
    const notifiesBefore = a.services.realtime.bus.stats.notifies;
    for (const symbol of symbols) a.services.realtime.publishTick(sampleTick(symbol));
    await a.services.realtime.bus.flush();
    expect(a.services.realtime.bus.stats.notifies - notifiesBefore).toBeGreaterThan(1);
    for (;;) {
      await onB.sync();
      if (new Set(onB.received.flatMap((m) => (m.type === 'tick' ? [m.symbol] : []))).size === 150) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('reconnects the listening connection after it is killed and listens again', async () => {
    const onB = await client(b.url, ['US:AAPL']);
    const connectsBefore = b.services.realtime.bus.stats.listenerConnects;
    b.services.realtime.bus.logger = { warn: () => {}, error: () => {} };
    a.services.realtime.bus.logger = { warn: () => {}, error: () => {} };
    const admin = new pg.Client({ connectionString: b.services.realtime.databaseUrl ?? undefined });
    await admin.connect();
    // A listening connection's last statement is the LISTEN of the last channel it joined (ticks,
    // notices, price alerts…), so match any of the bus's channels.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN saham\\_%'`,
    );
    await admin.end();
    const deadline = Date.now() + 15_000;
    while (b.services.realtime.bus.stats.listenerConnects === connectsBefore && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(b.services.realtime.bus.stats.listenerConnects).toBe(connectsBefore + 1);
    // A's listener was killed too; its publishing connection is separate and keeps working.
    const tick = sampleTick('US:AAPL');
    a.services.realtime.publishTick(tick);
    expect(await onB.next('tick', 10_000)).toEqual({ type: 'tick', ...tick });
  });
});
