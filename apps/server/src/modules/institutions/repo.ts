// Reads and writes institutions (seat accounts) and counts the members registered under each.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { institutions, members } from '../../db/schema.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';

const memberCounts = (db: Db) =>
  db
    .select({ institutionId: members.institutionId, memberCount: count().as('member_count') })
    .from(members)
    .groupBy(members.institutionId)
    .as('member_counts');

function selectInstitutions(db: Db) {
  const counts = memberCounts(db);
  return db
    .select({
      id: institutions.id,
      name: institutions.name,
      inviteCode: institutions.inviteCode,
      isActive: institutions.isActive,
      createdAt: institutions.createdAt,
      memberCount: sql<number>`coalesce(${counts.memberCount}, 0)`.mapWith(Number),
    })
    .from(institutions)
    .leftJoin(counts, eq(counts.institutionId, institutions.id));
}

export type InstitutionRecord = NonNullable<Awaited<ReturnType<typeof findInstitutionById>>>;

export async function findInstitutionById(db: Db, institutionId: number) {
  const rows = await selectInstitutions(db).where(eq(institutions.id, institutionId)).limit(1);
  return rows[0] ?? null;
}

export async function findInstitutionPage(db: Db, page: number) {
  const rows = await selectInstitutions(db)
    .orderBy(desc(institutions.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(institutions);
  return { rows, total: totalRow?.total ?? 0 };
}

/** True when an institution or a member already holds the code, compared without regard to case. */
export async function isInviteCodeInUse(db: Db, inviteCode: string): Promise<boolean> {
  const lowered = inviteCode.toLowerCase();
  const [institution] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(sql`lower(${institutions.inviteCode})`, lowered))
    .limit(1);
  if (institution) return true;
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.inviteCode})`, lowered))
    .limit(1);
  return member !== undefined;
}

export async function insertInstitution(
  tx: Db,
  institution: { name: string; inviteCode: string; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(institutions)
    .values({ name: institution.name, inviteCode: institution.inviteCode, createdAt: institution.now })
    .returning({ id: institutions.id });
  if (!row) throw new Error('insert into institutions returned no row');
  return row.id;
}

export async function lockInstitution(tx: Db, institutionId: number) {
  const rows = await tx
    .select({ id: institutions.id, isActive: institutions.isActive })
    .from(institutions)
    .where(eq(institutions.id, institutionId))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function updateInstitutionActive(
  tx: Db,
  institutionId: number,
  isActive: boolean,
): Promise<void> {
  await tx.update(institutions).set({ isActive }).where(eq(institutions.id, institutionId));
}
