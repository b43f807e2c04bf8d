// The rows of a raw `db.execute` answer on either driver (node-postgres and PGlite both answer an
// object with `.rows`; an array is taken as the rows themselves).
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: T[] }).rows;
  return rows ?? [];
}
