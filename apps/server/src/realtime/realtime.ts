// The real-time service every module receives as `services.realtime`: the fan-out bus and this
// process's WebSocket hub. `publishTick` is how quotes enter it (the price engine; tests); ticks go
// over the bus on channel `ticks`, so a tick published by any process reaches every process's hub.
// A published tick is the engine's own typed output and is not parsed again (that would cost a schema
// parse per tick on the hot path); ticks arriving from outside the process (PostgreSQL NOTIFY, where
// anyone with a connection could write) are checked against the contract's tick schema at that
// boundary, and malformed ones never reach a socket.
//
// On the bus a tick is a row: its members' values in the order of the contract's schema, without
// their names. A second's ticks of 2,000 instruments are then 29 NOTIFYs instead of 55, and
// PostgreSQL's time to pass them on (its notification queue is written and read page by page) was
// the largest part of a tick's way from another process to a socket.
import { tickSchema, type Tick } from '@saham/contract/realtime';
import { createBus, type Bus, type BusCodec } from './bus.ts';
import { createHub, type Hub } from './hub.ts';

export const TICKS_CHANNEL = 'ticks';
/** New personal notices: the member ids whose open apps are told (`{type: 'notice'}`). */
export const MEMBER_NOTICES_CHANNEL = 'member_notices';

const TICK_MEMBERS = tickSchema.keyof().options;

/** A tick's wire form on the bus: its values in the schema's order. */
export function tickToRow(tick: Tick): unknown[] {
  return TICK_MEMBERS.map((member) => tick[member]);
}

/** The tick a row carries, or undefined if it is not a tick of the contract. */
export function tickFromRow(row: unknown): Tick | undefined {
  if (!Array.isArray(row) || row.length !== TICK_MEMBERS.length) return undefined;
  const candidate: Record<string, unknown> = {};
  for (const [position, member] of TICK_MEMBERS.entries()) candidate[member] = row[position];
  const parsed = tickSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

const tickCodec: BusCodec = {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the tick channel carries only the ticks the engine publishes
  toWire: (payload) => tickToRow(payload as Tick),
  fromWire: tickFromRow,
};

export interface RealtimeOptions {
  /** PostgreSQL for LISTEN/NOTIFY across processes; null on PGlite (in-process). */
  databaseUrl: string | null;
  heartbeatMs?: number;
  maxBufferedBytes?: number;
  messagesPerSecond?: number;
}

export interface Realtime {
  readonly bus: Bus;
  /** Null until the WebSocket route is registered (buildApp). */
  hub: Hub | null;
  readonly databaseUrl: string | null;
  /** Publishes one quote to the subscribers of its symbol in every process. */
  publishTick(tick: Tick): void;
  /** Tells the members' open apps, in every process, that they have a new notice. */
  publishMemberNotices(memberIds: readonly number[]): void;
  /** This process's hub of WebSocket connections, created on first use. */
  attachHub(): Hub;
  start(): Promise<void>;
  /** Closes the sockets and the bus. */
  close(): Promise<void>;
}

export const REALTIME_DEFAULTS = {
  heartbeatMs: 30_000,
  maxBufferedBytes: 256 * 1024,
  messagesPerSecond: 20,
};

export function createRealtime(options: RealtimeOptions): Realtime {
  const bus = createBus({ databaseUrl: options.databaseUrl });
  bus.codec(TICKS_CHANNEL, tickCodec);
  bus.subscribe(TICKS_CHANNEL, (payload) => {
    // Delivery is per batch: the hub flushes once per batch, so collect the batch's ticks.
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the tick channel carries only the ticks the engine publishes
    pendingTicks.push(payload as Tick);
    if (!isDeliveryScheduled) {
      isDeliveryScheduled = true;
      // After this turn's I/O: on PostgreSQL the NOTIFYs of one publish arrive over several socket
      // reads, and each hub flush is a write to every subscribed socket, so one flush takes them all.
      setImmediate(deliverPending);
    }
  });
  bus.codec(MEMBER_NOTICES_CHANNEL, {
    toWire: (payload) => payload,
    fromWire: (value) =>
      Array.isArray(value) && value.every((id) => Number.isSafeInteger(id)) ? value : undefined,
  });
  bus.subscribe(MEMBER_NOTICES_CHANNEL, (payload) => {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the member channel carries only the member ids notifyMembers publishes
    realtime.hub?.notifyMembers(new Set(payload as number[]));
  });
  let pendingTicks: Tick[] = [];
  let isDeliveryScheduled = false;
  function deliverPending(): void {
    isDeliveryScheduled = false;
    const ticks = pendingTicks;
    pendingTicks = [];
    realtime.hub?.deliver(ticks);
  }

  const realtime: Realtime = {
    bus,
    hub: null,
    databaseUrl: options.databaseUrl,
    publishTick(tick) {
      bus.publish(TICKS_CHANNEL, tick);
    },
    publishMemberNotices(memberIds) {
      // A NOTIFY holds under 8,000 bytes: a few hundred ids a payload.
      for (let start = 0; start < memberIds.length; start += 500)
        bus.publish(MEMBER_NOTICES_CHANNEL, memberIds.slice(start, start + 500));
    },
    attachHub() {
      realtime.hub ??= createHub({
        heartbeatMs: options.heartbeatMs ?? REALTIME_DEFAULTS.heartbeatMs,
        maxBufferedBytes: options.maxBufferedBytes ?? REALTIME_DEFAULTS.maxBufferedBytes,
        messagesPerSecond: options.messagesPerSecond ?? REALTIME_DEFAULTS.messagesPerSecond,
      });
      return realtime.hub;
    },
    start: () => bus.start(),
    async close() {
      realtime.hub?.close();
      await bus.close();
    },
  };
  return realtime;
}
