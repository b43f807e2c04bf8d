import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { simulateDay } from './backfill.ts';
import { gridBand, isOnTickGrid, type Price } from './price.ts';
import { deriveSeed, mulberry32, rngForInstant } from './random.ts';
import {
  initialState,
  nextTick,
  snapToGrid,
  type InstrumentParams,
  type SimState,
  type TickEvent,
} from './simulator.ts';
import { BURSA_TICKS, bursaIndex, bursaStock, cryptoPair, forexPair, mytInstant } from './test-markets.ts';

const SEED = 2026;

interface Run {
  events: (TickEvent & { instant?: number })[];
  states: SimState[];
  final: SimState;
}

/** Steps an instrument every `everySeconds` from `from` to `to`, with the instant's generator. */
function run(
  params: InstrumentParams,
  from: number,
  to: number,
  everySeconds: number,
  start?: SimState,
): Run {
  const seed = deriveSeed(SEED, params.code);
  let state = start ?? initialState(params);
  const events: TickEvent[] = [];
  const states: SimState[] = [];
  for (let instant = from; instant < to; instant += everySeconds * 1000) {
    const step = nextTick(state, params, instant, rngForInstant(seed, instant));
    state = step.state;
    events.push(step.event);
    states.push(state);
  }
  return { events, states, final: state };
}

const trades = (events: readonly TickEvent[]) =>
  events.flatMap((event) => (event.kind === 'trade' ? [event] : []));

const MAYBANK = bursaStock('1155', 98_700n);
const MONDAY = '2026-11-16';

describe('determinism', () => {
  it('the same seed gives the same series', () => {
    const from = mytInstant(MONDAY, '08:30:00');
    const to = mytInstant(MONDAY, '17:00:00');
    const first = run(MAYBANK, from, to, 5);
    const second = run(MAYBANK, from, to, 5);
    expect(trades(first.events).length).toBeGreaterThan(1000);
    expect(second.events).toEqual(first.events);
  });

  it('another instrument code gives another series', () => {
    const from = mytInstant(MONDAY, '09:00:00');
    const to = mytInstant(MONDAY, '10:00:00');
    const maybank = trades(run(MAYBANK, from, to, 5).events).map((trade) => trade.price);
    const other = trades(run({ ...MAYBANK, code: '1295' }, from, to, 5).events).map((trade) => trade.price);
    expect(other).not.toEqual(maybank);
  });

  it("adding an instrument does not change another instrument's series", () => {
    const from = mytInstant(MONDAY, '09:00:00');
    const to = mytInstant(MONDAY, '09:30:00');
    const simulate = (instruments: InstrumentParams[]) => {
      const states = new Map(instruments.map((params) => [params.code, initialState(params)]));
      const series = new Map<string, Price[]>(instruments.map((params) => [params.code, []]));
      for (let instant = from; instant < to; instant += 1000) {
        for (const params of instruments) {
          const step = nextTick(
            states.get(params.code) ?? initialState(params),
            params,
            instant,
            rngForInstant(deriveSeed(SEED, params.code), instant),
          );
          states.set(params.code, step.state);
          if (step.event.kind === 'trade') series.get(params.code)?.push(step.event.price);
        }
      }
      return series.get('1155');
    };
    const alone = simulate([MAYBANK]);
    const withOthers = simulate([bursaStock('0166', 16_000n), MAYBANK, bursaStock('5347', 135_000n)]);
    expect(withOthers).toEqual(alone);
  });

  it('a tick depends on the instant, not on how many steps came before', () => {
    const seed = deriveSeed(SEED, '1155');
    const state = {
      ...initialState(MAYBANK),
      tradingDay: MONDAY,
      lastInstant: mytInstant(MONDAY, '10:00:00'),
    };
    const instant = mytInstant(MONDAY, '10:00:01');
    const once = nextTick(state, MAYBANK, instant, rngForInstant(seed, instant));
    const again = nextTick(state, MAYBANK, instant, rngForInstant(seed, instant));
    expect(again).toEqual(once);
  });
});

describe('phases', () => {
  it('produces nothing and keeps the state when closed: nights, the lunch break, weekends, holidays', () => {
    const holidayParams = bursaStock('1155', 98_700n, new Set(['2026-11-17']));
    const state = initialState(holidayParams);
    const closedInstants = [
      mytInstant(MONDAY, '03:00:00'),
      mytInstant(MONDAY, '08:29:59'),
      mytInstant(MONDAY, '13:00:00'),
      mytInstant(MONDAY, '17:00:00'),
      mytInstant('2026-11-17', '10:00:00'), // the holiday
      mytInstant('2026-11-21', '10:00:00'), // Saturday
      mytInstant('2026-11-22', '10:00:00'), // Sunday
    ];
    for (const instant of closedInstants) {
      const step = nextTick(state, holidayParams, instant, mulberry32(1));
      expect(step.event).toEqual({ kind: 'none' });
      expect(step.state).toBe(state);
    }
  });

  it('no trade happens outside continuous trading over a whole week', () => {
    const params = bursaStock('1155', 98_700n, new Set(['2026-11-18']));
    const week = run(params, mytInstant(MONDAY, '00:00:00'), mytInstant('2026-11-23', '00:00:00'), 30);
    for (const trade of trades(week.events)) expect(params.phaseAt(trade.instant)).toBe('continuous');
    const tradingDays = new Set(trades(week.events).map((trade) => params.tradingDayOf(trade.instant)));
    expect([...tradingDays]).toEqual(['2026-11-16', '2026-11-17', '2026-11-19', '2026-11-20']);
  });

  it('pre-open moves only an indicative price; the first continuous trade opens the day from it', () => {
    const morning = run(MAYBANK, mytInstant(MONDAY, '08:30:00'), mytInstant(MONDAY, '09:00:05'), 5);
    const preOpen = morning.events.slice(0, 360);
    expect(preOpen.every((event) => event.kind === 'indicative')).toBe(true);
    const beforeOpen = morning.states[359];
    expect(beforeOpen?.open).toBeNull();
    expect(beforeOpen?.volume).toBe(0n);
    expect(beforeOpen?.last).toBe(98_700n);
    const firstTrade = trades(morning.events)[0];
    expect(firstTrade).toBeDefined();
    expect(morning.final.open).toBe(firstTrade?.price);
    expect(morning.final.indicative).toBeNull();
  });

  it('the closing auction moves an indicative price and keeps the close at the last trade', () => {
    const day = run(MAYBANK, mytInstant(MONDAY, '16:40:00'), mytInstant(MONDAY, '17:00:00'), 5);
    const lastTrade = trades(day.events).at(-1);
    expect(day.events.slice(-180).every((event) => event.kind === 'indicative')).toBe(true);
    expect(day.final.last).toBe(lastTrade?.price);
  });

  it('crypto trades around the clock, every day of the week', () => {
    const btc = cryptoPair('BTCUSDT', 6_500_000_000_000n);
    const sunday = run(btc, Date.parse('2026-11-22T00:00:00Z'), Date.parse('2026-11-22T00:10:00Z'), 1);
    expect(trades(sunday.events).length).toBeGreaterThan(500);
  });
});

describe('prices on the grid and inside the limits', () => {
  it('every trade and indicative price is on the grid and inside the day band, from any start', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(700n, 9_950n, 9_990n, 10_000n, 99_980n, 100_000n, 999_000n, 1_000_000n, 55_555n),
        (seed, start) => {
          const params = { ...bursaStock(`S${seed}`, start), volatility: { annualVolatility: 3 } };
          const days = run(params, mytInstant(MONDAY, '08:30:00'), mytInstant('2026-11-18', '17:00:00'), 30);
          let checked = 0;
          days.events.forEach((event, index) => {
            if (event.kind === 'none') return;
            const state = days.states[index];
            if (state === undefined) throw new Error('missing state');
            const band = gridBand(state.prevClose, BURSA_TICKS);
            expect(isOnTickGrid(event.price, BURSA_TICKS)).toBe(true);
            expect(event.price >= band.lower && event.price <= (band.upper ?? event.price)).toBe(true);
            checked += 1;
          });
          expect(checked).toBeGreaterThan(100);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('a price driven hard upward stops at the upper limit (RM 9.87 + 30 % → RM 12.82)', () => {
    const params = {
      ...MAYBANK,
      referencePrice: 10_000_000n,
      volatility: { meanReversionPerYear: 5_000_000 },
    };
    const start = initialState(params, 98_700n);
    const day = run(params, mytInstant(MONDAY, '09:00:00'), mytInstant(MONDAY, '12:30:00'), 5, start);
    expect(day.final.prevClose).toBe(98_700n);
    expect(day.final.high).toBe(128_200n);
    expect(trades(day.events).every((trade) => trade.price <= 128_200n)).toBe(true);
  });

  it('snaps any price to the nearest grid price', () => {
    expect(snapToGrid(98_749n, BURSA_TICKS)).toBe(98_700n);
    expect(snapToGrid(98_750n, BURSA_TICKS)).toBe(98_800n);
    expect(snapToGrid(99_995n, BURSA_TICKS)).toBe(100_000n);
    expect(snapToGrid(1n, BURSA_TICKS)).toBe(50n);
  });
});

describe('day statistics, volume and turnover', () => {
  it('keeps open, high, low, volume and turnover of the day and rolls the previous close', () => {
    const monday = run(MAYBANK, mytInstant(MONDAY, '08:30:00'), mytInstant(MONDAY, '17:00:00'), 10);
    const mondayTrades = trades(monday.events);
    const prices = mondayTrades.map((trade) => trade.price);
    expect(monday.final.tradingDay).toBe(MONDAY);
    expect(monday.final.open).toBe(prices[0]);
    expect(monday.final.high).toBe(prices.reduce((a, b) => (b > a ? b : a)));
    expect(monday.final.low).toBe(prices.reduce((a, b) => (b < a ? b : a)));
    expect(monday.final.last).toBe(prices.at(-1));
    expect(monday.final.volume).toBe(mondayTrades.reduce((sum, trade) => sum + trade.volume, 0n));
    expect(monday.final.turnover).toBe(mondayTrades.reduce((sum, trade) => sum + trade.turnover, 0n));
    const tuesday = run(
      MAYBANK,
      mytInstant('2026-11-17', '09:00:00'),
      mytInstant('2026-11-17', '09:01:00'),
      10,
      monday.final,
    );
    expect(tuesday.final.prevClose).toBe(monday.final.last);
    expect(tuesday.final.open).toBe(trades(tuesday.events)[0]?.price);
    expect(tuesday.final.volume).toBe(trades(tuesday.events).reduce((sum, trade) => sum + trade.volume, 0n));
  });

  it('trades whole board lots, with turnover = price × volume exactly', () => {
    const morning = trades(
      run(MAYBANK, mytInstant(MONDAY, '09:00:00'), mytInstant(MONDAY, '10:00:00'), 1).events,
    );
    expect(morning.length).toBeGreaterThan(1000);
    for (const trade of morning) {
      expect(trade.volume > 0n && trade.volume % 100n === 0n).toBe(true);
      expect(trade.turnover).toBe(trade.price * trade.volume);
    }
  });

  it('an index moves without volume', () => {
    const klci = bursaIndex('FBMKLCI', 16_050_000n);
    const morning = trades(
      run(klci, mytInstant(MONDAY, '09:00:00'), mytInstant(MONDAY, '09:10:00'), 1).events,
    );
    expect(morning.length).toBe(600);
    expect(morning.every((trade) => trade.volume === 0n && trade.turnover === 0n)).toBe(true);
  });
});

describe('volatility by asset class and mean reversion', () => {
  function dailyReturns(params: InstrumentParams, days: number): { stdev: number; closes: bigint[] } {
    let close = params.referencePrice;
    const closes: bigint[] = [];
    const returns: number[] = [];
    for (let index = 0; index < days; index += 1) {
      const candle = simulateDay(
        params,
        close,
        `d${index}`,
        mulberry32(deriveSeed(SEED, `${params.code}${index}`)),
      );
      returns.push(Number(candle.close - close) / Number(close));
      close = candle.close;
      closes.push(close);
    }
    const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
    const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / returns.length;
    return { stdev: Math.sqrt(variance), closes };
  }

  it('crypto moves more than shares, shares more than indices, indices more than forex', () => {
    const crypto = dailyReturns(cryptoPair('BTCUSDT', 6_500_000_000_000n), 1000).stdev;
    const stock = dailyReturns(bursaStock('5347', 1_350_000n), 1000).stdev;
    const index = dailyReturns(bursaIndex('FBMKLCI', 16_050_000n), 1000).stdev;
    const forex = dailyReturns(forexPair('EURUSD', 108_500_000n), 1000).stdev;
    expect(crypto).toBeGreaterThan(stock);
    expect(stock).toBeGreaterThan(index);
    expect(index).toBeGreaterThan(forex);
    // about 30 %/√252 for shares and 70 %/√365 for crypto
    expect(stock).toBeGreaterThan(0.012);
    expect(stock).toBeLessThan(0.03);
    expect(crypto).toBeGreaterThan(0.025);
    expect(crypto).toBeLessThan(0.05);
  });

  it('ten years of days stay within a plausible range of the reference price', () => {
    for (const code of ['1155', '1295', '5347', '0166', '7084']) {
      const { closes } = dailyReturns(bursaStock(code, 98_700n), 2520);
      const highest = closes.reduce((a, b) => (b > a ? b : a));
      const lowest = closes.reduce((a, b) => (b < a ? b : a));
      expect(highest < 98_700n * 4n).toBe(true);
      expect(lowest > 98_700n / 4n).toBe(true);
    }
  });

  it('without mean reversion the same walk wanders further (the pull does the work)', () => {
    const pulled = dailyReturns(bursaStock('1155', 98_700n), 2520).closes;
    const free = dailyReturns(
      { ...bursaStock('1155', 98_700n), volatility: { meanReversionPerYear: 0 } },
      2520,
    ).closes;
    const spread = (closes: bigint[]) =>
      closes.reduce((sum, close) => sum + Math.abs(Math.log(Number(close) / 98_700)), 0) / closes.length;
    expect(spread(free)).toBeGreaterThan(spread(pulled));
  });
});
