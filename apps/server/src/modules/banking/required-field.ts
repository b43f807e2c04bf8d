// A text field the caller must fill: trimmed, refused with FIELD_REQUIRED when empty. Used by the
// member's cards and wallets (service.ts) and the staff's bank list (staff-service.ts).
import { refuse } from '../../http/business-error.ts';

export function required(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') refuse('FIELD_REQUIRED', { field });
  return trimmed;
}
