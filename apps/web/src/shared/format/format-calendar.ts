// A calendar's month title and weekday names in the member's language (the check-in calendar). Both
// name calendar dates, not instants, so they are formatted in UTC and never shift with a zone.
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MILLISECONDS = 86_400_000;

/** "November 2026", "2026年11月" for a YYYY-MM month. */
export function formatMonthTitle(month: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** Monday to Sunday, as short as the language writes them. */
export function formatWeekdayInitials(languageTag: string): string[] {
  const format = new Intl.DateTimeFormat(languageTag, { weekday: 'narrow', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) =>
    format.format(new Date(A_MONDAY + index * DAY_MILLISECONDS)),
  );
}
