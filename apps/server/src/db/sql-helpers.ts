// Small helpers for writing SQL safely with drizzle on both drivers.

/** Escapes `%`, `_` and `\` so that user text inside an ILIKE pattern matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%text%` for a contains-search, escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** True for PostgreSQL's unique_violation (23505), raw or wrapped by drizzle in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  if (codeOf(error) === '23505') return true;
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return codeOf(cause) === '23505';
}
