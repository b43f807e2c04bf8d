// SQL of newStock/apply (apply.ts): the offering with its version, and the application written in one
// statement by `offering_apply` (migration 0039). Only this module imports it.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { offerings } from '../../db/schema-offerings.ts';
import type { OfferingRow } from './repo.ts';

/**
 * The version `offering_apply` compares: a hash of the whole row but what a treasury sale's purchases
 * change (`sold_quantity`, which the function guards itself), so any other change to the offering —
 * its state, window, prices, lots, limit, a column added later — makes a cached copy out of date.
 */
const VERSION_SQL = sql<string>`md5((to_jsonb(${offerings}) - 'sold_quantity')::text)`;

export async function findOfferingVersion(
  db: Db,
  id: number,
): Promise<{ row: OfferingRow; version: string } | null> {
  const [found] = await db
    .select({ row: offerings, version: VERSION_SQL })
    .from(offerings)
    .where(eq(offerings.id, id));
  return found ?? null;
}

export interface ApplicationToWrite {
  offeringId: number;
  offeringVersion: string;
  memberId: number;
  quantity: string;
  excessQuantity: string;
  bidPrice: string | null;
  price: string | null;
  entitlement: string | null;
  tierRank: number | null;
  frozenMinor: bigint;
  feeMinor: bigint;
  currency: string;
  escrowBucket: string;
  createdAt: Date;
}

export type ApplyOutcome = 'applied' | 'changed' | 'not_found' | 'limit' | 'sold_out' | 'short';

export interface ApplyResult {
  outcome: ApplyOutcome;
  applicationId: number | null;
  leftQuantity: string | null;
  isWhole: boolean;
}

function outcomeOf(text: string | undefined): ApplyOutcome {
  switch (text) {
    case 'applied':
    case 'changed':
    case 'not_found':
    case 'limit':
    case 'sold_out':
    case 'short':
      return text;
    case undefined:
    default:
      throw new Error(`offering_apply answered ${String(text)}`);
  }
}

/**
 * The `offering_apply` call, prepared once per database handle: every application of an opening rush
 * runs it, and building its text each time was most of drizzle's share of the call.
 */
function offeringApplyQuery(db: Db) {
  const p = (name: keyof ApplicationToWrite) => sql.placeholder(name);
  return preparedOn(db, 'offering_apply', (root, name) =>
    root
      .select({
        outcome: sql<string>`f.outcome`,
        application_id: sql<string | null>`f.application_id::text`,
        left_quantity: sql<string | null>`f.left_quantity::text`,
        whole_count: sql<number>`f.whole_count`,
      })
      .from(
        sql`offering_apply(${p('offeringId')}::integer, ${p('offeringVersion')}::text,
          ${p('memberId')}::integer, ${p('quantity')}::numeric,
          ${p('excessQuantity')}::numeric, ${p('bidPrice')}::numeric, ${p('price')}::numeric,
          ${p('entitlement')}::numeric, ${p('tierRank')}::integer,
          ${p('frozenMinor')}::bigint, ${p('feeMinor')}::bigint,
          ${p('currency')}::text, ${p('escrowBucket')}::text,
          ${p('createdAt')}::timestamptz) f`,
      )
      .prepare(name),
  );
}

/** The application counted, written and frozen by `offering_apply`, or what stopped it. */
export async function writeApplication(db: Db, application: ApplicationToWrite): Promise<ApplyResult> {
  const [row] = await offeringApplyQuery(db).execute({
    ...application,
    frozenMinor: application.frozenMinor.toString(),
    feeMinor: application.feeMinor.toString(),
    createdAt: application.createdAt.toISOString(),
  });
  return {
    outcome: outcomeOf(row?.outcome),
    applicationId: row?.application_id ? Number(row.application_id) : null,
    leftQuantity: row?.left_quantity ?? null,
    isWhole: row?.whole_count === 1,
  };
}
