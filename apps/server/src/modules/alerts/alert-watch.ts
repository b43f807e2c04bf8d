// A process's watch over the active price alerts (issue 16 §5). The alerts live in memory in an
// AlertBook (domain alerts/alert-book.ts: per instrument, thresholds sorted so a round reads only the
// crossed ones), so an engine round's check touches the database only for alerts that fire.
//
// Kept in step over the bus (channel `price_alerts`, LISTEN/NOTIFY on PostgreSQL): every process
// publishes the alerts its members create and delete once committed, and the watch applies them. It
// is built from the database at its first round and rebuilt every REBUILD_MS (which repairs a missed
// notification). The book is never trusted: an alert fires through one guarded update
// (`… where fired_at is null returning`) in the transaction that writes its notice, so two rounds
// racing — two processes, or a watch and a stale one — fire each alert exactly once; an alert another
// process fired or deleted simply comes back from the update as nothing, and leaves the book.
import { AlertBook, type BookAlert } from '@saham/domain/alerts/alert-book';
import { ALERT_KINDS, type AlertKind, type AlertQuote } from '@saham/domain/alerts/price-alerts';
import { DECIMAL_SCALE, decimal, divideRounded, formatDecimal } from '@saham/domain/markets/decimal';
import type { Services } from '../../http/context.ts';
import type { Bus } from '../../realtime/bus.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notices } from '../../db/schema.ts';
import { PRICE_DECIMALS, priceText } from '../quotes/instrument-params.ts';
import type { TickRound } from '../quotes/tick-round-hooks.ts';
import { alertNotice } from './alert-notices.ts';
import { findActiveAlerts, findAlertInstruments, markAlertsFired } from './repo.ts';

export const ALERTS_CHANNEL = 'price_alerts';
/** How often (ms of wall time) a watch rebuilds its book from the database. */
export const REBUILD_MS = 60_000;

/** An alert as the bus carries it (its threshold as a decimal string). */
export interface AlertOnWire {
  id: number;
  memberId: number;
  symbol: string;
  kind: AlertKind;
  threshold: string;
}

export type AlertEvent = { op: 'add'; alert: AlertOnWire } | { op: 'remove'; id: number };

function isAlertOnWire(value: unknown): value is AlertOnWire {
  if (typeof value !== 'object' || value === null) return false;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a notification payload from PostgreSQL, checked field by field below
  const alert = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(alert.id) &&
    Number.isSafeInteger(alert.memberId) &&
    typeof alert.symbol === 'string' &&
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- includes() needs the list's type; the value is checked against it here
    ALERT_KINDS.includes(alert.kind as AlertKind) &&
    typeof alert.threshold === 'string' &&
    /^\d{1,15}(\.\d{1,8})?$/.test(alert.threshold)
  );
}

/** An event from another process, checked at that boundary (anyone with a connection can NOTIFY). */
export function alertEventFromWire(value: unknown): AlertEvent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a notification payload from PostgreSQL, checked field by field below
  const event = value as Record<string, unknown>;
  if (event.op === 'remove' && Number.isSafeInteger(event.id))
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- isAlertEvent checked that the id is a number
    return { op: 'remove', id: event.id as number };
  if (event.op === 'add' && isAlertOnWire(event.alert)) return { op: 'add', alert: event.alert };
  return undefined;
}

function bookAlertOf(alert: AlertOnWire): BookAlert {
  return { ...alert, threshold: decimal(alert.threshold) };
}

/** The engine's price (PRICE_DECIMALS) at the decimal scale of the book. */
function scaled(price: bigint): bigint {
  return PRICE_DECIMALS === DECIMAL_SCALE ? price : decimal(priceText(price));
}

/** The signed day's change in percent, two decimals, rounded half up ("-3.25"). */
export function changePercentText(quote: AlertQuote): string {
  if (quote.prevClose <= 0n) return '0.00';
  const move = quote.last - quote.prevClose;
  const magnitude = divideRounded((move < 0n ? -move : move) * 100n * 100n, quote.prevClose, 'half_up');
  const text = formatDecimal(magnitude * 10n ** BigInt(DECIMAL_SCALE - 2), 2);
  return move < 0n && magnitude > 0n ? `-${text}` : text;
}

export class AlertWatch {
  private book = new AlertBook();
  private builtAt: number | null = null;
  /** While a build reads the database: the events that arrived meanwhile, replayed onto its result. */
  private duringBuild: AlertEvent[] | null = null;
  private readonly stopListening: () => void;

  private readonly services: Services;

  constructor(services: Services) {
    this.services = services;
    this.stopListening = withCodec(services.realtime.bus).subscribe(ALERTS_CHANNEL, (payload) => {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the alert channel carries only what publishAlertEvent sends
      this.apply(payload as AlertEvent);
    });
  }

  /** The alerts the book holds (tests, the bench). */
  get size(): number {
    return this.book.size;
  }

  /** Whether the book holds an alert (tests). */
  has(alertId: number): boolean {
    return this.book.has(alertId);
  }

  private apply(event: AlertEvent): void {
    if (event.op === 'add') this.book.add(bookAlertOf(event.alert));
    else this.book.remove(event.id);
    this.duringBuild?.push(event);
  }

  /** Reads every active alert into a new book. */
  async build(): Promise<void> {
    const events: AlertEvent[] = [];
    this.duringBuild = events;
    try {
      const rows = await findActiveAlerts(this.services.db);
      const book = new AlertBook();
      for (const row of rows) book.add({ ...row, threshold: decimal(row.threshold) });
      for (const event of events) {
        if (event.op === 'add') book.add(bookAlertOf(event.alert));
        else book.remove(event.id);
      }
      this.book = book;
      this.builtAt = Date.now();
    } finally {
      this.duringBuild = null;
    }
  }

  /**
   * One engine round: the alerts the round's prices meet are fired (each once, with its notice, in
   * one transaction) and leave the book; their members' open apps are told. Answers how many fired.
   */
  async runRound(round: TickRound): Promise<number> {
    if (this.builtAt === null || Date.now() - this.builtAt >= REBUILD_MS) await this.build();
    const quotes = new Map<string, AlertQuote | null>();
    const quoteOf = (symbol: string): AlertQuote | null => {
      if (quotes.has(symbol)) return quotes.get(symbol) ?? null;
      const state = round.stateOf(symbol);
      const quote = state ? { last: scaled(state.last), prevClose: scaled(state.prevClose) } : null;
      quotes.set(symbol, quote);
      return quote;
    };
    const met = this.book.met(quoteOf);
    if (met.length === 0) return 0;
    const bySymbol = new Map<string, number[]>();
    for (const alert of met) bySymbol.set(alert.symbol, [...(bySymbol.get(alert.symbol) ?? []), alert.id]);
    const now = new Date(round.instant);
    const fired = await inTransaction(this.services.db, async (tx) => {
      const rows = [];
      for (const [symbol, ids] of bySymbol) {
        const quote = quoteOf(symbol);
        if (quote === null) continue;
        const price = formatDecimal(quote.last, 2);
        const changePercent = changePercentText(quote);
        for (const row of await markAlertsFired(tx, ids, price, now))
          rows.push({ ...row, price, changePercent });
      }
      if (rows.length === 0) return rows;
      const instruments = new Map(
        (await findAlertInstruments(tx, [...new Set(rows.map((row) => row.instrumentId))])).map((row) => [
          row.id,
          row,
        ]),
      );
      await tx.insert(notices).values(
        rows.flatMap((row) => {
          const instrument = instruments.get(row.instrumentId);
          if (!instrument) return [];
          const { title, content } = alertNotice({ ...row, ...instrument });
          return [{ memberId: row.memberId, title, content, createdBy: 'system', createdAt: now }];
        }),
      );
      return rows;
    });
    // Fired here or elsewhere, or deleted: none of them is active any more.
    for (const alert of met) this.book.remove(alert.id);
    if (fired.length > 0)
      this.services.realtime.publishMemberNotices([...new Set(fired.map((row) => row.memberId))]);
    return fired.length;
  }

  /** Stops following the bus. */
  close(): void {
    this.stopListening();
  }
}

const watches = new WeakMap<Services, AlertWatch>();

/** The watch of an app's services (the job's), created on first use. */
export function alertWatchOf(services: Services): AlertWatch {
  let watch = watches.get(services);
  if (!watch) {
    watch = new AlertWatch(services);
    watches.set(services, watch);
  }
  return watch;
}

const codecSet = new WeakSet<Bus>();

/** Sets the wire check of the alerts channel, once per bus. */
function withCodec(bus: Bus): Bus {
  if (!codecSet.has(bus)) {
    bus.codec(ALERTS_CHANNEL, { toWire: (payload) => payload, fromWire: alertEventFromWire });
    codecSet.add(bus);
  }
  return bus;
}

/** Tells every process's watch of an alert created or deleted (call once its transaction committed). */
export function publishAlertEvent(services: Services, event: AlertEvent): void {
  withCodec(services.realtime.bus).publish(ALERTS_CHANNEL, event);
}
