// Deposits (spec §5, §9): the channels a member pays into, applying with a voucher or a transaction
// hash, the sandbox payment step of online banking, and the staff review queue and channel settings.
import { z } from 'zod';
import { CURRENCIES } from '@saham/domain/currencies';
import { memberCall, staffCall } from './call.ts';
import { isoTimeSchema, moneySchema, pageSchema, pagedSchema } from './envelope.ts';
import { decimalInputSchema, moneyInputSchema } from './inputs.ts';
import { localizedNamesSchema } from './localized-names.ts';

export const DEPOSIT_CHANNEL_KINDS = ['bank_transfer', 'crypto', 'online_banking'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];
export const PAYMENT_GATEWAYS = ['fpx', 'duitnow'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
export const FUNDING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];
/** A deposit may also expire: an online-banking payment left unpaid past its channel's expiry. */
export const DEPOSIT_STATUSES = [...FUNDING_STATUSES, 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'hh:mm:ss');
export const channelWindowSchema = z.object({
  /** ISO weekdays 1 (Monday) … 7 (Sunday), Malaysia time. */
  days: z.array(z.number().int().min(1).max(7)).max(7),
  start: timeOfDay,
  end: timeOfDay,
});

export const depositChannelSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  window: channelWindowSchema,
  hasPassword: z.boolean(),
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  cryptoAddress: z.string().nullable(),
  qrImageUrl: z.string().nullable(),
  gateway: z.enum(PAYMENT_GATEWAYS).nullable(),
  requiresVoucher: z.boolean(),
  requiresTxHash: z.boolean(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositRecordSchema = z.object({
  id: z.number().int(),
  channelName: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  currency: z.enum(CURRENCIES),
  amount: moneySchema,
  status: z.enum(DEPOSIT_STATUSES),
  rejectReason: z.string().nullable(),
  gatewayReference: z.string().nullable(),
  /** Bank transfer: the reference the member put in the transfer (SHM-…); null for other channels. */
  paymentReference: z.string().nullable(),
  createdAt: isoTimeSchema,
  reviewedAt: isoTimeSchema.nullable(),
  /** Online banking: when the unpaid payment expires; null for other channels. */
  expiresAt: isoTimeSchema.nullable(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

export const rechargeChannels = memberCall({
  path: 'recharge/channels',
  summary: 'The deposit channels open to the member',
  access: 'member',
  request: z.object({}),
  response: z.array(depositChannelSchema),
});

export const rechargeApply = memberCall({
  path: 'recharge/apply',
  summary: 'Apply for a deposit through a channel',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({
    channelId: z.number().int(),
    /** Checked by the server (FIELD_REQUIRED, DEPOSIT_AMOUNT_RANGE) so an empty field gets a refusal. */
    amount: decimalInputSchema,
    voucherImageId: z.string().max(100).optional(),
    txHash: z.string().max(200).optional(),
    channelPassword: z.string().max(100).optional(),
  }),
  response: depositRecordSchema,
});

export const rechargeSandboxPay = memberCall({
  path: 'recharge/sandboxPay',
  summary: 'Pay an online-banking deposit through the demo gateway',
  description:
    'Online banking in the demo: the built-in sandbox gateway completes the payment and credits ' +
    'it. Refused with DEPOSIT_EXPIRED once the payment has expired (nothing is credited), and ' +
    'with PAYMENT_GATEWAY_UNAVAILABLE when the server runs without the sandbox gateway.',
  access: 'member',
  isMoneyMoving: true,
  request: z.object({ orderId: z.number().int() }),
  response: depositRecordSchema,
});

export const rechargePaymentReference = memberCall({
  path: 'recharge/paymentReference',
  summary: 'The payment reference to put in a bank transfer',
  description:
    'The payment reference to put in a bank transfer, shown before the member pays: the ' +
    "member's one open reference (issued on first ask), which the next bank-transfer deposit " +
    'then carries.',
  access: 'member',
  request: z.object({}),
  response: z.object({ paymentReference: z.string() }),
});

export const rechargeList = memberCall({
  path: 'recharge/list',
  summary: "The member's deposits, ten a page",
  access: 'member',
  request: z.object({ page: pageSchema }),
  response: pagedSchema(depositRecordSchema),
});

// Staff

export const staffDepositRowSchema = depositRecordSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  memberName: z.string().nullable(),
  voucherImageId: z.string().nullable(),
  txHash: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type StaffDepositRow = z.infer<typeof staffDepositRowSchema>;

export const staffRechargeList = staffCall({
  path: 'recharge/list',
  summary: 'Deposits to review, ten a page',
  roles: ['admin', 'reviewer', 'support'],
  request: z.object({
    status: z.enum(DEPOSIT_STATUSES).optional(),
    /** A bank-transfer payment reference (SHM-…), matched exactly, case and spaces ignored. */
    paymentReference: z.string().max(40).optional(),
    page: pageSchema,
  }),
  response: pagedSchema(staffDepositRowSchema),
});

export const staffRechargeApprove = staffCall({
  path: 'recharge/approve',
  summary: 'Approve a deposit, crediting the member',
  roles: ['admin', 'reviewer'],
  request: z.object({ id: z.number().int() }),
  response: staffDepositRowSchema,
});

export const staffRechargeReject = staffCall({
  path: 'recharge/reject',
  summary: 'Reject a deposit with a reason',
  roles: ['admin', 'reviewer'],
  request: z.object({ id: z.number().int(), reason: z.string().max(500) }),
  response: staffDepositRowSchema,
});

export const PAYMENT_EXPIRY_MINUTES = { default: 30, min: 1, max: 1440 } as const;

export const staffChannelSchema = depositChannelSchema.extend({
  /** Staff see `name` and `bankName` as entered, and the names per language beside them. */
  names: localizedNamesSchema,
  bankNames: localizedNamesSchema,
  isEnabled: z.boolean(),
  sortOrder: z.number().int(),
  /** Online banking: minutes an unpaid payment stays open before the deposit expires. */
  paymentExpiryMinutes: z.number().int(),
});
export type StaffChannel = z.infer<typeof staffChannelSchema>;

export const staffChannelList = staffCall({
  path: 'recharge/channels',
  summary: 'Every deposit channel',
  roles: ['admin', 'reviewer', 'support'],
  request: z.object({}),
  response: z.array(staffChannelSchema),
});

const optionalText = z.string().max(300).nullable();
export const channelInputSchema = z.object({
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  name: z.string().min(1).max(100),
  /** The name per language (a missing or empty one reads `name`); undefined keeps the current ones. */
  names: localizedNamesSchema.optional(),
  currency: z.enum(CURRENCIES),
  minAmount: moneyInputSchema,
  maxAmount: moneyInputSchema,
  window: channelWindowSchema,
  bankName: optionalText,
  /** The bank's name per language (a missing or empty one reads `bankName`); undefined keeps them. */
  bankNames: localizedNamesSchema.optional(),
  accountName: optionalText,
  accountNumber: optionalText,
  cryptoAddress: optionalText,
  qrImageUrl: optionalText,
  gateway: z.enum(PAYMENT_GATEWAYS).nullable(),
  isEnabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(100000),
  /** Undefined keeps the current expiry (30 minutes for a new channel). */
  paymentExpiryMinutes: z
    .number()
    .int()
    .min(PAYMENT_EXPIRY_MINUTES.min)
    .max(PAYMENT_EXPIRY_MINUTES.max)
    .optional(),
  /** Undefined keeps the current password, null clears it, a string sets it. */
  password: z.string().min(1).max(100).nullable().optional(),
});
export type ChannelInput = z.infer<typeof channelInputSchema>;

export const staffChannelSave = staffCall({
  path: 'recharge/saveChannel',
  summary: 'Create or update a deposit channel',
  roles: ['admin'],
  request: channelInputSchema.extend({ id: z.number().int().optional() }),
  response: staffChannelSchema,
});

export const staffChannelDelete = staffCall({
  path: 'recharge/deleteChannel',
  summary: 'Delete a deposit channel',
  roles: ['admin'],
  request: z.object({ id: z.number().int() }),
  response: z.null(),
});
