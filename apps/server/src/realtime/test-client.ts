// A WebSocket client for tests and the benchmark (Node's built-in WebSocket): keeps every frame it
// received and waits for the next one that matches.
import type { ServerMessage, Tick } from '@saham/contract/realtime';

export interface LiveClient {
  socket: WebSocket;
  /** Every frame received, parsed, in order. */
  received: ServerMessage[];
  send(message: unknown): void;
  /** The first frame from `from` on (default: the next unseen one) that matches. */
  next<T extends ServerMessage['type']>(
    type: T,
    timeoutMs?: number,
  ): Promise<Extract<ServerMessage, { type: T }>>;
  /** Ticks received so far for a symbol. */
  ticksOf(symbol: string): (Tick & { type: 'tick' })[];
  /** Round trip: resolves once a pong arrives, i.e. every frame the server sent before is here. */
  sync(): Promise<void>;
  closed: Promise<{ code: number }>;
  close(): void;
}

export async function connectLive(url: string): Promise<LiveClient> {
  const socket = new WebSocket(url);
  const received: ServerMessage[] = [];
  let cursor = 0;
  let wake = () => {};
  socket.addEventListener('message', (event: MessageEvent) => {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the server sends only ServerMessage frames
    received.push(JSON.parse(String(event.data)) as ServerMessage);
    wake();
  });
  const closed = new Promise<{ code: number }>((resolve) => {
    socket.addEventListener('close', (event: CloseEvent) => resolve({ code: event.code }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error(`cannot connect to ${url}`)));
  });
  async function next<T extends ServerMessage['type']>(
    type: T,
    timeoutMs = 3000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (cursor < received.length) {
        const message = received[cursor];
        cursor += 1;
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the type check on the line narrows to this member of the union
        if (message?.type === type) return message as Extract<ServerMessage, { type: T }>;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} frame within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
  return {
    socket,
    received,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next,
    ticksOf: (symbol) =>
      received.filter(
        (message): message is Tick & { type: 'tick' } => message.type === 'tick' && message.symbol === symbol,
      ),
    async sync() {
      socket.send(JSON.stringify({ op: 'ping' }));
      await next('pong');
    },
    closed,
    close: () => socket.close(),
  };
}

let tickSequence = 0;

/** A well-formed tick for `symbol`; each call moves the price one cent. */
export function sampleTick(symbol: string, overrides: Partial<Tick> = {}): Tick {
  tickSequence += 1;
  const cents = 1000 + tickSequence;
  return {
    symbol,
    last: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    change: '0.10',
    changePercent: '1.00',
    volume: '1000',
    turnover: '10000.00',
    open: '10.00',
    high: '11.00',
    low: '9.00',
    prevClose: '10.00',
    time: new Date().toISOString(),
    ...overrides,
  };
}
