import { describe, expect, it } from 'vitest';
import { backfill, continuousMinutes, type BackfillRequest } from './backfill.ts';
import { rollUpDays } from './candles.ts';
import { gridBand, isOnTickGrid } from './price.ts';
import { deriveSeed, rngForInstant } from './random.ts';
import { nextTick, type InstrumentParams } from './simulator.ts';
import { BURSA_TICKS, bursaStock, cryptoPair, mytInstant, weekdays } from './test-markets.ts';

const DAY = 86_400_000;

function request(params: InstrumentParams, days: string[], minuteDays: number): BackfillRequest {
  return {
    params,
    instrumentSeed: deriveSeed(2026, params.code),
    tradingDays: days,
    minuteDays,
    continuousMinutesOf: (day) =>
      continuousMinutes(params.phaseAt, mytInstant(day, '00:00:00'), mytInstant(day, '00:00:00') + DAY),
  };
}

const MAYBANK = bursaStock('1155', 98_700n);
const DAYS = weekdays('2025-11-17', 520); // two years of weekdays, ending 2027-11-12

describe('backfill', () => {
  const result = backfill(request(MAYBANK, DAYS, 5));

  it('fills every trading day and the last five with minutes', () => {
    expect(result.days.map((day) => day.date)).toEqual(DAYS);
    const minuteDays = new Set(result.minutes.map((candle) => MAYBANK.tradingDayOf(candle.time)));
    expect([...minuteDays]).toEqual(DAYS.slice(-5));
    expect(result.minutes.length).toBeGreaterThan(5 * 300);
  });

  it('is deterministic', () => {
    expect(backfill(request(MAYBANK, DAYS, 5))).toEqual(result);
    expect(backfill(request({ ...MAYBANK, code: '1295' }, DAYS, 5)).days).not.toEqual(result.days);
  });

  it('minute days are the roll-up of their minutes', () => {
    expect(result.days.slice(-5)).toEqual(rollUpDays(result.minutes, MAYBANK.tradingDayOf));
  });

  it('every daily price is on the grid and inside the limits of the previous close', () => {
    let prevClose = MAYBANK.referencePrice;
    for (const day of result.days) {
      const band = gridBand(prevClose, BURSA_TICKS);
      for (const price of [day.open, day.high, day.low, day.close]) {
        expect(isOnTickGrid(price, BURSA_TICKS)).toBe(true);
        expect(price >= band.lower && price <= (band.upper ?? price)).toBe(true);
      }
      expect(
        day.low <= day.open && day.low <= day.close && day.high >= day.open && day.high >= day.close,
      ).toBe(true);
      expect(day.volume % 100n).toBe(0n);
      prevClose = day.close;
    }
  });

  it("the last backfilled close is the live engine's previous close on the next trading day", () => {
    const lastClose = result.days.at(-1)?.close;
    expect(result.state.last).toBe(lastClose);
    const nextDayOpen = mytInstant('2027-11-15', '09:00:00');
    const seed = deriveSeed(2026, MAYBANK.code);
    const live = nextTick(result.state, MAYBANK, nextDayOpen, rngForInstant(seed, nextDayOpen));
    expect(live.state.tradingDay).toBe('2027-11-15');
    expect(live.state.prevClose).toBe(lastClose);
  });

  it('without minute days the state still continues from the last close', () => {
    const daysOnly = backfill(request(MAYBANK, DAYS.slice(0, 30), 0));
    expect(daysOnly.minutes).toEqual([]);
    const instant = mytInstant('2026-01-01', '09:00:00');
    const live = nextTick(daysOnly.state, MAYBANK, instant, rngForInstant(1, instant));
    expect(live.state.prevClose).toBe(daysOnly.days.at(-1)?.close);
  });

  it('crypto minutes cover the whole day', () => {
    const btc = cryptoPair('BTCUSDT', 6_500_000_000_000n);
    const crypto = backfill({
      params: btc,
      instrumentSeed: deriveSeed(2026, btc.code),
      tradingDays: ['2026-11-21', '2026-11-22'],
      minuteDays: 1,
      continuousMinutesOf: (day) =>
        continuousMinutes(btc.phaseAt, Date.parse(`${day}T00:00:00Z`), Date.parse(`${day}T00:00:00Z`) + DAY),
    });
    expect(crypto.minutes.length).toBeGreaterThan(1400);
    expect(crypto.days.map((day) => day.date)).toEqual(['2026-11-21', '2026-11-22']);
  });
});

describe('continuous minutes of a Bursa day', () => {
  it('are 09:00–12:29 and 14:30–16:44: 345 minutes', () => {
    const minutes = continuousMinutes(
      MAYBANK.phaseAt,
      mytInstant('2026-11-16', '00:00:00'),
      mytInstant('2026-11-17', '00:00:00'),
    );
    expect(minutes.length).toBe(210 + 135);
    expect(minutes[0]).toBe(mytInstant('2026-11-16', '09:00:00'));
    expect(minutes.at(-1)).toBe(mytInstant('2026-11-16', '16:44:00'));
  });
});
