// Times arrive as ISO 8601 UTC and are shown in Malaysian time (Asia/Kuala_Lumpur, the broker's zone,
// whatever the staff member's device says), with the back office's one date order, DD-MM-YYYY:
// DD-MM-YYYY hh:mm AM/PM in English (as the member app), DD-MM-YYYY HH:mm in every other language.
import { formatDate } from '@saham/domain/format-date';
import type { Language } from '@saham/domain/languages';

export const DISPLAY_TIME_ZONE = 'Asia/Kuala_Lumpur';
export const BACK_OFFICE_DATE_PATTERN = 'DD-MM-YYYY HH:mm';

export function formatDateTime(iso: string | null | undefined, language: Language): string {
  if (!iso) return '—';
  try {
    return formatDate(iso, { language, pattern: BACK_OFFICE_DATE_PATTERN, timeZone: DISPLAY_TIME_ZONE });
  } catch {
    // Not a time: show what the server sent rather than nothing.
    return iso;
  }
}

/** A calendar day as the API sends it ("YYYY-MM-DD") in the back office's order, DD-MM-YYYY. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : day;
}
