// Reads and writes bank cards, the bank reference list and crypto wallets.
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { WalletType } from '@saham/domain/wallet-address';
import type { Db } from '../../db/client.ts';
import { bankCards, banks, uploads, wallets } from '../../db/schema-identity.ts';
import { PAGE_LIMIT, pageOffset } from '../../db/paging.ts';

export interface MemberBankCard {
  id: number;
  holder: string;
  accountNumber: string;
  bankCode: string;
  bankName: string;
  branch: string;
}

/** The member's bound (not deleted) card with this id, or null when it is not theirs. */
export async function findMemberBankCard(
  db: Db,
  memberId: number,
  cardId: number,
): Promise<MemberBankCard | null> {
  const [row] = await db
    .select({
      id: bankCards.id,
      holder: bankCards.holder,
      accountNumber: bankCards.accountNumber,
      bankCode: bankCards.bankCode,
      bankName: banks.name,
      branch: bankCards.branch,
    })
    .from(bankCards)
    .innerJoin(banks, eq(banks.code, bankCards.bankCode))
    .where(and(eq(bankCards.id, cardId), eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findActiveBanks(db: Db) {
  return db
    .select({ code: banks.code, name: banks.name, names: banks.names, swift: banks.swift })
    .from(banks)
    .where(eq(banks.isActive, true))
    .orderBy(asc(banks.name));
}

export async function findAllBanks(db: Db) {
  return db.select().from(banks).orderBy(asc(banks.name));
}

export async function findBank(db: Db, code: string) {
  const [row] = await db.select().from(banks).where(eq(banks.code, code)).limit(1);
  return row ?? null;
}

export async function upsertBank(tx: Db, bank: typeof banks.$inferInsert): Promise<void> {
  await tx
    .insert(banks)
    .values(bank)
    .onConflictDoUpdate({
      target: banks.code,
      set: {
        name: bank.name,
        swift: bank.swift,
        isActive: bank.isActive,
        ...(bank.names === undefined ? {} : { names: bank.names }),
      },
    });
}

function selectMemberBankCards(db: Db) {
  return db
    .select({
      id: bankCards.id,
      holder: bankCards.holder,
      accountNumber: bankCards.accountNumber,
      bankCode: bankCards.bankCode,
      bankName: banks.name,
      bankNames: banks.names,
      branch: bankCards.branch,
      createdAt: bankCards.createdAt,
    })
    .from(bankCards)
    .innerJoin(banks, eq(banks.code, bankCards.bankCode));
}

const boundCardsOf = (memberId: number) => and(eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt));

/** One page of the member's bound cards, newest first, and how many they have bound. */
export async function findMemberBankCardPage(db: Db, memberId: number, page: number) {
  const rows = await selectMemberBankCards(db)
    .where(boundCardsOf(memberId))
    .orderBy(desc(bankCards.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(bankCards).where(boundCardsOf(memberId));
  return { rows, total: totalRow?.total ?? 0 };
}

/** True when the member has at least one card bound (not unbound). */
export async function hasBoundBankCard(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: bankCards.id }).from(bankCards).where(boundCardsOf(memberId)).limit(1);
  return row !== undefined;
}

/** The member's bound card with this id as the list shows it, or null. */
export async function findMemberBankCardRow(db: Db, memberId: number, cardId: number) {
  const [row] = await selectMemberBankCards(db)
    .where(and(boundCardsOf(memberId), eq(bankCards.id, cardId)))
    .limit(1);
  return row ?? null;
}

/** True when any member has this account number bound (not deleted). */
export async function isAccountNumberBound(db: Db, accountNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bankCards.id })
    .from(bankCards)
    .where(and(eq(bankCards.accountNumber, accountNumber), isNull(bankCards.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export async function insertBankCard(tx: Db, row: typeof bankCards.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(bankCards).values(row).returning({ id: bankCards.id });
  if (!inserted) throw new Error('insert into bank_cards returned no row');
  return inserted.id;
}

/** Unbinds the member's card; false when it is not theirs or already unbound. */
export async function softDeleteBankCard(db: Db, memberId: number, cardId: number, now: Date) {
  const rows = await db
    .update(bankCards)
    .set({ deletedAt: now })
    .where(and(eq(bankCards.id, cardId), eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)))
    .returning({ id: bankCards.id });
  return rows.length > 0;
}

function selectMemberWallets(db: Db) {
  return db
    .select({
      id: wallets.id,
      type: wallets.type,
      address: wallets.address,
      qrImageId: uploads.publicId,
      createdAt: wallets.createdAt,
    })
    .from(wallets)
    .leftJoin(uploads, eq(uploads.id, wallets.qrUploadId));
}

const boundWalletsOf = (memberId: number) => and(eq(wallets.memberId, memberId), isNull(wallets.deletedAt));

/** One page of the member's bound wallets, newest first, and how many they have bound. */
export async function findMemberWalletPage(db: Db, memberId: number, page: number) {
  const rows = await selectMemberWallets(db)
    .where(boundWalletsOf(memberId))
    .orderBy(desc(wallets.id))
    .limit(PAGE_LIMIT)
    .offset(pageOffset(page));
  const [totalRow] = await db.select({ total: count() }).from(wallets).where(boundWalletsOf(memberId));
  return { rows, total: totalRow?.total ?? 0 };
}

/** The member's bound wallet with this id as the list shows it, or null. */
export async function findMemberWalletRow(db: Db, memberId: number, walletId: number) {
  const [row] = await selectMemberWallets(db)
    .where(and(boundWalletsOf(memberId), eq(wallets.id, walletId)))
    .limit(1);
  return row ?? null;
}

/** The member's bound wallet with this id, or null; the funding slice may use it for withdrawals. */
export async function findMemberWallet(db: Db, memberId: number, walletId: number) {
  const [row] = await db
    .select({ id: wallets.id, type: wallets.type, address: wallets.address })
    .from(wallets)
    .where(and(eq(wallets.id, walletId), eq(wallets.memberId, memberId), isNull(wallets.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** True when this address of this type is bound (not deleted), compared without regard to case. */
export async function isWalletAddressBound(db: Db, type: WalletType, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(
      and(
        eq(wallets.type, type),
        eq(sql`lower(${wallets.address})`, address.toLowerCase()),
        isNull(wallets.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertWallet(tx: Db, row: typeof wallets.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(wallets).values(row).returning({ id: wallets.id });
  if (!inserted) throw new Error('insert into wallets returned no row');
  return inserted.id;
}

export async function softDeleteWallet(db: Db, memberId: number, walletId: number, now: Date) {
  const rows = await db
    .update(wallets)
    .set({ deletedAt: now })
    .where(and(eq(wallets.id, walletId), eq(wallets.memberId, memberId), isNull(wallets.deletedAt)))
    .returning({ id: wallets.id });
  return rows.length > 0;
}
