// What a log line says about an error: the logger's `err` serializer (app.ts). A failed query's error
// carries the query's values — names, ID numbers, amounts: drizzle writes them into its message
// ("Failed query: … params: …") and keeps them as `params`, PGlite attaches them as well, and
// PostgreSQL's `detail` quotes the row it refused ("Key (account)=(alice) already exists"). So a
// failed query is logged by its statement's name (the named-statement name, named-texts.ts), the
// start of its text (placeholders, never values) and PostgreSQL's code, constraint, table and column;
// a data exception's or a raised exception's message has the values it quotes masked.
import { statementNameOf } from './named-texts.ts';

const SQLSTATE = /^[0-9A-Z]{5}$/;
const SQL_HEAD_LENGTH = 160;
const MAX_DEPTH = 5;
/** What a database error may show besides its message: none of these quotes a value. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'routine'];
/** Never copied from any error: a query's values, and what the serializer writes itself. */
const WITHHELD = new Set(['params', 'query', 'queryOptions', 'detail', 'message', 'stack', 'cause', 'name']);

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The failed statement's text, when the error is a query's (drizzle's, or PGlite's own). */
function queryTextOf(error: Record<string, unknown>): string | null {
  return typeof error.query === 'string' && Array.isArray(error.params) ? error.query : null;
}

function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && typeof error.severity === 'string';
}

/**
 * PostgreSQL's message without the values it may quote: a data exception (class 22) names the value it
 * could not read ('invalid input syntax for type integer: "…"'), and our functions' RAISE EXCEPTION
 * (P0001) the amounts. Other messages name only tables, columns and constraints.
 */
function databaseMessage(code: string, message: string): string {
  if (code === 'P0001') return message.replace(/"[^"]*"/g, '"…"').replace(/-?\d+(?:\.\d+)?/g, '…');
  if (code.startsWith('22')) return message.replace(/"[^"]*"/g, '"…"');
  return message;
}

/** The stack's frames, without the first line (which repeats the message). */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  const at = stack.indexOf('\n    at ');
  return at === -1 ? '' : stack.slice(at);
}

function typeOf(error: Record<string, unknown>): string {
  const maker = error.constructor;
  if (typeof maker === 'function' && maker.name !== '' && maker.name !== 'Object') return maker.name;
  return typeof error.name === 'string' ? error.name : 'Error';
}

function loggedError(error: Record<string, unknown>, depth: number): LoggedError {
  const isDatabase = isDatabaseError(error);
  // PGlite's minified build leaves its error class a one-letter name.
  const type = isDatabase ? 'DatabaseError' : typeOf(error);
  const text = queryTextOf(error);
  const rawMessage = typeof error.message === 'string' ? error.message : '';
  const message = isDatabase
    ? databaseMessage(String(error.code), rawMessage)
    : text !== null
      ? 'Failed query'
      : rawMessage;
  const logged: LoggedError = { type, message, stack: `${type}: ${message}${framesOf(error.stack)}` };
  if (text !== null) {
    logged.statement = statementNameOf(text);
    logged.sql = text.replace(/\s+/g, ' ').trim().slice(0, SQL_HEAD_LENGTH);
  }
  const fields = isDatabase ? DATABASE_FIELDS : Object.keys(error).filter((key) => !WITHHELD.has(key));
  for (const field of fields) {
    const value = error[field];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      logged[field] = value;
    }
  }
  if (isRecord(error.cause) && depth < MAX_DEPTH) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** The `err` serializer: an error (and its causes) as a log line may show it. */
export function errorForLog(error: unknown): LoggedError {
  if (isRecord(error)) return loggedError(error, 0);
  return { type: typeof error, message: String(error), stack: '' };
}
