import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_MARKETS } from './defaults.ts';
import {
  addTradingDays,
  isLocked,
  isTradingDay,
  lockedUntil,
  marketMoment,
  nextOpen,
  phaseAt,
  zonedInstant,
} from './sessions.ts';

const { MY, US, HK, JP, CN, CRYPTO, FX } = DEFAULT_MARKETS;
const at = (iso: string) => new Date(iso);

describe('Bursa Malaysia phases (Malaysia time, UTC+8)', () => {
  // Tuesday 24 November 2026, an ordinary trading day.
  it.each([
    ['2026-11-24T00:29:00Z', 'closed'], // 08:29
    ['2026-11-24T00:45:00Z', 'pre_open'], // 08:45
    ['2026-11-24T01:00:00Z', 'continuous'], // 09:00
    ['2026-11-24T04:29:00Z', 'continuous'], // 12:29
    ['2026-11-24T04:30:00Z', 'closed'], // 12:30 lunch
    ['2026-11-24T04:45:00Z', 'closed'], // 12:45 lunch break
    ['2026-11-24T06:10:00Z', 'pre_open'], // 14:10
    ['2026-11-24T06:30:00Z', 'continuous'], // 14:30
    ['2026-11-24T08:50:00Z', 'closing_auction'], // 16:50
    ['2026-11-24T09:00:00Z', 'closed'], // 17:00
  ] as const)('%s is %s', (instant, phase) => {
    expect(phaseAt(MY, at(instant))).toBe(phase);
  });

  it('is closed on Saturday and on a public holiday (National Day, Monday 31 August 2026)', () => {
    expect(phaseAt(MY, at('2026-11-28T02:00:00Z'))).toBe('closed');
    expect(phaseAt(MY, at('2026-08-31T02:00:00Z'))).toBe('closed');
    expect(isTradingDay(MY, '2026-08-31')).toBe(false);
    expect(isTradingDay(MY, '2026-09-01')).toBe(true);
    expect(isTradingDay(MY, '2026-11-28')).toBe(false);
  });

  it('trades the morning only on a half day (Chinese New Year eve 2026)', () => {
    expect(phaseAt(MY, at('2026-02-16T02:00:00Z'))).toBe('continuous'); // 10:00
    expect(phaseAt(MY, at('2026-02-16T06:45:00Z'))).toBe('closed'); // 14:45
    expect(phaseAt(MY, at('2026-02-17T02:00:00Z'))).toBe('closed'); // Chinese New Year
  });

  it('next opening: after the close, the next morning pre-open; over a holiday, the day after', () => {
    expect(nextOpen(MY, at('2026-11-24T09:30:00Z'))?.toISOString()).toBe('2026-11-25T00:30:00.000Z');
    expect(nextOpen(MY, at('2026-11-24T04:45:00Z'))?.toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(nextOpen(MY, at('2026-11-24T04:45:00Z'), ['continuous'])?.toISOString()).toBe(
      '2026-11-24T06:30:00.000Z',
    );
    // Friday 28 August evening → Monday 31 August is National Day → Tuesday 1 September 08:30.
    expect(nextOpen(MY, at('2026-08-28T10:00:00Z'))?.toISOString()).toBe('2026-09-01T00:30:00.000Z');
    // Already open: the instant itself.
    expect(nextOpen(MY, at('2026-11-24T02:00:00Z'))?.toISOString()).toBe('2026-11-24T02:00:00.000Z');
  });
});

describe('US daylight saving', () => {
  it('opens at 09:30 New York: 13:30 UTC in summer, 14:30 UTC in winter', () => {
    // Summer (EDT, UTC−4): Friday 30 October 2026.
    expect(phaseAt(US, at('2026-10-30T13:29:00Z'))).toBe('pre_open');
    expect(phaseAt(US, at('2026-10-30T13:30:00Z'))).toBe('continuous');
    // Winter (EST, UTC−5) after 1 November 2026: Monday 2 November.
    expect(phaseAt(US, at('2026-11-02T13:30:00Z'))).toBe('pre_open');
    expect(phaseAt(US, at('2026-11-02T14:30:00Z'))).toBe('continuous');
    expect(phaseAt(US, at('2026-11-02T21:00:00Z'))).toBe('closed');
  });

  it('finds the next opening across the switch and the weekend', () => {
    expect(nextOpen(US, at('2026-10-30T21:00:00Z'), ['continuous'])?.toISOString()).toBe(
      '2026-11-02T14:30:00.000Z',
    );
    expect(zonedInstant('America/New_York', '2026-03-09', 570).toISOString()).toBe(
      '2026-03-09T13:30:00.000Z',
    );
    expect(zonedInstant('America/New_York', '2026-03-06', 570).toISOString()).toBe(
      '2026-03-06T14:30:00.000Z',
    );
  });

  it('closes at 13:00 on the day after Thanksgiving and not at all on Thanksgiving', () => {
    expect(phaseAt(US, at('2026-11-26T15:00:00Z'))).toBe('closed');
    expect(phaseAt(US, at('2026-11-27T17:59:00Z'))).toBe('continuous');
    expect(phaseAt(US, at('2026-11-27T18:00:00Z'))).toBe('closed');
  });
});

describe('other markets', () => {
  it('Hong Kong has a lunch break and a closing auction', () => {
    expect(phaseAt(HK, at('2026-11-24T01:25:00Z'))).toBe('auction'); // 09:25
    expect(phaseAt(HK, at('2026-11-24T04:30:00Z'))).toBe('closed'); // 12:30
    expect(phaseAt(HK, at('2026-11-24T08:05:00Z'))).toBe('closing_auction'); // 16:05
  });

  it('Tokyo and Shanghai', () => {
    expect(phaseAt(JP, at('2026-11-24T00:00:00Z'))).toBe('continuous'); // 09:00 JST
    expect(phaseAt(JP, at('2026-11-23T00:00:00Z'))).toBe('closed'); // Labour Thanksgiving Day
    expect(phaseAt(CN, at('2026-11-24T01:20:00Z'))).toBe('auction'); // 09:20 CST
    expect(phaseAt(CN, at('2026-11-24T06:58:00Z'))).toBe('closing_auction'); // 14:58
  });

  it('crypto trades every minute of every day', () => {
    for (const instant of ['2026-11-28T00:00:00Z', '2026-11-29T23:59:00Z', '2026-12-25T12:00:00Z']) {
      expect(phaseAt(CRYPTO, at(instant))).toBe('continuous');
    }
  });

  it('forex runs from Sunday 17:00 to Friday 17:00 New York time', () => {
    // Friday 27 November 2026 (EST): 16:59 open, 17:00 closed.
    expect(phaseAt(FX, at('2026-11-27T21:59:00Z'))).toBe('continuous');
    expect(phaseAt(FX, at('2026-11-27T22:00:00Z'))).toBe('closed');
    expect(phaseAt(FX, at('2026-11-28T15:00:00Z'))).toBe('closed'); // Saturday
    expect(phaseAt(FX, at('2026-11-29T21:59:00Z'))).toBe('closed'); // Sunday 16:59
    expect(phaseAt(FX, at('2026-11-29T22:00:00Z'))).toBe('continuous'); // Sunday 17:00
    expect(phaseAt(FX, at('2026-11-25T05:00:00Z'))).toBe('continuous'); // Wednesday midnight
    expect(nextOpen(FX, at('2026-11-28T15:00:00Z'))?.toISOString()).toBe('2026-11-29T22:00:00.000Z');
    // Summer: Friday 17:00 EDT is 21:00 UTC.
    expect(phaseAt(FX, at('2026-07-10T20:59:00Z'))).toBe('continuous');
    expect(phaseAt(FX, at('2026-07-10T21:00:00Z'))).toBe('closed');
  });
});

describe('trading days and locks', () => {
  it('reads the local date in the market timezone', () => {
    expect(marketMoment(MY, at('2026-11-24T16:30:00Z'))).toEqual({
      date: '2026-11-25',
      isoWeekday: 3,
      minute: 30,
    });
  });

  it('counts trading days over weekends and holidays', () => {
    expect(addTradingDays(MY, '2026-08-28', 1)).toBe('2026-09-01');
    expect(addTradingDays(MY, '2026-11-24', 2)).toBe('2026-11-26');
  });

  it('T+1 lock: a Bursa buy on Friday can be sold from Monday’s pre-open', () => {
    const opened = at('2026-11-27T03:00:00Z'); // Friday 11:00 MYT
    expect(lockedUntil(MY, opened).toISOString()).toBe('2026-11-30T00:30:00.000Z');
    expect(isLocked(MY, opened, at('2026-11-27T08:00:00Z'))).toBe(true);
    expect(isLocked(MY, opened, at('2026-11-30T00:30:00Z'))).toBe(false);
  });

  it('minute locks and no lock', () => {
    const opened = at('2026-11-24T15:00:00Z');
    expect(lockedUntil({ ...US, lock: { kind: 'minutes', minutes: 30 } }, opened).toISOString()).toBe(
      '2026-11-24T15:30:00.000Z',
    );
    expect(lockedUntil(US, opened)).toEqual(opened);
    expect(lockedUntil({ ...MY, lock: { kind: 'days', days: 0 } }, opened)).toEqual(opened);
  });
});

describe('local time from the zone offset of each quarter hour', () => {
  // Asserts the memoised offset against the platform's own formatting, across daylight-saving changes
  // (New York, Sydney), a 45-minute zone (Chatham) and the markets' own zones.
  const zones = [
    'America/New_York',
    'Australia/Sydney',
    'Pacific/Chatham',
    'Asia/Kuala_Lumpur',
    'Asia/Tokyo',
  ];
  const direct = (timezone: string, instant: Date) => {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(instant);
    const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    const date = `${field('year')}-${String(field('month')).padStart(2, '0')}-${String(field('day')).padStart(2, '0')}`;
    return { date, minute: field('hour') * 60 + field('minute') };
  };

  it('matches the platform at random instants, in any order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 0, 1) }),
        (timezone, millis) => {
          const instant = new Date(millis);
          const { date, minute } = marketMoment({ timezone }, instant);
          expect({ date, minute }).toEqual(direct(timezone, instant));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('changes at the daylight-saving instant itself, not at the next quarter hour', () => {
    // New York springs forward at 2026-03-08 07:00 UTC (02:00 EST becomes 03:00 EDT).
    const before = new Date('2026-03-08T06:59:59.999Z');
    const after = new Date('2026-03-08T07:00:00Z');
    expect(marketMoment({ timezone: 'America/New_York' }, before).minute).toBe(1 * 60 + 59);
    expect(marketMoment({ timezone: 'America/New_York' }, after).minute).toBe(3 * 60);
  });
});
