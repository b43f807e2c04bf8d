import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverOffset } from '../../shared/time/server-clock.ts';
import { countdownAt, countdownParts, countdownText } from './countdown.ts';

describe('the offering countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const left = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(0, left)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('never counts below zero once the moment has passed', () => {
    expect(countdownParts(10_000, 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('shows days while a day or more remains, seconds only in the last day', () => {
    expect(countdownText({ days: 1, hours: 2, minutes: 3, seconds: 4 })).toEqual({
      key: 'newStock.countdown.days',
      values: { days: '1', hours: '2', minutes: '03' },
    });
    expect(countdownText({ days: 0, hours: 5, minutes: 0, seconds: 9 })).toEqual({
      key: 'newStock.countdown.hours',
      values: { hours: '5', minutes: '00', seconds: '09' },
    });
  });

  describe('on a device whose clock is wrong', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const offering = {
      period: 'open' as const,
      opensAt: '2026-11-23T01:00:00.000Z',
      closesAt: '2026-11-23T02:05:00.000Z',
    };

    it('counts to the close on the server’s time when the device runs 10 minutes slow', () => {
      // The server answered at 02:00:00; the device's clock said 01:50:00 when the answer arrived.
      vi.useFakeTimers();
      vi.setSystemTime(Date.parse('2026-11-23T01:50:00.000Z'));
      const offsetMs = serverOffset('2026-11-23T02:00:00.000Z', Date.now());
      // 30 seconds later on the device: 4:30 left by the server, not the 14:30 the device would show.
      vi.advanceTimersByTime(30_000);
      expect(countdownAt(offering, null, Date.now() + offsetMs)).toEqual({
        key: 'newStock.countdown.closesIn',
        time: { key: 'newStock.countdown.hours', values: { hours: '0', minutes: '04', seconds: '30' } },
      });
      expect(countdownAt(offering, null, Date.now())?.time.values.minutes).toBe('14');
    });

    it('counts to the close on the server’s time when the device runs a day fast', () => {
      vi.useFakeTimers();
      vi.setSystemTime(Date.parse('2026-11-24T02:00:00.000Z'));
      const offsetMs = serverOffset('2026-11-23T02:00:00.000Z', Date.now());
      expect(countdownAt(offering, null, Date.now() + offsetMs)?.time.values).toEqual({
        hours: '0',
        minutes: '05',
        seconds: '00',
      });
      // By the device's clock alone the close would look long past.
      expect(countdownAt(offering, null, Date.now())?.time.values.minutes).toBe('00');
    });

    it('shows the draw only while it is still ahead by the server’s time', () => {
      const ended = { ...offering, period: 'ended' as const };
      const drawAt = '2026-11-23T03:00:00.000Z';
      expect(countdownAt(ended, drawAt, Date.parse('2026-11-23T02:59:00.000Z'))?.key).toBe(
        'newStock.countdown.drawIn',
      );
      expect(countdownAt(ended, drawAt, Date.parse('2026-11-23T03:00:01.000Z'))).toBeNull();
    });
  });
});
