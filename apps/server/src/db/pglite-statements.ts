// Named prepared statements for PGlite (docs/decisions/0013-pglite-named-statements.md). PGlite's own
// `query` runs every statement unnamed: parsed and planned again on every call, in six protocol round
// trips (parse, describe, bind, describe, execute, sync) across the WebAssembly boundary, on the one
// thread that also serves HTTP. Here a statement text seen a second time is kept as a named prepared
// statement — parsed and planned once, as node-postgres does for named queries and pgjdbc after its
// prepareThreshold — and then run in ONE round trip: bind, describe, execute and sync together.
//
// drizzle also sends its own type parsers with every query, which PGlite merges into its table of some
// 320 parsers on each call; the same parsers are PGlite's defaults here (client.ts) and each query's
// copy is dropped.
//
// Only PGlite's documented low-level calls are used (`execProtocolStream`, `_runExclusiveQuery`,
// `_runExclusiveTransaction`, `serializers`, `parsers`, `parse.parseResults`), under the same locks
// PGlite's `query` takes, so a named statement never interleaves with another query's messages.
import {
  parse as pgliteParse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { isResultTypeChange, NamedTexts } from './named-texts.ts';

type QueryFunction = Transaction['query'];

function joined(messages: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    out.set(message, offset);
    offset += message.length;
  }
  return out;
}

/** The query's options without drizzle's per-query parsers; null when the named path cannot serve them. */
function plainOptions(options: QueryOptions | undefined): QueryOptions | undefined | null {
  if (options === undefined) return undefined;
  const { parsers: _parsers, rowMode, ...rest } = options;
  if (Object.keys(rest).length > 0) return null;
  return rowMode === undefined ? {} : { rowMode };
}

/** A parameter of a type PGlite has no serialiser for, as text (an object as JSON, not "[object Object]"). */
function parameterText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return value.toString();
  }
  return JSON.stringify(value);
}

/** A PGlite database's named statements; `attach` routes its queries (and its transactions') here. */
export class PgliteStatements {
  readonly #client: PGlite;
  readonly #texts = new NamedTexts();
  /** The prepared statements by name: the parameter type OIDs PostgreSQL inferred (for serialising). */
  readonly #parameterTypes = new Map<string, number[]>();

  constructor(client: PGlite) {
    this.#client = client;
  }

  /** How many texts are prepared (tests). */
  get preparedCount(): number {
    return this.#parameterTypes.size;
  }

  /** Makes `client.query` and its transactions' `query` use named statements. Returns the client. */
  attach(): PGlite {
    const client = this.#client;
    const plainQuery = client.query.bind(client);
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the wrapper keeps PGlite's generic query signature, which a plain function cannot declare
    client.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
      const plain = plainOptions(options);
      const name = plain === null ? null : this.#texts.nameOf(text);
      if (name === null) return plainQuery(text, params, plain ?? options);
      try {
        return await client._runExclusiveTransaction(() =>
          client._runExclusiveQuery(() => this.#runNamed(name, text, params ?? [], plain ?? undefined)),
        );
      } catch (error) {
        // DDL changed the statement's result columns since it was prepared: unnamed from now on.
        if (!isResultTypeChange(error)) throw error;
        await this.#forget(name, text);
        return plainQuery(text, params, plain ?? undefined);
      }
    }) as QueryFunction;
    const transaction = client.transaction.bind(client);
    client.transaction = (callback) => transaction((tx) => callback(this.#attachTransaction(tx)));
    return client;
  }

  #attachTransaction(tx: Transaction): Transaction {
    const plainQuery = tx.query.bind(tx);
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the wrapper keeps PGlite's generic query signature, which a plain function cannot declare
    tx.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
      const plain = plainOptions(options);
      const name = plain === null || tx.closed ? null : this.#texts.nameOf(text);
      if (name === null) return plainQuery(text, params, plain ?? options);
      // Inside the transaction (whose lock is held), under the query lock as PGlite's own queries.
      return this.#client._runExclusiveQuery(() =>
        this.#runNamed(name, text, params ?? [], plain ?? undefined),
      );
    }) as QueryFunction;
    return tx;
  }

  /** Runs `text` as its named statement (prepared first if need be). Call under the query lock. */
  async #runNamed<T>(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const client = this.#client;
    const parameterTypes = this.#parameterTypes.get(name) ?? (await this.#prepare(name, text));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[parameterTypes[index] ?? 0];
      if (serializer) return serializer(value);
      return parameterText(value);
    });
    const messages = await client.execProtocolStream(
      joined([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    // As PGlite's query: the file system is synced after each statement outside a transaction.
    if (!client.isInTransaction()) await client.syncToFs();
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- PGlite's parser answers untyped rows; T is the caller's row type, as in PGlite's own query
    const [result] = pgliteParse.parseResults(messages, client.parsers, options) as Results<T>[];
    if (result === undefined) throw new Error('PGlite answered a named statement with no result');
    return result;
  }

  async #prepare(name: string, text: string): Promise<number[]> {
    const messages = await this.#client.execProtocolStream(
      joined([
        protocol.serialize.parse({ name, text, types: [] }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameterTypes = pgliteParse.parseDescribeStatementResults(messages);
    this.#parameterTypes.set(name, parameterTypes);
    return parameterTypes;
  }

  async #forget(name: string, text: string): Promise<void> {
    this.#texts.forget(text);
    if (!this.#parameterTypes.delete(name)) return;
    await this.#client._runExclusiveQuery(() =>
      this.#client.execProtocolStream(
        joined([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]),
        { syncToFs: false },
      ),
    );
  }
}
