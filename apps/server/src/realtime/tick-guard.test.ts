// Where ticks are validated: not per tick of the engine's own (typed) output on the hot path, but at
// the boundary where a tick enters from outside the process — a NOTIFY on the ticks channel, which
// anyone with a database connection could send (PostgreSQL only, with TEST_DATABASE_URL). On that
// channel a tick is a row of its values (realtime.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { tickSchema } from '@saham/contract/realtime';
import { createRealtime, TICKS_CHANNEL, tickFromRow, tickToRow } from './realtime.ts';
import { sampleTick } from './test-client.ts';

const databaseUrl = process.env.TEST_DATABASE_URL ?? null;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ticks published in this process', () => {
  it('reach the bus without a schema parse per tick', async () => {
    const parse = vi.spyOn(tickSchema, 'parse');
    const safeParse = vi.spyOn(tickSchema, 'safeParse');
    const realtime = createRealtime({ databaseUrl: null });
    const seen: unknown[] = [];
    realtime.bus.subscribe(TICKS_CHANNEL, (payload) => seen.push(payload));
    const ticks = [sampleTick('MY:1155'), sampleTick('US:AAPL'), sampleTick('MY:1155')];
    for (const tick of ticks) realtime.publishTick(tick);
    await realtime.bus.flush();
    expect(seen).toEqual(ticks);
    expect(parse).not.toHaveBeenCalled();
    expect(safeParse).not.toHaveBeenCalled();
    await realtime.close();
  });
});

describe('a tick on the bus', () => {
  it('travels as a row of the contract members and reads back as the same tick', () => {
    const tick = sampleTick('MY:1155', { open: null });
    const row = tickToRow(tick);
    expect(row).toHaveLength(Object.keys(tickSchema.shape).length);
    expect(row).toEqual(Object.keys(tickSchema.shape).map((member): unknown => Reflect.get(tick, member)));
    expect(tickFromRow(JSON.parse(JSON.stringify(row)))).toEqual(tick);
  });

  it('is refused when a row is not a tick of the contract', () => {
    const row = tickToRow(sampleTick('MY:1155'));
    expect(tickFromRow({ ...sampleTick('MY:1155') })).toBeUndefined();
    expect(tickFromRow(row.slice(1))).toBeUndefined();
    expect(tickFromRow([...row, 'extra'])).toBeUndefined();
    expect(tickFromRow(row.map((value, position) => (position === 1 ? '12abc' : value)))).toBeUndefined();
    expect(tickFromRow(null)).toBeUndefined();
  });
});

describe.skipIf(databaseUrl === null)('ticks arriving from outside the process', () => {
  it('are rows on the wire, checked against the tick schema; malformed ones dropped, good ones delivered', async () => {
    const realtime = createRealtime({ databaseUrl });
    const warnings: object[] = [];
    realtime.bus.logger = { warn: (details) => void warnings.push(details), error: () => {} };
    const seen: unknown[] = [];
    realtime.bus.subscribe(TICKS_CHANNEL, (payload) => seen.push(payload));
    await realtime.start();
    const sender = new pg.Client({ connectionString: databaseUrl ?? undefined });
    await sender.connect();
    const wire: unknown[] = [];
    sender.on('notification', (message) => wire.push(JSON.parse(message.payload ?? 'null')));
    await sender.query('LISTEN saham_ticks');
    const good = sampleTick('MY:1155');
    const other = createRealtime({ databaseUrl });
    other.publishTick(good);
    await other.bus.flush();
    await waitFor(() => seen.length === 1 && wire.length === 1);
    expect(seen).toEqual([good]);
    expect(wire).toEqual([{ o: expect.any(String), m: [tickToRow(good)] }]);

    seen.length = 0;
    const bad = tickToRow({ ...good, last: '12abc' });
    await sender.query('select pg_notify($1, $2)', [
      'saham_ticks',
      JSON.stringify({ o: 'someone-else', m: [bad, tickToRow(good), { ...good }, { symbol: 5 }] }),
    ]);
    await sender.end();
    await waitFor(() => seen.length > 0);
    expect(seen).toEqual([good]);
    expect(warnings).toEqual([{ channel: TICKS_CHANNEL, dropped: 3 }]);
    await other.close();
    await realtime.close();
  });
});

async function waitFor(isDone: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!isDone() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}
