// Reads and writes the one open payment reference per member (deposit_payment_references): issued
// when the member asks for it, taken (deleted) by the bank-transfer deposit that carries it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositPaymentReferences, deposits } from '../../db/schema-funding.ts';

export async function findOpenPaymentReference(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ reference: depositPaymentReferences.reference })
    .from(depositPaymentReferences)
    .where(eq(depositPaymentReferences.memberId, memberId))
    .limit(1);
  return row?.reference ?? null;
}

/** True when a deposit already carries this reference. */
export async function isPaymentReferenceUsed(db: Db, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(eq(deposits.paymentReference, reference))
    .limit(1);
  return row !== undefined;
}

/** Stores the member's open reference unless they have one (or the code is taken): answers whether it did. */
export async function insertOpenPaymentReference(
  db: Db,
  values: { memberId: number; reference: string; issuedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(depositPaymentReferences)
    .values(values)
    .onConflictDoNothing()
    .returning({ reference: depositPaymentReferences.reference });
  return rows.length > 0;
}

/** Removes and answers the member's open reference, or null when none was issued. */
export async function takeOpenPaymentReference(tx: Db, memberId: number): Promise<string | null> {
  const [row] = await tx
    .delete(depositPaymentReferences)
    .where(eq(depositPaymentReferences.memberId, memberId))
    .returning({ reference: depositPaymentReferences.reference });
  return row?.reference ?? null;
}
