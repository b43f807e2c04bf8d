// Times arrive as ISO 8601 UTC and are shown in the staff member's time zone, formatted as the
// member app does (packages/domain): DD-MM-YYYY hh:mm AM/PM in English, YYYY-MM-DD HH:mm otherwise.
import { formatDate } from '@saham/domain/format-date';
import type { Language } from '@saham/domain/languages';

export function formatDateTime(iso: string | null | undefined, language: Language): string {
  if (!iso) return '—';
  try {
    return formatDate(iso, { language });
  } catch {
    // Not a time: show what the server sent rather than nothing.
    return iso;
  }
}
