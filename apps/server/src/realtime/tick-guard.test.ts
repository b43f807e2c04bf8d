// Where ticks are validated: not per tick of the engine's own (typed) output on the hot path, but at
// the boundary where a tick enters from outside the process — a NOTIFY on the ticks channel, which
// anyone with a database connection could send (PostgreSQL only, with TEST_DATABASE_URL).
import { afterEach, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { tickSchema } from '@saham/contract/realtime';
import { createBus } from './bus.ts';
import { createRealtime, TICKS_CHANNEL } from './realtime.ts';
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

describe.skipIf(databaseUrl === null)('ticks arriving from outside the process', () => {
  it('are checked against the tick schema; a malformed one is dropped, the good ones delivered', async () => {
    const bus = createBus({ databaseUrl });
    const warnings: object[] = [];
    bus.logger = { warn: (details) => void warnings.push(details), error: () => {} };
    bus.guard(TICKS_CHANNEL, (payload) => tickSchema.safeParse(payload).success);
    const seen: unknown[] = [];
    bus.subscribe(TICKS_CHANNEL, (payload) => seen.push(payload));
    await bus.start();
    const good = sampleTick('MY:1155');
    const bad = { ...sampleTick('MY:1155'), last: '12abc' };
    const sender = new pg.Client({ connectionString: databaseUrl ?? undefined });
    await sender.connect();
    await sender.query('select pg_notify($1, $2)', [
      'saham_ticks',
      JSON.stringify({ o: 'someone-else', m: [bad, good, { symbol: 5 }] }),
    ]);
    await sender.end();
    const deadline = Date.now() + 5_000;
    while (seen.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([good]);
    expect(warnings).toEqual([{ channel: TICKS_CHANNEL, dropped: 2 }]);
    await bus.close();
  });
});
