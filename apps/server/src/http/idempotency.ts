// Idempotency-Key for money-moving member calls (ARCHITECTURE, Wire contract). The first request with
// a key inserts a pending marker (the unique index on scope and key lets exactly one in), runs the
// call and stores its answer, refusal included; a replay returns that answer; the same key with a
// different body is refused; a request that finds the marker still pending waits for the answer.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isErrorCode } from '@saham/contract/errors';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { BusinessError, refuse } from './business-error.ts';

const WAIT_STEP_MILLISECONDS = 15;
const WAIT_LIMIT_MILLISECONDS = 30_000;

const storedAnswerSchema = z.union([
  z.object({ state: z.literal('pending') }),
  z.object({ state: z.literal('done'), isRefusal: z.literal(false), data: z.unknown() }),
  z.object({
    state: z.literal('done'),
    isRefusal: z.literal(true),
    code: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
]);
type StoredAnswer = z.infer<typeof storedAnswerSchema>;

/** Sorted keys at every level, so `{a, b}` and `{b, a}` hash alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHashOf(path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

interface KeyRef {
  scope: string;
  key: string;
}

async function claim(db: Db, ref: KeyRef, requestHash: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...ref, requestHash, answer: { state: 'pending' }, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return inserted.length > 0;
}

async function findStored(db: Db, ref: KeyRef) {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key)));
  return row ? { requestHash: row.requestHash, answer: storedAnswerSchema.parse(row.answer) } : null;
}

async function store(db: Db, ref: KeyRef, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ answer })
    .where(and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key)));
}

async function release(db: Db, ref: KeyRef): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, ref.scope),
        eq(idempotencyKeys.key, ref.key),
        sql`${idempotencyKeys.answer}->>'state' = 'pending'`,
      ),
    );
}

function replay(answer: Extract<StoredAnswer, { state: 'done' }>): unknown {
  if (!answer.isRefusal) return answer.data;
  if (!isErrorCode(answer.code)) throw new Error(`stored refusal has an unknown code ${answer.code}`);
  return refuse(answer.code, answer.params);
}

/** Runs the call once per key; returns the first answer's data or throws its refusal again. */
export async function runIdempotent(
  db: Db,
  options: { scope: string; key: string; path: string; body: unknown; now: Date },
  execute: () => Promise<unknown>,
): Promise<unknown> {
  const ref = { scope: options.scope, key: options.key };
  const requestHash = requestHashOf(options.path, options.body);
  for (let waited = 0; waited <= WAIT_LIMIT_MILLISECONDS;) {
    if (await claim(db, ref, requestHash, options.now)) {
      let data: unknown;
      try {
        data = await execute();
      } catch (error) {
        if (!(error instanceof BusinessError)) {
          // Nothing was answered: let a retry with this key run the call afresh.
          await release(db, ref);
          throw error;
        }
        await store(db, ref, { state: 'done', isRefusal: true, code: error.code, params: error.params });
        throw error;
      }
      await store(db, ref, { state: 'done', isRefusal: false, data });
      return data;
    }
    const stored = await findStored(db, ref);
    if (stored === null) continue;
    if (stored.requestHash !== requestHash) refuse('IDEMPOTENCY_KEY_REUSED');
    if (stored.answer.state === 'done') return replay(stored.answer);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MILLISECONDS));
    waited += WAIT_STEP_MILLISECONDS;
  }
  refuse('FUND_OPERATION_IN_PROGRESS');
}
