// Which statement texts run as named prepared statements, for both drivers (decision 0013,
// pglite-statements.ts and pg-named-statements.ts): a text is named on its second run, so a one-off
// statement costs no more than before; only statements PostgreSQL can prepare, and none longer than
// a bulk statement's. The name is derived from the text, so every connection and process agrees on it.
import { createHash } from 'node:crypto';

const NAME_ON_RUN = 2;
/**
 * At most this many texts are named per database. Each named statement keeps its plan in the
 * database's memory (PGlite's WebAssembly heap, or each connection's): a text whose length varies with
 * its data (a drizzle `inArray` list, say) may take several names, so the bound keeps that to a few
 * megabytes. The hot texts are the first to repeat.
 */
const MAX_NAMED = 500;
/** At most this many texts are counted towards NAME_ON_RUN. */
const MAX_COUNTED = 10_000;
/** Longer texts (bulk statements) are not named: their plans are large and parsing is not their cost. */
const MAX_NAMED_TEXT_LENGTH = 10_000;
/** Statements PostgreSQL can prepare; anything else (DDL, COPY, LISTEN, …) runs as before. */
const PREPARABLE = /^\s*(?:select|insert|update|delete|with)\b/i;
/** PostgreSQL's refusal to reuse a plan whose result columns changed (DDL after it was prepared). */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

/** Whether `error`, or an error it wraps (drizzle's), is that refusal. */
export function isResultTypeChange(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.message.includes(RESULT_TYPE_CHANGED)) return true;
  }
  return false;
}

/** The name a text runs under once named; failed-query log lines name the statement by it too. */
export function statementNameOf(text: string): string {
  return `saham_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
}

export class NamedTexts {
  readonly #runs = new Map<string, number>();
  readonly #names = new Map<string, string>();
  readonly #unnamed = new Set<string>();

  /** Counts the run; the text's statement name once it is worth one, else null (run it unnamed). */
  nameOf(text: string): string | null {
    const known = this.#names.get(text);
    if (known !== undefined) return known;
    if (
      this.#unnamed.has(text) ||
      this.#names.size >= MAX_NAMED ||
      text.length > MAX_NAMED_TEXT_LENGTH ||
      !PREPARABLE.test(text)
    ) {
      return null;
    }
    const runs = (this.#runs.get(text) ?? 0) + 1;
    if (runs < NAME_ON_RUN) {
      if (this.#runs.size >= MAX_COUNTED) this.#runs.clear();
      this.#runs.set(text, runs);
      return null;
    }
    this.#runs.delete(text);
    const name = statementNameOf(text);
    this.#names.set(text, name);
    return name;
  }

  /** DDL changed the statement's result columns: the text runs unnamed from now on. */
  forget(text: string): void {
    this.#names.delete(text);
    this.#unnamed.add(text);
  }
}
