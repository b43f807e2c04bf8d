import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import { phaseAt } from '@saham/domain/markets/sessions';
import { MARKET_CODES } from '@saham/domain/markets/types';
import { createMarketClock } from './market-clock.ts';
import { tickRulesOf } from './instrument-params.ts';
import { decimal } from '@saham/domain/markets/decimal';

describe('market clock', () => {
  it('gives the markets module phase at every instant (sampled over two weeks, across DST in New York)', () => {
    for (const code of MARKET_CODES) {
      const market = DEFAULT_MARKETS[code];
      const clock = createMarketClock(market);
      for (
        let instant = Date.parse('2026-10-26T00:00:00Z');
        instant < Date.parse('2026-11-09T00:00:00Z');
        instant += 7 * 60_000
      ) {
        expect(clock.phaseAt(instant), `${code} ${new Date(instant).toISOString()}`).toBe(
          phaseAt(market, new Date(instant)),
        );
      }
    }
  });

  it('rolls the forex trading day at 17:00 New York and counts only days with continuous trading', () => {
    const fx = createMarketClock(DEFAULT_MARKETS.FX);
    // Sunday 22 November 2026, 17:00 in New York (22:00 UTC) opens Monday's trading day.
    expect(fx.tradingDayOf(Date.parse('2026-11-22T21:59:00Z'))).toBe('2026-11-22');
    expect(fx.tradingDayOf(Date.parse('2026-11-22T22:00:00Z'))).toBe('2026-11-23');
    expect(fx.isTradingDay('2026-11-23')).toBe(true);
    expect(fx.isTradingDay('2026-11-22')).toBe(false);
    expect(fx.isTradingDay('2026-11-28')).toBe(false);
    expect(fx.continuousMinutesOf('2026-11-23')).toHaveLength(24 * 60);
    const bursa = createMarketClock(DEFAULT_MARKETS.MY);
    // 09:00–12:30 and 14:30–16:45: 345 minutes; Christmas is a holiday.
    expect(bursa.continuousMinutesOf('2026-11-23')).toHaveLength(345);
    expect(bursa.isTradingDay('2026-12-25')).toBe(false);
    expect(createMarketClock(DEFAULT_MARKETS.CRYPTO).isTradingDay('2026-11-28')).toBe(true);
  });

  it('converts a string tick table and limit rule into the simulator rules once', () => {
    const rules = tickRulesOf(DEFAULT_MARKETS.MY);
    expect(rules.tickAt(decimal('0.995'))).toBe(decimal('0.005'));
    expect(rules.tickAt(decimal('10'))).toBe(decimal('0.02'));
    expect(rules.limits(decimal('10'))).toEqual({ lower: decimal('7'), upper: decimal('13') });
    expect(rules.limits(decimal('0.5'))).toEqual({ lower: decimal('0.2'), upper: decimal('0.8') });
    expect(tickRulesOf(DEFAULT_MARKETS.US).limits(decimal('100'))).toEqual({ lower: null, upper: null });
  });
});
