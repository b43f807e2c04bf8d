// Recognises a unique-constraint violation (SQLSTATE 23505) from either driver, through drizzle's
// wrapping, so a service can map the database's last word on uniqueness to a business refusal.

function hasStringField<K extends string>(value: unknown, key: K): value is Record<K, string> {
  return (
    typeof value === 'object' && value !== null && key in value && typeof Reflect.get(value, key) === 'string'
  );
}

/** The violated constraint's name when `error` (or any error it wraps) is a unique violation, else null. */
export function uniqueViolationConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (hasStringField(current, 'code') && current.code === '23505') {
      return hasStringField(current, 'constraint') ? current.constraint : '';
    }
    current = Reflect.get(current, 'cause');
  }
  return null;
}
