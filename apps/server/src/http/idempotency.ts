// Idempotency-Key for money-moving member calls (ARCHITECTURE, Wire contract; decision 0006). A keyed
// call is ONE transaction (`inRequestTransaction`): it claims the key (the unique index on scope and key
// lets one request in; a second one waits for the first to commit, then finds its answer), runs the
// handler on that transaction, and stores the answer — data or refusal — before the commit. So after
// any crash a key is either done, with the answer of the effect that committed with it, or absent,
// with nothing of its call committed, and safe to run again. A replay returns the stored answer; the
// same key with a different body is refused.
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isErrorCode } from '@saham/contract/errors';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { inRequestTransaction } from '../db/transaction.ts';
import { BusinessError, refuse } from './business-error.ts';

/** The longest key honoured; a longer one is refused, not ignored (it would make every retry new). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
/**
 * Keys are kept this long, then deleted (jobs/idempotency-expiry.ts): a client retries a submission
 * within minutes, so a week is ample; a key used again after that runs as a new call.
 */
export const IDEMPOTENCY_RETENTION_DAYS = 7;
/**
 * This design never commits a `pending` row, but the one before it committed a marker first and the
 * answer later, so a process killed in between left one for good. Such a marker older than the
 * longest request of that design (its 30-second wait and the call itself) is treated as absent.
 */
export const STALE_PENDING_MILLISECONDS = 5 * 60_000;

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
type DoneAnswer = Extract<StoredAnswer, { state: 'done' }>;

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
  requestHash: string;
  now: Date;
}

/** Someone else's answer to the key: done, or (an old marker) still in progress. */
type Found = { requestHash: string; answer: StoredAnswer };

/**
 * Inserts the key's row (its answer `pending` until stored, never committed so) and answers its id, or
 * answers the row already there. On PostgreSQL the insert waits while another transaction holds the
 * same key uncommitted, and then finds its row (or inserts, if that one rolled back).
 */
async function claim(tx: Db, ref: KeyRef): Promise<{ id: number } | Found> {
  for (;;) {
    const [inserted] = await tx
      .insert(idempotencyKeys)
      .values({
        scope: ref.scope,
        key: ref.key,
        requestHash: ref.requestHash,
        answer: { state: 'pending' },
        createdAt: ref.now,
      })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (inserted) return inserted;
    const [row] = await tx
      .select({
        id: idempotencyKeys.id,
        requestHash: idempotencyKeys.requestHash,
        answer: idempotencyKeys.answer,
        createdAt: idempotencyKeys.createdAt,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key)));
    if (!row) continue; // deleted (expired) in between: claim it afresh
    const answer = storedAnswerSchema.parse(row.answer);
    const isStale = ref.now.getTime() - row.createdAt.getTime() > STALE_PENDING_MILLISECONDS;
    if (answer.state === 'done' || !isStale) return { requestHash: row.requestHash, answer };
    await tx
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.id, row.id), sql`${idempotencyKeys.answer}->>'state' = 'pending'`));
  }
}

async function store(tx: Db, id: number, answer: DoneAnswer): Promise<void> {
  await tx.update(idempotencyKeys).set({ answer }).where(eq(idempotencyKeys.id, id));
}

function refusalAnswer(error: BusinessError): DoneAnswer {
  return { state: 'done', isRefusal: true, code: error.code, params: error.params };
}

/** The refusal could not be stored in the handler's transaction (a statement had aborted it). */
class RefusalNotStored extends Error {
  readonly refusal: BusinessError;
  constructor(refusal: BusinessError) {
    super(`refusal ${refusal.code} not stored in its transaction`);
    this.refusal = refusal;
  }
}

type Outcome = { kind: 'answered'; data: unknown } | { kind: 'refused'; refusal: BusinessError } | Found;

/** The answer a request gets: its own, or the stored one of the key (refused if the body differs). */
function answerOf(outcome: Outcome, requestHash: string): unknown {
  if ('kind' in outcome) {
    if (outcome.kind === 'answered') return outcome.data;
    throw outcome.refusal;
  }
  if (outcome.requestHash !== requestHash) refuse('IDEMPOTENCY_KEY_REUSED');
  const { answer } = outcome;
  // A marker of the earlier design, younger than STALE_PENDING_MILLISECONDS: its call may still run.
  if (answer.state === 'pending') refuse('FUND_OPERATION_IN_PROGRESS');
  if (!answer.isRefusal) return answer.data;
  if (!isErrorCode(answer.code)) throw new Error(`stored refusal has an unknown code ${answer.code}`);
  return refuse(answer.code, answer.params);
}

/**
 * Runs the call once per key: `execute` gets the transaction the key is claimed in and must do all its
 * database work on it. Answers the first answer's data, or throws its refusal again. An unexpected
 * error rolls everything back, the key included, so a retry runs the call afresh.
 */
export async function runIdempotent(
  db: Db,
  options: { scope: string; key: string; path: string; body: unknown; now: Date },
  execute: (tx: Db) => Promise<unknown>,
): Promise<unknown> {
  const ref = {
    scope: options.scope,
    key: options.key,
    requestHash: requestHashOf(options.path, options.body),
    now: options.now,
  };
  let outcome: Outcome;
  try {
    outcome = await inRequestTransaction(db, async (tx): Promise<Outcome> => {
      const claimed = await claim(tx, ref);
      if (!('id' in claimed)) return claimed;
      let data: unknown;
      try {
        data = await execute(tx);
      } catch (error) {
        if (!(error instanceof BusinessError)) throw error;
        // The refusal commits with whatever the handler kept (a counted password guess, say)…
        try {
          await store(tx, claimed.id, refusalAnswer(error));
        } catch {
          throw new RefusalNotStored(error);
        }
        return { kind: 'refused', refusal: error };
      }
      await store(tx, claimed.id, { state: 'done', isRefusal: false, data });
      return { kind: 'answered', data };
    });
  } catch (error) {
    if (!(error instanceof RefusalNotStored)) throw error;
    // …unless a failed statement (a debit below zero, run outside a savepoint) aborted the transaction:
    // then nothing of the call committed, and the refusal is stored on its own.
    outcome = await storeRefusalAlone(db, ref, error.refusal);
  }
  return answerOf(outcome, ref.requestHash);
}

async function storeRefusalAlone(db: Db, ref: KeyRef, refusal: BusinessError): Promise<Outcome> {
  return inRequestTransaction(db, async (tx): Promise<Outcome> => {
    const claimed = await claim(tx, ref);
    if (!('id' in claimed)) return claimed;
    await store(tx, claimed.id, refusalAnswer(refusal));
    return { kind: 'refused', refusal };
  });
}

/**
 * Deletes the keys older than the retention period, at most `batchSize` rows per statement so that no
 * statement holds many rows; answers how many it deleted.
 */
export async function deleteExpiredKeys(db: Db, now: Date, batchSize = 5_000): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000);
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: idempotencyKeys.id })
      .from(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, before))
      .limit(batchSize);
    const rows = await db
      .delete(idempotencyKeys)
      .where(inArray(idempotencyKeys.id, batch))
      .returning({ id: idempotencyKeys.id });
    deleted += rows.length;
    if (rows.length < batchSize) return deleted;
  }
}
