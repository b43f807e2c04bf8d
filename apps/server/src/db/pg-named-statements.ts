// Named prepared statements on a PostgreSQL server (docs/decisions/0013-pglite-named-statements.md):
// a statement text a pool runs a second time (named-texts.ts) is sent as a named query, which
// node-postgres parses once per connection and then runs with Bind and Execute only. PostgreSQL then
// skips parsing and planning it (it keeps a generic plan when that costs no more, its usual rule), and
// the server process stops writing the text on every call.
//
// DDL that changes a named statement's result columns (a deploy's migration while this process
// runs) makes PostgreSQL refuse the statement, before it does anything; the text then runs unnamed.
// A statement that ran on its own (the connection idle, not in a transaction) is sent again at once,
// so its caller never sees the refusal; inside a transaction the refusal has aborted the
// transaction, and `inTransaction` (transaction.ts) runs the whole transaction again.
import pg from 'pg';
import { isResultTypeChange, NamedTexts } from './named-texts.ts';

interface TextQuery {
  text: string;
  name?: string;
  submit?: unknown;
}

function isTextQuery(value: unknown): value is TextQuery {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'text') === 'string' &&
    Reflect.get(value, 'name') === undefined &&
    typeof Reflect.get(value, 'submit') !== 'function'
  );
}

/** A pg.Client class for `new pg.Pool({ Client })` whose pool's repeated texts run as named statements. */
export function namingClientClass(): typeof pg.Client {
  const texts = new NamedTexts();
  class NamingClient extends pg.Client {
    // node-postgres's overloads: (text | config, values?, callback?) — promise or callback.
    override query(...args: unknown[]): never {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- pg's overloads cannot be spread into; the bound method is called with the caller's own arguments
      const run = super.query.bind(this) as (...queryArgs: unknown[]) => unknown;
      const [first, ...rest] = args;
      const text = typeof first === 'string' ? first : isTextQuery(first) ? first.text : null;
      const name = text === null ? null : texts.nameOf(text);
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the override answers whatever pg's overloaded query answers for these arguments
      if (text === null || name === null) return run(...args) as never;
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- pg's query config object, the only other shape a first argument takes
      const config = typeof first === 'string' ? { text, name } : { ...(first as TextQuery), name };
      // Sent at once and in an implicit transaction of its own: nothing queued, no transaction open.
      const runsAlone = Reflect.get(this, 'readyForQuery') === true && Reflect.get(this, '_txStatus') === 'I';
      /** Whether the refused call is to be sent again, unnamed. */
      const isRetried = (error: unknown) => {
        if (!isResultTypeChange(error)) return false;
        texts.forget(text);
        return runsAlone;
      };
      const last = rest.at(-1);
      if (typeof last === 'function') {
        const callback = (error: unknown, ...results: unknown[]) => {
          if (error && isRetried(error)) run(...args);
          else Reflect.apply(last, undefined, [error, ...results]);
        };
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the override answers whatever pg's overloaded query answers for these arguments
        return run(config, ...rest.slice(0, -1), callback) as never;
      }
      const result = run(config, ...rest);
      if (result instanceof Promise) {
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the override answers whatever pg's overloaded query answers for these arguments
        return result.catch((error: unknown) => {
          if (isRetried(error)) return run(...args);
          throw error;
        }) as never;
      }
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the override answers whatever pg's overloaded query answers for these arguments
      return result as never;
    }
  }
  return NamingClient;
}
