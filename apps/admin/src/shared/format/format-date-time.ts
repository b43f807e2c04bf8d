// Times arrive as ISO 8601 UTC and are shown in the site's display zone (Malaysian time,
// Asia/Kuala_Lumpur, unless staff set another in the site configuration — then labelled with it;
// whatever the staff member's device says), with the back office's one date order, DD-MM-YYYY:
// DD-MM-YYYY hh:mm AM/PM in English (as the member app), DD-MM-YYYY HH:mm in every other language.
import { DEFAULT_DISPLAY_ZONE, displayZoneFrom } from '@saham/domain/display-zone';
import { formatDate } from '@saham/domain/format-date';
import { timeZoneLabel } from '@saham/domain/format-market-date';
import type { Language } from '@saham/domain/languages';

export const BACK_OFFICE_DATE_PATTERN = 'DD-MM-YYYY HH:mm';

/** The zone in force: read from the public site configuration at start (main.tsx) and on saving it. */
let displayZone = DEFAULT_DISPLAY_ZONE;

export function setDisplayZone(configured: string | undefined): void {
  displayZone = displayZoneFrom(configured);
}

export function currentDisplayZone(): string {
  return displayZone;
}

export function formatDateTime(iso: string | null | undefined, language: Language): string {
  if (!iso) return '—';
  try {
    const text = formatDate(iso, { language, pattern: BACK_OFFICE_DATE_PATTERN, timeZone: displayZone });
    return displayZone === DEFAULT_DISPLAY_ZONE ? text : `${text} ${timeZoneLabel(iso, displayZone)}`;
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
