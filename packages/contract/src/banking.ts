// Bank cards and crypto wallets members bind for withdrawals (issue 3), and the bank reference list
// staff maintain. Account numbers and addresses are answered masked.
import { z } from 'zod';
import { WALLET_TYPES } from '@saham/domain/wallet-address';
import { STAFF_ROLES, memberCall, staffCall } from './call.ts';
import { isoTimeSchema, nullSchema, pageSchema, pagedSchema } from './envelope.ts';
import { localizedNamesSchema } from './localized-names.ts';

const text = (max: number) => z.string().max(max);

export const bankSchema = z.object({ code: z.string(), name: z.string(), swift: z.string() });
export type Bank = z.infer<typeof bankSchema>;

export const listBanks = memberCall({
  path: 'bank/banks',
  summary: 'The banks a member may bind cards of',
  description: 'The banks a member may choose from (active ones).',
  access: 'member',
  request: z.object({}),
  response: z.array(bankSchema),
});

export const bankCardSchema = z.object({
  id: z.number().int(),
  holder: z.string(),
  /** Masked, such as ********1234. */
  accountNumber: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  branch: z.string(),
  createdAt: isoTimeSchema,
});
export type BankCard = z.infer<typeof bankCardSchema>;

export const listBankCards = memberCall({
  path: 'bank/list',
  summary: "The member's bank cards, ten a page",
  description: "The member's bound cards, newest first, ten a page.",
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(bankCardSchema),
});

export const addBankCard = memberCall({
  path: 'bank/add',
  summary: "Bind a bank card in the member's real name",
  access: 'member',
  request: z.object({
    holder: text(100),
    accountNumber: text(30),
    bankCode: text(20),
    branch: text(100),
  }),
  response: bankCardSchema,
});

export const deleteBankCard = memberCall({
  path: 'bank/delete',
  summary: 'Unbind a bank card',
  access: 'member',
  request: z.object({ id: z.number().int(), fundPassword: text(64) }),
  response: nullSchema,
});

export const walletSchema = z.object({
  id: z.number().int(),
  type: z.enum(WALLET_TYPES),
  /** Masked: the first six and last four characters. */
  address: z.string(),
  qrImageId: z.string().nullable(),
  createdAt: isoTimeSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

export const listWallets = memberCall({
  path: 'wallet/list',
  summary: "The member's crypto wallets, ten a page",
  description: "The member's bound wallets, newest first, ten a page.",
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(walletSchema),
});

export const addWallet = memberCall({
  path: 'wallet/add',
  summary: 'Bind a crypto wallet address',
  access: 'member',
  request: z.object({
    type: z.enum(WALLET_TYPES),
    address: text(100),
    qrImageId: text(64).nullish(),
  }),
  response: walletSchema,
});

export const deleteWallet = memberCall({
  path: 'wallet/delete',
  summary: 'Unbind a crypto wallet',
  access: 'member',
  request: z.object({ id: z.number().int(), fundPassword: text(64) }),
  response: nullSchema,
});

// Back office: the bank reference list.
/** Staff see `name` as entered and the names per language members read (a missing one reads `name`). */
export const staffBankSchema = bankSchema.extend({ isActive: z.boolean(), names: localizedNamesSchema });
export type StaffBank = z.infer<typeof staffBankSchema>;

export const staffListBanks = staffCall({
  path: 'banks/list',
  summary: 'Every bank, active or not',
  roles: STAFF_ROLES,
  request: z.object({}),
  response: z.array(staffBankSchema),
});

export const saveBank = staffCall({
  path: 'banks/save',
  summary: 'Create or update a bank members may bind cards of',
  description: 'Creates the bank with this code or updates it.',
  roles: ['admin'],
  request: z.object({
    code: text(20),
    name: text(100),
    /** Undefined keeps the current names per language. */
    names: localizedNamesSchema.optional(),
    swift: text(11),
    isActive: z.boolean(),
  }),
  response: staffBankSchema,
});
