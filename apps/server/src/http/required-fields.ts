// The "every field is required" rule of spec §5, answered per field so the app can point at it.
import { refuse } from './business-error.ts';

/** Refuses with FIELD_REQUIRED {field} for the first field (in the given order) that is empty. */
export function requireFields(fields: Readonly<Record<string, string>>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (value.length === 0) refuse('FIELD_REQUIRED', { field });
  }
}
