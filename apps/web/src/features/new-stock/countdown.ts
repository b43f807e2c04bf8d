// The countdown an offering shows (issue 17 §2): to its opening while not yet open, to its close while
// open, to the draw once closed. Whole seconds, never negative; days shown once a day or more remains.
// `nowMs` is the server's now (shared/time/server-clock.ts), never the device's clock alone.
import type { OfferingSummary } from '@saham/contract/new-stock';
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownParts(nowMs: number, targetMs: number): CountdownParts {
  const total = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** The catalogue key and values that write a countdown: days while a day or more remains. */
export function countdownText(parts: CountdownParts): { key: string; values: Record<string, string> } {
  const two = (value: number) => String(value).padStart(2, '0');
  if (parts.days > 0) {
    return {
      key: 'newStock.countdown.days',
      values: { days: String(parts.days), hours: String(parts.hours), minutes: two(parts.minutes) },
    };
  }
  return {
    key: 'newStock.countdown.hours',
    values: { hours: String(parts.hours), minutes: two(parts.minutes), seconds: two(parts.seconds) },
  };
}

/** What the countdown says at `nowMs`: the line's key and its time text, or null when nothing is ahead. */
export function countdownAt(
  offering: Pick<OfferingSummary, 'period' | 'opensAt' | 'closesAt'>,
  drawAt: string | null,
  nowMs: number,
): { key: string; time: { key: string; values: Record<string, string> } } | null {
  const target =
    offering.period === 'not_open'
      ? { key: 'newStock.countdown.opensIn', at: offering.opensAt }
      : offering.period === 'open'
        ? { key: 'newStock.countdown.closesIn', at: offering.closesAt }
        : drawAt !== null && Date.parse(drawAt) > nowMs
          ? { key: 'newStock.countdown.drawIn', at: drawAt }
          : null;
  if (target === null) return null;
  return { key: target.key, time: countdownText(countdownParts(nowMs, Date.parse(target.at))) };
}
