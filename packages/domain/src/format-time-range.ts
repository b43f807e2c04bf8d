// Time windows in messages (spec §8: deposit and withdrawal hours) read hh:mm:ss-hh:mm:ss with a
// 24-hour clock, whatever shape the server sent ("9:30-17:00", "09:30:00 - 17:00:00").
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function normaliseTimeOfDay(value: string): string | null {
  const match = TIME_OF_DAY.exec(value.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '00', seconds = '00'] = match;
  if (Number(hours) > 24 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  return `${hours.padStart(2, '0')}:${minutes}:${seconds}`;
}

/** "9:30-17:00" → "09:30:00-17:00:00". Text that is not a window comes back unchanged. */
export function formatTimeRange(range: string): string {
  const ends = range.split('-');
  if (ends.length !== 2) return range;
  const [from = '', to = ''] = ends;
  const start = normaliseTimeOfDay(from);
  const end = normaliseTimeOfDay(to);
  return start && end ? `${start}-${end}` : range;
}

/** Two times of day as one window: ("9:30", "17:00") → "09:30:00-17:00:00". */
export function formatTimeWindow(start: string, end: string): string {
  return formatTimeRange(`${start}-${end}`);
}
