// The rows of a raw `db.execute` answer on either driver (node-postgres and PGlite both answer an
// object with `.rows`; an array is taken as the rows themselves).
export function rowsOf<T>(result: unknown): T[] {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- raw SQL answers untyped rows; the caller names the row shape of its own statement
  if (Array.isArray(result)) return result as T[];
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- raw SQL answers untyped rows; the caller names the row shape of its own statement
  const rows = (result as { rows?: T[] }).rows;
  return rows ?? [];
}
