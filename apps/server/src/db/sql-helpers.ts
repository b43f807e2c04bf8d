// Small helpers for writing SQL safely with drizzle on both drivers.

/** Escapes `%`, `_` and `\` so that user text inside an ILIKE pattern matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%text%` for a contains-search, escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
