// Reads and writes the audit log. Entries are only ever inserted, never updated or deleted.
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';
import { containsPattern } from '../../db/sql-helpers.ts';

export interface AuditRecord {
  staff: { staffId: number; username: string };
  /** The staff call's path, such as `members/setFlag`. */
  action: string;
  targetType: string;
  targetId: string | number | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  ip: string;
  at: Date;
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so that the change and
 * its record commit or roll back together.
 */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: record.staff.staffId,
    staffUsername: record.staff.username,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId === null ? null : String(record.targetId),
    reason: record.reason ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    ip: record.ip,
    createdAt: record.at,
  });
}

export interface AuditFilter {
  query?: string | undefined;
  staffUsername?: string | undefined;
  action?: string | undefined;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.query) {
    const pattern = containsPattern(filter.query);
    conditions.push(
      or(
        ilike(auditLog.action, pattern),
        ilike(auditLog.targetId, pattern),
        ilike(auditLog.staffUsername, pattern),
        ilike(auditLog.reason, pattern),
      ),
    );
  }
  if (filter.staffUsername) conditions.push(eq(auditLog.staffUsername, filter.staffUsername));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  return and(...conditions);
}

export async function findAuditPage(db: Db, filter: AuditFilter, page: number) {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(auditLog).where(where);
  return { rows, total: totalRow?.total ?? 0 };
}
