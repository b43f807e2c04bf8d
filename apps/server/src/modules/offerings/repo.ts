// SQL of new-share offerings: the offerings, members' applications, the per-member counters, the
// escrow the ledger holds for an offering, and the audit rows jobs write. Only this module imports it.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { ApplicationState, OfferingState, OfferingType } from '@saham/domain/new-shares/offerings';
import type { MarketCode } from '@saham/domain/markets/types';
import type { Db } from '../../db/client.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { rowsOf } from '../../db/rows.ts';
import { auditLog, members } from '../../db/schema.ts';
import { offeringApplications, offeringMemberCounts, offerings } from '../../db/schema-offerings.ts';
import { containsPattern } from '../../db/sql-helpers.ts';

export type OfferingRow = typeof offerings.$inferSelect;
export type NewOffering = typeof offerings.$inferInsert;
export type ApplicationRow = typeof offeringApplications.$inferSelect;
export type NewApplication = typeof offeringApplications.$inferInsert;

/** The reference of every ledger entry an application makes. */
export const APPLICATION_REFERENCE = 'offering_application';

export async function findOffering(
  db: Db,
  id: number,
  lock: 'update' | 'key share' | null = null,
): Promise<OfferingRow | null> {
  const query = db.select().from(offerings).where(eq(offerings.id, id));
  const [row] = lock === null ? await query : await query.for(lock);
  return row ?? null;
}

export async function insertOffering(db: Db, offering: NewOffering): Promise<OfferingRow> {
  const [row] = await db.insert(offerings).values(offering).returning();
  if (!row) throw new Error('offering not written');
  return row;
}

export async function updateOffering(db: Db, id: number, change: Partial<NewOffering>): Promise<OfferingRow> {
  const [row] = await db.update(offerings).set(change).where(eq(offerings.id, id)).returning();
  if (!row) throw new Error(`offering ${id} vanished`);
  return row;
}

/**
 * Treasury sales, first come first served: adds `quantity` to what is sold unless that would pass what
 * is offered. One guarded update: simultaneous buyers take the row's lock in turn.
 */
export async function takeTreasuryShares(db: Db, id: number, quantity: string): Promise<boolean> {
  const rows = await db
    .update(offerings)
    .set({ soldQuantity: sql`${offerings.soldQuantity} + ${quantity}::numeric` })
    .where(
      and(
        eq(offerings.id, id),
        sql`${offerings.soldQuantity} + ${quantity}::numeric <= ${offerings.quantityOffered}`,
      ),
    )
    .returning({ id: offerings.id });
  return rows.length === 1;
}

export async function returnTreasuryShares(db: Db, id: number, quantity: string): Promise<void> {
  await db
    .update(offerings)
    .set({ soldQuantity: sql`${offerings.soldQuantity} - ${quantity}::numeric` })
    .where(eq(offerings.id, id));
}

export interface OfferingFilter {
  type?: OfferingType | undefined;
  market?: MarketCode | undefined;
  states?: readonly OfferingState[] | undefined;
  search?: string | undefined;
}

function offeringWhere(filter: OfferingFilter): SQL | undefined {
  const text = filter.search?.trim() ?? '';
  return and(
    filter.type ? eq(offerings.type, filter.type) : undefined,
    filter.market ? eq(offerings.market, filter.market) : undefined,
    filter.states ? inArray(offerings.state, [...filter.states]) : undefined,
    text === '' ? undefined : ilike(offerings.symbol, containsPattern(text)),
  );
}

/** Members' list: open first, then announced, then the rest; by opening time. */
export async function findMemberOfferingPage(
  db: Db,
  filter: OfferingFilter & { period?: 'not_open' | 'open' | 'ended' | undefined },
  now: Date,
  page: number,
): Promise<{ rows: OfferingRow[]; total: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const periodWhere =
    filter.period === 'open'
      ? sql`(${offerings.state} = 'open' and ${offerings.opensAt} <= ${at} and ${offerings.closesAt} > ${at})`
      : filter.period === 'not_open'
        ? sql`(${offerings.state} in ('announced', 'postponed') or (${offerings.state} = 'open' and ${offerings.opensAt} > ${at}))`
        : filter.period === 'ended'
          ? sql`(${offerings.state} not in ('announced', 'postponed', 'open') or (${offerings.state} = 'open' and ${offerings.closesAt} <= ${at}))`
          : undefined;
  const where = and(offeringWhere(filter), ne(offerings.state, 'withdrawn'), periodWhere);
  const rank = sql`case ${offerings.state} when 'open' then 0 when 'announced' then 1 when 'postponed' then 2 else 3 end`;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(offerings)
      .where(where)
      .orderBy(rank, desc(offerings.opensAt), desc(offerings.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(offerings).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findStaffOfferingPage(
  db: Db,
  filter: OfferingFilter,
  page: number,
): Promise<{ rows: OfferingRow[]; total: number }> {
  const where = offeringWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(offerings)
      .where(where)
      .orderBy(desc(offerings.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(offerings).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Offerings a scheduled step may apply to (the job reads them, then locks each in turn). */
export async function findOfferingsInStates(
  db: Db,
  states: readonly OfferingState[],
): Promise<OfferingRow[]> {
  return db
    .select()
    .from(offerings)
    .where(inArray(offerings.state, [...states]))
    .orderBy(asc(offerings.id));
}

// ---- Applications ----

export async function insertApplication(db: Db, application: NewApplication): Promise<ApplicationRow> {
  const [row] = await db.insert(offeringApplications).values(application).returning();
  if (!row) throw new Error('application not written');
  return row;
}

export async function updateApplication(
  db: Db,
  id: number,
  change: Partial<NewApplication>,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(offeringApplications)
    .set(change)
    .where(eq(offeringApplications.id, id))
    .returning();
  if (!row) throw new Error(`application ${id} vanished`);
  return row;
}

export async function findApplication(db: Db, id: number, lock = false): Promise<ApplicationRow | null> {
  const query = db.select().from(offeringApplications).where(eq(offeringApplications.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export interface ApplicationResult {
  id: number;
  status: ApplicationState;
  allottedQuantity: string;
  frozenMinor: bigint;
  feeChargedMinor: bigint;
  refundedMinor: bigint;
  price: string | null;
}

/** Many applications' results in one statement per few thousand (a large offering's results). */
export async function updateApplicationResults(
  db: Db,
  results: readonly ApplicationResult[],
  now: Date,
): Promise<void> {
  for (let start = 0; start < results.length; start += 5_000) {
    const batch = results.slice(start, start + 5_000);
    await db.execute(sql`
      update offering_applications a
         set status = u.status, allotted_quantity = u.allotted::numeric, frozen_minor = u.frozen,
             fee_charged_minor = u.fee_charged, refunded_minor = u.refunded,
             price = coalesce(u.price::numeric, a.price), updated_at = ${now.toISOString()}::timestamptz
        from unnest(${sql.param(batch.map((row) => row.id))}::bigint[],
                    ${sql.param(batch.map((row) => row.status))}::text[],
                    ${sql.param(batch.map((row) => row.allottedQuantity))}::text[],
                    ${sql.param(batch.map((row) => row.frozenMinor.toString()))}::bigint[],
                    ${sql.param(batch.map((row) => row.feeChargedMinor.toString()))}::bigint[],
                    ${sql.param(batch.map((row) => row.refundedMinor.toString()))}::bigint[],
                    ${sql.param(batch.map((row) => row.price))}::text[])
             as u (id, status, allotted, frozen, fee_charged, refunded, price)
       where a.id = u.id`);
  }
}

/** Marks won applications credited to the Inventory, with what their shares cost. */
export async function creditApplications(
  db: Db,
  credits: readonly { id: number; convertedMinor: bigint }[],
  now: Date,
): Promise<void> {
  for (let start = 0; start < credits.length; start += 5_000) {
    const batch = credits.slice(start, start + 5_000);
    await db.execute(sql`
      update offering_applications a
         set credited_at = ${now.toISOString()}::timestamptz, converted_minor = u.converted,
             updated_at = ${now.toISOString()}::timestamptz
        from unnest(${sql.param(batch.map((row) => row.id))}::bigint[],
                    ${sql.param(batch.map((row) => row.convertedMinor.toString()))}::bigint[]) as u (id, converted)
       where a.id = u.id and a.credited_at is null`);
  }
}

/** Every application of an offering in the given stored statuses, by id (locked when asked). */
export async function findOfferingApplications(
  db: Db,
  offeringId: number,
  statuses: readonly ApplicationState[] | null,
  lock = false,
): Promise<ApplicationRow[]> {
  const query = db
    .select()
    .from(offeringApplications)
    .where(
      and(
        eq(offeringApplications.offeringId, offeringId),
        statuses === null ? undefined : inArray(offeringApplications.status, [...statuses]),
      ),
    )
    .orderBy(asc(offeringApplications.id));
  return lock ? query.for('update') : query;
}

/** The next `limit` applications of the offering after `afterId` still waiting for their result, by id. */
export async function findWaitingApplications(
  db: Db,
  offeringId: number,
  page: { afterId: number; limit: number },
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(offeringApplications)
    .where(
      and(
        eq(offeringApplications.offeringId, offeringId),
        gt(offeringApplications.id, page.afterId),
        eq(offeringApplications.status, 'subscribing'),
      ),
    )
    .orderBy(asc(offeringApplications.id))
    .limit(page.limit);
}

/** The ballot's draw written to the waiting applications: each one's allotted quantity and reserve rank. */
export async function writeDraw(
  db: Db,
  draws: readonly { id: number; allottedQuantity: string; reserveRank: number | null }[],
): Promise<void> {
  for (let start = 0; start < draws.length; start += 5_000) {
    const batch = draws.slice(start, start + 5_000);
    await db.execute(sql`
      update offering_applications a
         set allotted_quantity = u.allotted::numeric, reserve_rank = u.reserve_rank
        from unnest(${sql.param(batch.map((row) => row.id))}::bigint[],
                    ${sql.param(batch.map((row) => row.allottedQuantity))}::text[],
                    ${sql.param(batch.map((row) => row.reserveRank))}::int[])
             as u (id, allotted, reserve_rank)
       where a.id = u.id`);
  }
}

export async function findMemberApplications(
  db: Db,
  memberId: number,
  offeringId: number,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(offeringApplications)
    .where(and(eq(offeringApplications.memberId, memberId), eq(offeringApplications.offeringId, offeringId)))
    .orderBy(desc(offeringApplications.id));
}

/** The member's applications with their offerings, newest first; `statuses` filters stored statuses. */
export async function findMemberApplicationPage(
  db: Db,
  memberId: number,
  where: SQL | undefined,
  page: number,
): Promise<{ rows: { application: ApplicationRow; offering: OfferingRow }[]; total: number }> {
  const condition = and(eq(offeringApplications.memberId, memberId), where);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ application: offeringApplications, offering: offerings })
      .from(offeringApplications)
      .innerJoin(offerings, eq(offerings.id, offeringApplications.offeringId))
      .where(condition)
      .orderBy(desc(offeringApplications.id))
      .limit(PAGE_LIMIT)
      .offset(pageOffset(page)),
    db
      .select({ total: count() })
      .from(offeringApplications)
      .innerJoin(offerings, eq(offerings.id, offeringApplications.offeringId))
      .where(condition),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Allotted shares credited to Inventory and not yet made holdings. */
export function inventoryWhere(): SQL {
  return (
    and(
      sql`${offeringApplications.creditedAt} is not null`,
      isNull(offeringApplications.listedAt),
      sql`${offeringApplications.allottedQuantity} > 0`,
      inArray(offeringApplications.status, ['won', 'paid']),
    ) ?? sql`true`
  );
}

/** A displayed state (spec §4) as a condition on the stored status and the offering's state. */
export function applicationStateWhere(state: ApplicationState | undefined): SQL | undefined {
  if (state === undefined) return undefined;
  const waiting = eq(offeringApplications.status, 'subscribing');
  if (state === 'subscribing') return and(waiting, inArray(offerings.state, ['open', 'announced']));
  if (state === 'ended') return and(waiting, eq(offerings.state, 'closed'));
  if (state === 'pending_allotment') return and(waiting, eq(offerings.state, 'priced'));
  return eq(offeringApplications.status, state);
}

/** An offering's applications with the members' accounts, by id; every one when `page` is null. */
export async function findStaffApplicationPage(
  db: Db,
  filter: { offeringId: number; where?: SQL | undefined; account?: string | undefined },
  page: number | null,
): Promise<{ rows: { application: ApplicationRow; account: string }[]; total: number }> {
  const account = filter.account?.trim() ?? '';
  const where = and(
    eq(offeringApplications.offeringId, filter.offeringId),
    filter.where,
    account === '' ? undefined : ilike(members.account, containsPattern(account)),
  );
  const select = db
    .select({ application: offeringApplications, account: members.account })
    .from(offeringApplications)
    .innerJoin(members, eq(members.id, offeringApplications.memberId))
    .innerJoin(offerings, eq(offerings.id, offeringApplications.offeringId))
    .where(where)
    .orderBy(asc(offeringApplications.id));
  const [rows, [counted]] = await Promise.all([
    page === null ? select : select.limit(PAGE_LIMIT).offset(pageOffset(page)),
    db
      .select({ total: count() })
      .from(offeringApplications)
      .innerJoin(members, eq(members.id, offeringApplications.memberId))
      .innerJoin(offerings, eq(offerings.id, offeringApplications.offeringId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Awaiting-payment applications past their deadline (book-building forfeits). */
export function pastDeadline(now: Date): SQL {
  return (
    and(
      eq(offeringApplications.status, 'awaiting_payment'),
      lte(offeringApplications.paymentDeadline, now),
    ) ?? sql`false`
  );
}

export async function findForfeitable(db: Db, offeringId: number, now: Date): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(offeringApplications)
    .where(and(eq(offeringApplications.offeringId, offeringId), pastDeadline(now)))
    .orderBy(asc(offeringApplications.id))
    .for('update');
}

/** The next reserve to promote: the lowest reserve rank still not won. */
export async function findNextReserve(db: Db, offeringId: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(offeringApplications)
    .where(
      and(
        eq(offeringApplications.offeringId, offeringId),
        eq(offeringApplications.status, 'not_won'),
        sql`${offeringApplications.reserveRank} is not null`,
      ),
    )
    .orderBy(asc(offeringApplications.reserveRank))
    .limit(1)
    .for('update');
  return row ?? null;
}

// ---- Per-member counters ----

/** Counts one more application unless the member already has `limit`; false when the limit is reached. */
export async function countApplication(
  db: Db,
  offeringId: number,
  memberId: number,
  limit: number,
): Promise<boolean> {
  const rows = await db
    .insert(offeringMemberCounts)
    .values({ offeringId, memberId, applications: 1 })
    .onConflictDoUpdate({
      target: [offeringMemberCounts.offeringId, offeringMemberCounts.memberId],
      set: { applications: sql`${offeringMemberCounts.applications} + 1` },
      setWhere: sql`${offeringMemberCounts.applications} < ${limit}`,
    })
    .returning({ applications: offeringMemberCounts.applications });
  return rows.length === 1;
}

export async function uncountApplication(db: Db, offeringId: number, memberId: number): Promise<void> {
  await db
    .update(offeringMemberCounts)
    .set({ applications: sql`greatest(${offeringMemberCounts.applications} - 1, 0)` })
    .where(and(eq(offeringMemberCounts.offeringId, offeringId), eq(offeringMemberCounts.memberId, memberId)));
}

export async function resetCounts(db: Db, offeringId: number): Promise<void> {
  await db.delete(offeringMemberCounts).where(eq(offeringMemberCounts.offeringId, offeringId));
}

export async function memberCount(db: Db, offeringId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ applications: offeringMemberCounts.applications })
    .from(offeringMemberCounts)
    .where(and(eq(offeringMemberCounts.offeringId, offeringId), eq(offeringMemberCounts.memberId, memberId)));
  return row?.applications ?? 0;
}

// ---- Figures ----

export interface OfferingTotals {
  applications: number;
  subscribedQuantity: string;
  frozenMinor: bigint;
  refundedMinor: bigint;
  convertedMinor: bigint;
  feesChargedMinor: bigint;
  awaitingPayment: number;
  reserveLeft: number;
  winners: number;
}

/** Applications not cancelled, refunded by a postponement, or lost before the draw count. */
export async function readTotals(
  db: Db,
  offeringIds: readonly number[],
): Promise<Map<number, OfferingTotals>> {
  if (offeringIds.length === 0) return new Map();
  const a = offeringApplications;
  const rows = await db
    .select({
      offeringId: a.offeringId,
      applications: sql<number>`count(*) filter (where ${a.status} not in ('cancelled', 'refunded'))::int`,
      subscribed: sql<string>`coalesce(sum(${a.quantity} + ${a.excessQuantity}) filter (where ${a.status} not in ('cancelled', 'refunded')), 0)::text`,
      frozen: sql<string>`coalesce(sum(${a.frozenMinor}), 0)::text`,
      refunded: sql<string>`coalesce(sum(${a.refundedMinor}), 0)::text`,
      converted: sql<string>`coalesce(sum(${a.convertedMinor}), 0)::text`,
      fees: sql<string>`coalesce(sum(${a.feeChargedMinor}), 0)::text`,
      awaiting: sql<number>`count(*) filter (where ${a.status} = 'awaiting_payment')::int`,
      reserve: sql<number>`count(*) filter (where ${a.status} = 'not_won' and ${a.reserveRank} is not null)::int`,
      winners: sql<number>`count(*) filter (where ${a.allottedQuantity} > 0 and ${a.status} in ('won', 'paid', 'awaiting_payment'))::int`,
    })
    .from(a)
    .where(inArray(a.offeringId, [...offeringIds]))
    .groupBy(a.offeringId);
  return new Map(
    rows.map((row) => [
      row.offeringId,
      {
        applications: row.applications,
        subscribedQuantity: row.subscribed,
        frozenMinor: BigInt(row.frozen),
        refundedMinor: BigInt(row.refunded),
        convertedMinor: BigInt(row.converted),
        feesChargedMinor: BigInt(row.fees),
        awaitingPayment: row.awaiting,
        reserveLeft: row.reserve,
        winners: row.winners,
      },
    ]),
  );
}

/** The ledger's ipo_escrow for an offering: its postings in the entries of the offering's applications. */
export async function readEscrowMinor(db: Db, offeringId: number): Promise<bigint> {
  const answer = await db.execute(sql`
    select coalesce(sum(p.amount_minor), 0)::text as escrow
      from offering_applications a
      join journal_entries e on e.reference_type = ${APPLICATION_REFERENCE} and e.reference_id = a.id::text
      join postings p on p.entry_id = e.id
      join ledger_accounts l on l.id = p.account_id and l.owner_key = 'house:ipo_escrow'
     where a.offering_id = ${offeringId}`);
  const [row] = rowsOf<{ escrow: string }>(answer);
  return BigInt(row?.escrow ?? '0');
}

export interface BandRow {
  quantity: string;
  applications: number;
  successful: number;
  allotted: string;
}

/** Applications grouped by applied quantity (the bands are made from these). */
export async function readQuantityGroups(db: Db, offeringId: number): Promise<BandRow[]> {
  const a = offeringApplications;
  const rows = await db
    .select({
      quantity: sql<string>`${a.quantity}::text`,
      applications: sql<number>`count(*)::int`,
      successful: sql<number>`count(*) filter (where ${a.allottedQuantity} > 0 and ${a.status} in ('won', 'paid', 'awaiting_payment'))::int`,
      allotted: sql<string>`coalesce(sum(${a.allottedQuantity}) filter (where ${a.status} in ('won', 'paid', 'awaiting_payment')), 0)::text`,
    })
    .from(a)
    .where(and(eq(a.offeringId, offeringId), sql`${a.status} not in ('cancelled', 'refunded')`))
    .groupBy(a.quantity)
    .orderBy(a.quantity);
  return rows;
}

/** An audit row written by a job (no staff member): `system` as the actor. */
export async function recordSystemAudit(
  db: Db,
  record: { action: string; targetId: number; before: unknown; after: unknown; at: Date },
): Promise<void> {
  await db.insert(auditLog).values({
    staffId: null,
    staffUsername: 'system',
    action: record.action,
    targetType: 'offering',
    targetId: String(record.targetId),
    reason: 'scheduled',
    before: record.before,
    after: record.after,
    ip: 'job',
    createdAt: record.at,
  });
}
