// The hub with fake sockets: backpressure keeps only the latest tick per symbol, the heartbeat drops
// a socket that stopped answering pings, a closed socket leaves the subscription index, and closing
// the hub cuts a socket that does not answer its close frame.
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { ServerMessage } from '@saham/contract/realtime';
import { CLOSE_GRACE_MS, createHub, encodeTextFrame, type Hub } from './hub.ts';
import { sampleTick } from './test-client.ts';

class FakeSocket extends EventEmitter {
  readyState = 1;
  bufferedAmount = 0;
  sent: ServerMessage[] = [];
  pings = 0;
  isTerminated = false;
  send(data: string | Buffer): void {
    this.sent.push(JSON.parse(data.toString()) as ServerMessage);
  }
  ping(): void {
    this.pings += 1;
  }
  terminate(): void {
    this.isTerminated = true;
    this.readyState = 3;
    this.emit('close');
  }
  close(): void {
    this.terminate();
  }
  receive(message: unknown): void {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
  ticks(): string[] {
    return this.sent.flatMap((message) =>
      message.type === 'tick' ? [`${message.symbol}@${message.last}`] : [],
    );
  }
}

/** A client that never answers a close frame: its socket stays closing. */
class DeafSocket extends FakeSocket {
  closeCodes: number[] = [];
  override close(code?: number): void {
    this.readyState = 2;
    if (code !== undefined) this.closeCodes.push(code);
  }
}

const noSession = async () => null;
let hub: Hub | null = null;

function open(options: { heartbeatMs?: number; maxBufferedBytes?: number } = {}): Hub {
  hub = createHub({
    heartbeatMs: options.heartbeatMs ?? 60_000,
    maxBufferedBytes: options.maxBufferedBytes ?? 1000,
    messagesPerSecond: 100,
  });
  return hub;
}

function attach(target: Hub, symbols: string[]): FakeSocket {
  const socket = new FakeSocket();
  target.attach(socket as unknown as WebSocket, noSession);
  socket.receive({ op: 'subscribe', symbols });
  return socket;
}

afterEach(() => {
  hub?.close();
  hub = null;
  vi.useRealTimers();
});

describe('tick hub', () => {
  it('holds only the latest tick per symbol while a socket is backed up, then sends it', async () => {
    vi.useFakeTimers();
    const target = open({ maxBufferedBytes: 1000 });
    const slow = attach(target, ['MY:1155', 'MY:1023']);
    const fast = attach(target, ['MY:1155']);
    slow.bufferedAmount = 5000;
    const ticks = [1, 2, 3].map(() => sampleTick('MY:1155'));
    for (const tick of ticks) target.deliver([tick]);
    target.deliver([sampleTick('MY:1023', { last: '5.00' })]);
    expect(fast.ticks()).toEqual(ticks.map((tick) => `MY:1155@${tick.last}`));
    expect(slow.ticks()).toEqual([]);
    expect(target.stats.ticksCoalesced).toBe(2);

    slow.bufferedAmount = 0;
    await vi.advanceTimersByTimeAsync(150);
    expect(slow.ticks()).toEqual([`MY:1155@${ticks[2]?.last}`, 'MY:1023@5.00']);
  });

  it('sends a tick only to the sockets that follow its symbol', () => {
    const target = open();
    const a = attach(target, ['US:AAPL']);
    const b = attach(target, ['US:MSFT']);
    target.deliver([sampleTick('US:AAPL', { last: '1.00' }), sampleTick('US:MSFT', { last: '2.00' })]);
    expect(a.ticks()).toEqual(['US:AAPL@1.00']);
    expect(b.ticks()).toEqual(['US:MSFT@2.00']);
  });

  it('frames a tick as the JSON of { type: "tick", ...tick }, one frame per tick and flush', () => {
    const target = open();
    const socket = new FakeSocket();
    const raw: Buffer[] = [];
    target.attach(socket as unknown as WebSocket, noSession, {
      cork: () => {},
      uncork: () => {},
      write: (chunk) => raw.push(chunk) > 0,
    });
    socket.receive({ op: 'subscribe', symbols: ['US:AAPL'] });
    const tick = sampleTick('US:AAPL', { last: '3.00' });
    target.deliver([tick]);
    target.deliver([tick]);
    expect(raw).toHaveLength(2);
    expect(raw[0]?.equals(raw[1] ?? Buffer.alloc(0))).toBe(true);
    expect(raw[0]?.equals(encodeTextFrame(JSON.stringify({ type: 'tick', ...tick })))).toBe(true);
  });

  it('drops a socket that missed a heartbeat and forgets its subscriptions', async () => {
    vi.useFakeTimers();
    const target = open({ heartbeatMs: 1000 });
    const silent = attach(target, ['HK:0700', 'HK:0005']);
    const answering = attach(target, ['HK:0700']);
    answering.on('ping', () => {});
    expect(target.subscriptionCount()).toBe(3);

    await vi.advanceTimersByTimeAsync(1000);
    expect(silent.pings).toBe(1);
    answering.emit('pong');
    await vi.advanceTimersByTimeAsync(1000);
    expect(silent.isTerminated).toBe(true);
    expect(answering.isTerminated).toBe(false);
    expect(target.connectionCount()).toBe(1);
    expect(target.subscriptionCount()).toBe(1);
    expect(target.stats.deadDropped).toBe(1);
  });

  it('says goodbye to every socket on close, and cuts the ones that do not answer', async () => {
    vi.useFakeTimers();
    const target = open();
    const polite = attach(target, ['MY:1155']);
    const deaf = new DeafSocket();
    target.attach(deaf as unknown as WebSocket, noSession);
    target.close();
    expect(polite.isTerminated).toBe(true);
    expect(deaf.closeCodes).toEqual([1001]);
    expect(deaf.isTerminated).toBe(false);

    await vi.advanceTimersByTimeAsync(CLOSE_GRACE_MS);
    expect(deaf.isTerminated).toBe(true);
    expect(target.connectionCount()).toBe(0);
    const late = new FakeSocket();
    target.attach(late as unknown as WebSocket, noSession);
    expect(late.isTerminated).toBe(true);
  });

  it('encodes text frames with 7-bit, 16-bit and 64-bit lengths', () => {
    for (const [length, header] of [
      [125, [0x81, 125]],
      [126, [0x81, 126, 0, 126]],
      [70_000, [0x81, 127, 0, 0, 0, 0, 0, 1, 0x11, 0x70]],
    ] as const) {
      const text = 'a'.repeat(length - 2) + 'é';
      const frame = encodeTextFrame(text);
      expect([...frame.subarray(0, header.length)]).toEqual(header);
      expect(frame.subarray(header.length).toString('utf8')).toBe(text);
    }
  });
});
