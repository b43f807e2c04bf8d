// Reads and writes upload rows. The public id is what clients see; the numeric id links records.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema-identity.ts';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Db, row: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [inserted] = await db.insert(uploads).values(row).returning();
  if (!inserted) throw new Error('insert into uploads returned no row');
  return inserted;
}

export async function findUploadByPublicId(db: Db, publicId: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.publicId, publicId)).limit(1);
  return row ?? null;
}

/** The member's own upload with this public id, or null (unknown, or another member's). */
export async function findMemberUpload(
  db: Db,
  memberId: number,
  publicId: string,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.publicId, publicId), eq(uploads.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

export async function findUploadById(db: Db, id: number): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}
