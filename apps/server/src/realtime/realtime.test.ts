// WebSocket /api/ws with real clients: subscribe, receive, unsubscribe; refusals as error frames on
// a connection that stays open; limits; sessions; metrics; shutdown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CLIENT_MESSAGE_BYTES, MAX_SYMBOLS_PER_CONNECTION } from '@saham/contract/realtime';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { logInGuest } from '../test/member-factory.ts';
import { connectLive, sampleTick, type LiveClient } from './test-client.ts';

describe('WebSocket /api/ws', () => {
  let testApp: TestApp;
  let url: string;
  const clients: LiveClient[] = [];

  async function connect(): Promise<LiveClient> {
    const client = await connectLive(url);
    clients.push(client);
    return client;
  }

  async function publish(...ticks: ReturnType<typeof sampleTick>[]): Promise<void> {
    for (const tick of ticks) testApp.services.realtime.publishTick(tick);
    await testApp.services.realtime.bus.flush();
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/api/ws`;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await testApp.close();
  });

  it('sends a published tick to a subscriber, and nothing after it unsubscribes', async () => {
    const client = await connect();
    client.send({ op: 'subscribe', symbols: ['MY:1155', 'US:AAPL'] });
    expect(await client.next('subscribed')).toEqual({ type: 'subscribed', symbols: ['MY:1155', 'US:AAPL'] });

    const tick = sampleTick('MY:1155');
    await publish(tick, sampleTick('HK:0700'));
    expect(await client.next('tick')).toEqual({ type: 'tick', ...tick });
    await client.sync();
    expect(client.ticksOf('HK:0700')).toEqual([]);

    client.send({ op: 'unsubscribe', symbols: ['MY:1155'] });
    expect(await client.next('subscribed')).toEqual({ type: 'subscribed', symbols: ['US:AAPL'] });
    await publish(sampleTick('MY:1155'));
    await client.sync();
    expect(client.ticksOf('MY:1155')).toHaveLength(1);
  });

  it('sends each symbol once per flush, the latest tick only', async () => {
    const client = await connect();
    client.send({ op: 'subscribe', symbols: ['US:MSFT'] });
    await client.next('subscribed');
    const ticks = [sampleTick('US:MSFT'), sampleTick('US:MSFT'), sampleTick('US:MSFT')];
    await publish(...ticks);
    await client.sync();
    expect(client.ticksOf('US:MSFT').map((tick) => tick.last)).toEqual([ticks[2]?.last]);
  });

  it('gives a new subscriber the latest quote at once', async () => {
    const tick = sampleTick('JP:7203');
    await publish(tick);
    const client = await connect();
    client.send({ op: 'subscribe', symbols: ['JP:7203'] });
    await client.next('subscribed');
    expect(await client.next('tick')).toEqual({ type: 'tick', ...tick });
  });

  it('answers bad frames with translated error frames and keeps the connection', async () => {
    const client = await connect();
    const refusals: [unknown, string][] = [
      ['{not json', 'message'],
      [{ op: 'dance' }, 'op'],
      [{ op: 'subscribe', symbols: 'MY:1155' }, 'symbols'],
      [{ op: 'subscribe', symbols: ['my:1155'] }, 'symbols'],
      [{ op: 'subscribe', symbols: ['MY:<script>'] }, 'symbols'],
      [{ op: 'unsubscribe', symbols: [42] }, 'symbols'],
      ['x'.repeat(MAX_CLIENT_MESSAGE_BYTES + 1), 'message'],
    ];
    for (const [frame, field] of refusals) {
      client.send(frame);
      expect(await client.next('error')).toEqual({ type: 'error', code: 'INVALID_INPUT', params: { field } });
    }
    client.socket.send(new Uint8Array([1, 2, 3]));
    expect(await client.next('error')).toMatchObject({ code: 'INVALID_INPUT', params: { field: 'message' } });
    await client.sync();
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it(`refuses more than ${MAX_SYMBOLS_PER_CONNECTION} symbols on one connection`, async () => {
    const client = await connect();
    const symbols = Array.from({ length: MAX_SYMBOLS_PER_CONNECTION + 1 }, (_, i) => `US:S${i}`);
    client.send({ op: 'subscribe', symbols });
    const tooMany = { type: 'error', code: 'TOO_MANY_SYMBOLS', params: { max: MAX_SYMBOLS_PER_CONNECTION } };
    expect(await client.next('error')).toEqual(tooMany);

    client.send({ op: 'subscribe', symbols: symbols.slice(0, 150) });
    expect((await client.next('subscribed')).symbols).toHaveLength(150);
    client.send({ op: 'subscribe', symbols: symbols.slice(100, 201) });
    expect(await client.next('error')).toEqual(tooMany);
    // The refused frame changed nothing; re-subscribing a followed symbol does not count twice.
    client.send({ op: 'subscribe', symbols: symbols.slice(0, 200) });
    expect((await client.next('subscribed')).symbols).toHaveLength(200);
  });

  it('refuses a flood of frames with SUBMIT_TOO_FREQUENT', async () => {
    const client = await connect();
    for (let i = 0; i < 60; i += 1) client.send({ op: 'ping' });
    expect(await client.next('error')).toEqual({ type: 'error', code: 'SUBMIT_TOO_FREQUENT' });
  });

  it('attaches a session on auth and refuses an unknown token', async () => {
    const session = await logInGuest(testApp);
    const client = await connect();
    client.send({ op: 'auth', token: 'not-a-token', account: session.account });
    expect(await client.next('error')).toEqual({ type: 'error', code: 'LOGIN_REQUIRED' });
    client.send({ op: 'auth', ...session });
    expect(await client.next('authenticated')).toEqual({ type: 'authenticated', account: session.account });
  });

  it('counts connections in /metrics', async () => {
    const before = clients.filter((client) => client.socket.readyState === WebSocket.OPEN).length;
    await connect();
    const metrics = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain(`saham_ws_connections ${before + 1}`);
  });

  // Last: it shuts the app down.
  it('closes sockets with 1001 (going away) when the server shuts down', async () => {
    const client = await connect();
    const closing = testApp.app.close();
    expect(await client.closed).toEqual({ code: 1001 });
    await closing;
  });
});
