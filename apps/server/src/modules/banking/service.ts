// Bank cards and wallets (spec §5): a member binds cards in their own verified name and crypto wallet
// addresses of the supported types; unbinding needs the fund password. Account numbers and addresses
// leave the server masked. Staff maintain the bank reference list (staff-service.ts).
import type { LocalizedNames } from '@saham/contract/localized-names';
import type { Language } from '@saham/domain/languages';
import { localizedName } from '@saham/domain/localized-name';
import { languageOfMember } from '../notices/service.ts';
import { isValidAccountNumber, normalizeAccountNumber } from '@saham/domain/bank-account';
import { eq } from 'drizzle-orm';
import type { Bank, BankCard, Wallet } from '@saham/contract/banking';
import type { Paged } from '@saham/contract/envelope';
import type { WalletType } from '@saham/domain/wallet-address';
import { WALLET_TYPES, isValidWalletAddress } from '@saham/domain/wallet-address';
import { maskTail } from '@saham/domain/mykad';
import type { MemberOnlyContext } from '../../http/context.ts';
import { refuse } from '../../http/business-error.ts';
import { inTransaction } from '../../db/transaction.ts';
import { toPaged } from '../../db/paging.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import { members } from '../../db/schema.ts';
import { verifyFundPassword } from '../account/password-service.ts';
import { assertRealNameVerified } from '../identity/real-name-gate.ts';
import { findMemberUpload } from '../uploads/service.ts';
import {
  findActiveBanks,
  findBank,
  findMemberBankCard,
  findMemberBankCardPage,
  findMemberBankCardRow,
  findMemberWallet,
  findMemberWalletPage,
  findMemberWalletRow,
  insertBankCard,
  insertWallet,
  isAccountNumberBound,
  isWalletAddressBound,
  softDeleteBankCard,
  softDeleteWallet,
} from './repo.ts';
import { required } from './required-field.ts';

/** Names compare without regard to case or repeated spaces. */
function sameName(a: string, b: string): boolean {
  const normal = (value: string) => value.trim().replace(/\s+/g, ' ').toUpperCase();
  return normal(a) === normal(b);
}

/** Wallet addresses show their first six and last four characters. */
export function maskAddress(address: string): string {
  if (address.length <= 12) return address;
  return `${address.slice(0, 6)}****${address.slice(-4)}`;
}

type BankCardRow = Omit<BankCard, 'createdAt'> & { createdAt: Date; bankNames: LocalizedNames };

/** A card as its member reads it: the bank named in the member's language where staff gave one. */
function toBankCard(row: BankCardRow, language: Language): BankCard {
  const { bankNames, ...card } = row;
  return {
    ...card,
    bankName: localizedName(row.bankName, bankNames, language),
    accountNumber: maskTail(row.accountNumber),
    createdAt: row.createdAt.toISOString(),
  };
}

function toWalletType(value: string): WalletType {
  const type = WALLET_TYPES.find((known) => known === value);
  if (!type) throw new Error(`unknown wallet type ${value}`);
  return type;
}

/** The active banks, named in the member's language where staff gave a name in it. */
export async function listBanks(context: MemberOnlyContext): Promise<Bank[]> {
  const { db } = context.services;
  const [banks, language] = await Promise.all([
    findActiveBanks(db),
    languageOfMember(db, context.session.memberId),
  ]);
  return banks.map(({ names, ...bank }) => ({ ...bank, name: localizedName(bank.name, names, language) }));
}

export async function listBankCards(context: MemberOnlyContext, page: number): Promise<Paged<BankCard>> {
  const { db } = context.services;
  const [{ rows, total }, language] = await Promise.all([
    findMemberBankCardPage(db, context.session.memberId, page),
    languageOfMember(db, context.session.memberId),
  ]);
  return toPaged(
    rows.map((row) => toBankCard(row, language)),
    page,
    total,
  );
}

async function verifiedNameOf(context: MemberOnlyContext): Promise<string> {
  const { db } = context.services;
  await assertRealNameVerified(db, context.session.memberId);
  const [member] = await db
    .select({ name: members.name })
    .from(members)
    .where(eq(members.id, context.session.memberId))
    .limit(1);
  return member?.name ?? '';
}

export async function addBankCard(
  context: MemberOnlyContext,
  request: { holder: string; accountNumber: string; bankCode: string; branch: string },
): Promise<BankCard> {
  const { services } = context;
  const memberId = context.session.memberId;
  const holder = required(request.holder, 'holder').replace(/\s+/g, ' ');
  const accountNumber = normalizeAccountNumber(required(request.accountNumber, 'accountNumber'));
  const bankCode = required(request.bankCode, 'bankCode');
  const branch = required(request.branch, 'branch');
  if (!isValidAccountNumber(accountNumber)) refuse('INVALID_INPUT', { field: 'accountNumber' });
  const verifiedName = await verifiedNameOf(context);
  if (!sameName(holder, verifiedName)) refuse('BANK_CARD_NOT_HOLDER');
  const bank = await findBank(services.db, bankCode);
  if (!bank || !bank.isActive) refuse('INVALID_INPUT', { field: 'bankCode' });
  let cardId: number;
  try {
    cardId = await inTransaction(services.db, async (tx) => {
      if (await isAccountNumberBound(tx, accountNumber)) refuse('BANK_CARD_EXISTS');
      return insertBankCard(tx, {
        memberId,
        holder: verifiedName,
        accountNumber,
        bankCode,
        branch,
        createdAt: services.clock.now(),
      });
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) !== null) refuse('BANK_CARD_EXISTS');
    throw error;
  }
  const card = await findMemberBankCardRow(services.db, memberId, cardId);
  if (!card) throw new Error(`bank card ${cardId} missing after insert`);
  return toBankCard(card, await languageOfMember(services.db, memberId));
}

export async function deleteBankCard(
  context: MemberOnlyContext,
  request: { id: number; fundPassword: string },
): Promise<null> {
  const { services } = context;
  const memberId = context.session.memberId;
  if (!(await findMemberBankCard(services.db, memberId, request.id))) refuse('BANK_CARD_NOT_FOUND');
  await verifyFundPassword(context, request.fundPassword);
  if (!(await softDeleteBankCard(services.db, memberId, request.id, services.clock.now()))) {
    refuse('BANK_CARD_NOT_FOUND');
  }
  return null;
}

function toWallet(row: {
  id: number;
  type: string;
  address: string;
  qrImageId: string | null;
  createdAt: Date;
}) {
  return {
    id: row.id,
    type: toWalletType(row.type),
    address: maskAddress(row.address),
    qrImageId: row.qrImageId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listWallets(context: MemberOnlyContext, page: number): Promise<Paged<Wallet>> {
  const { rows, total } = await findMemberWalletPage(context.services.db, context.session.memberId, page);
  return toPaged(rows.map(toWallet), page, total);
}

export async function addWallet(
  context: MemberOnlyContext,
  request: { type: WalletType; address: string; qrImageId?: string | null | undefined },
): Promise<Wallet> {
  const { services } = context;
  const memberId = context.session.memberId;
  const address = required(request.address, 'address');
  if (!isValidWalletAddress(request.type, address)) refuse('INVALID_INPUT', { field: 'address' });
  let qrUploadId: number | null = null;
  const qrImageId = request.qrImageId?.trim() ?? '';
  if (qrImageId !== '') {
    const upload = await findMemberUpload(services.db, memberId, qrImageId);
    if (!upload) refuse('UPLOAD_INVALID');
    qrUploadId = upload.id;
  }
  let walletId: number;
  try {
    walletId = await inTransaction(services.db, async (tx) => {
      if (await isWalletAddressBound(tx, request.type, address)) refuse('WALLET_EXISTS');
      return insertWallet(tx, {
        memberId,
        type: request.type,
        address,
        qrUploadId,
        createdAt: services.clock.now(),
      });
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) !== null) refuse('WALLET_EXISTS');
    throw error;
  }
  const wallet = await findMemberWalletRow(services.db, memberId, walletId);
  if (!wallet) throw new Error(`wallet ${walletId} missing after insert`);
  return toWallet(wallet);
}

export async function deleteWallet(
  context: MemberOnlyContext,
  request: { id: number; fundPassword: string },
): Promise<null> {
  const { services } = context;
  const memberId = context.session.memberId;
  if (!(await findMemberWallet(services.db, memberId, request.id))) refuse('WALLET_NOT_FOUND');
  await verifyFundPassword(context, request.fundPassword);
  if (!(await softDeleteWallet(services.db, memberId, request.id, services.clock.now()))) {
    refuse('WALLET_NOT_FOUND');
  }
  return null;
}

// For other modules, which never import this module's repositories (eslint.config.js).
export { findMemberBankCard, hasBoundBankCard } from './repo.ts';
