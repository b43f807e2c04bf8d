// The active price alerts of a process, indexed for an engine round (issue 16 §5): per instrument,
// "above" levels ascending, "below" levels descending and "change" percents ascending, so a quote
// meets a prefix of each list and a round finds the alerts it fires with three binary searches per
// instrument — O(fired + log n), never a scan of every alert. Pure data: the server fills it from the
// database and keeps it in step (modules/alerts/alert-watch.ts); the database decides what fired.
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
  /** Ascending: a last price at or above a level meets a prefix. */
  above: BookAlert[];
  /** Descending: a last price at or below a level meets a prefix. */
  below: BookAlert[];
  /** Ascending: a change of at least a percent meets a prefix. */
  change: BookAlert[];
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
      lists = { above: [], below: [], change: [] };
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
    for (const [symbol, lists] of this.bySymbol) {
      const quote = quoteOf(symbol);
      if (quote === null) continue;
      const { last } = quote;
      const above = metCount(lists.above, (level) => last >= level);
      for (let index = 0; index < above; index += 1) found.push(lists.above[index]!);
      const below = metCount(lists.below, (level) => last <= level);
      for (let index = 0; index < below; index += 1) found.push(lists.below[index]!);
      if (lists.change.length > 0 && quote.prevClose > 0n) {
        const percent = absoluteChangePercent(quote);
        const changed = metCount(lists.change, (threshold) => threshold <= percent);
        for (let index = 0; index < changed; index += 1) found.push(lists.change[index]!);
      }
    }
    return found.sort((a, b) => a.id - b.id);
  }

  /** Every alert, by id (tests). */
  alerts(): BookAlert[] {
    return [...this.byId.values()].sort((a, b) => a.id - b.id);
  }
}
