// The active price alerts of a process, indexed for an engine round (issue 16 §5): per instrument,
// "above" levels ascending, "below" levels descending and "change" percents ascending, so a quote
// meets a prefix of each list and a round finds the alerts it fires with three binary searches per
// instrument — O(fired + log n), never a scan of every alert. Pure data: the server fills it from the
// database and keeps it in step (modules/alerts/alert-watch.ts); the database decides what fired.
import { DECIMAL_FACTOR } from '../markets/decimal.ts';
import { absoluteChangePercent, type AlertKind, type AlertQuote } from './price-alerts.ts';

export interface BookAlert {
  id: number;
  memberId: number;
  symbol: string;
  kind: AlertKind;
  /** Scaled by 10^8 (markets/decimal.ts). */
  threshold: bigint;
}

interface InstrumentAlerts {
  symbol: string;
  /** Ascending: a last price at or above a level meets a prefix. */
  above: BookAlert[];
  /** Descending: a last price at or below a level meets a prefix. */
  below: BookAlert[];
  /** Ascending: a change of at least a percent meets a prefix. */
  change: BookAlert[];
  /**
   * The prices at which the first change alert fires, for one previous close: at or above `up`, at or
   * below `down` (exact: |Δ| × 100 ≥ N × prevClose ⇔ |Δ| ≥ ⌈N × prevClose ÷ 100⌉). Recomputed when the
   * previous close or the first change alert changes, so a round compares, it does not divide.
   */
  band: { prevClose: bigint; headId: number; up: bigint; down: bigint } | null;
}

/** The band of prices a change alert of `percent` (scaled) fires outside, around `prevClose`. */
function changeBand(percent: bigint, prevClose: bigint): { up: bigint; down: bigint } {
  const move = (percent * prevClose + 100n * DECIMAL_FACTOR - 1n) / (100n * DECIMAL_FACTOR);
  return { up: prevClose + move, down: prevClose - move };
}

/** Whether `a` sorts before `b` in its list (ties by id, so a place is unique). */
function before(a: BookAlert, b: BookAlert): boolean {
  if (a.threshold !== b.threshold)
    return a.kind === 'below' ? a.threshold > b.threshold : a.threshold < b.threshold;
  return a.id < b.id;
}

function placeOf(list: readonly BookAlert[], alert: BookAlert): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(list[middle]!, alert)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many of the list's first alerts `value` meets (`isMet` is monotone along the list). */
function metCount(list: readonly BookAlert[], isMet: (threshold: bigint) => boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isMet(list[middle]!.threshold)) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class AlertBook {
  private readonly byId = new Map<number, BookAlert>();
  private readonly bySymbol = new Map<string, InstrumentAlerts>();

  get size(): number {
    return this.byId.size;
  }

  has(alertId: number): boolean {
    return this.byId.has(alertId);
  }

  /** The instruments with at least one alert. */
  symbols(): IterableIterator<string> {
    return this.bySymbol.keys();
  }

  /** Adds an alert (again: nothing). */
  add(alert: BookAlert): void {
    if (this.byId.has(alert.id)) return;
    this.byId.set(alert.id, alert);
    let lists = this.bySymbol.get(alert.symbol);
    if (!lists) {
      lists = { symbol: alert.symbol, above: [], below: [], change: [], band: null };
      this.bySymbol.set(alert.symbol, lists);
    }
    const list = lists[alert.kind];
    list.splice(placeOf(list, alert), 0, alert);
  }

  /** Removes an alert (not there: nothing). */
  remove(alertId: number): void {
    const alert = this.byId.get(alertId);
    if (!alert) return;
    this.byId.delete(alertId);
    const lists = this.bySymbol.get(alert.symbol);
    if (!lists) return;
    const list = lists[alert.kind];
    const index = placeOf(list, alert);
    if (list[index]?.id === alertId) list.splice(index, 1);
    if (lists.above.length + lists.below.length + lists.change.length === 0)
      this.bySymbol.delete(alert.symbol);
  }

  /**
   * The alerts the instruments' quotes meet (`quoteOf` answers null for an instrument without one),
   * by id. They stay in the book: the caller removes those it fired.
   */
  met(quoteOf: (symbol: string) => AlertQuote | null): BookAlert[] {
    const found: BookAlert[] = [];
    for (const lists of this.bySymbol.values()) {
      const quote = quoteOf(lists.symbol);
      if (quote === null) continue;
      const { last } = quote;
      // Most rounds cross nothing: one comparison with each list's first threshold says so.
      const { above, below, change } = lists;
      if (above.length > 0 && last >= above[0]!.threshold) {
        const count = metCount(above, (level) => last >= level);
        for (let index = 0; index < count; index += 1) found.push(above[index]!);
      }
      if (below.length > 0 && last <= below[0]!.threshold) {
        const count = metCount(below, (level) => last <= level);
        for (let index = 0; index < count; index += 1) found.push(below[index]!);
      }
      if (change.length > 0 && quote.prevClose > 0n) {
        const head = change[0]!;
        let band = lists.band;
        if (band === null || band.prevClose !== quote.prevClose || band.headId !== head.id) {
          band = {
            prevClose: quote.prevClose,
            headId: head.id,
            ...changeBand(head.threshold, quote.prevClose),
          };
          lists.band = band;
        }
        if (last >= band.up || last <= band.down) {
          const percent = absoluteChangePercent(quote);
          const count = metCount(change, (threshold) => threshold <= percent);
          for (let index = 0; index < count; index += 1) found.push(change[index]!);
        }
      }
    }
    return found.sort((a, b) => a.id - b.id);
  }

  /** Every alert, by id (tests). */
  alerts(): BookAlert[] {
    return [...this.byId.values()].sort((a, b) => a.id - b.id);
  }
}
