// Maps funding rows to the contract's shapes. Text columns hold the contract's values; a row that
// holds anything else is corrupt and throws rather than reaching a client.
import { isCurrency, type Currency } from '@saham/domain/currencies';
import type { Language } from '@saham/domain/languages';
import { localizedName } from '@saham/domain/localized-name';
import { formatMinor } from '@saham/domain/money';
import {
  DEPOSIT_CHANNEL_KINDS,
  DEPOSIT_STATUSES,
  FUNDING_STATUSES,
  PAYMENT_GATEWAYS,
  type DepositChannel,
  type DepositChannelKind,
  type DepositRecord,
  type DepositStatus,
  type FundingStatus,
  type StaffChannel,
  type StaffDepositRow,
} from '@saham/contract/recharge';
import type { StaffWithdrawRow, WithdrawRecord } from '@saham/contract/withdraw';
import type { ChannelRecord } from './channels-repo.ts';
import type { DepositView } from './deposits-repo.ts';
import type { WithdrawalView } from './withdrawals-repo.ts';

export function currencyOf(value: string): Currency {
  if (!isCurrency(value)) throw new Error(`unknown currency in a funding row: ${value}`);
  return value;
}

export function kindOf(value: string): DepositChannelKind {
  const kind = DEPOSIT_CHANNEL_KINDS.find((candidate) => candidate === value);
  if (!kind) throw new Error(`unknown deposit channel kind: ${value}`);
  return kind;
}

function statusOf(value: string): FundingStatus {
  const status = FUNDING_STATUSES.find((candidate) => candidate === value);
  if (!status) throw new Error(`unknown funding status: ${value}`);
  return status;
}

function depositStatusOf(value: string): DepositStatus {
  const status = DEPOSIT_STATUSES.find((candidate) => candidate === value);
  if (!status) throw new Error(`unknown deposit status: ${value}`);
  return status;
}

function gatewayOf(value: string | null): DepositChannel['gateway'] {
  return PAYMENT_GATEWAYS.find((candidate) => candidate === value) ?? null;
}

/** A channel as a member reads it: its names in `language` (as staff entered them without one). */
export function toChannel(record: ChannelRecord, language?: Language): DepositChannel {
  const currency = currencyOf(record.currency);
  const kind = kindOf(record.kind);
  const bankName =
    record.bankName === null || language === undefined
      ? record.bankName
      : localizedName(record.bankName, record.bankNames, language);
  return {
    id: record.id,
    kind,
    name: language === undefined ? record.name : localizedName(record.name, record.names, language),
    currency,
    minAmount: formatMinor(record.minMinor, currency),
    maxAmount: formatMinor(record.maxMinor, currency),
    window: { days: record.windowDays, start: record.windowStart, end: record.windowEnd },
    hasPassword: record.passwordHash !== null,
    bankName,
    accountName: record.accountName,
    accountNumber: record.accountNumber,
    cryptoAddress: record.cryptoAddress,
    qrImageUrl: record.qrImageUrl,
    gateway: gatewayOf(record.gateway),
    requiresVoucher: kind !== 'online_banking',
    requiresTxHash: kind === 'crypto',
  };
}

export function toStaffChannel(record: ChannelRecord): StaffChannel {
  return {
    ...toChannel(record),
    names: record.names,
    bankNames: record.bankNames,
    isEnabled: record.isEnabled,
    sortOrder: record.sortOrder,
    paymentExpiryMinutes: record.paymentExpiryMinutes,
  };
}

/** A deposit as its member reads it (the channel named in `language`), or as staff do (no language). */
export function toDepositRecord(view: DepositView, language?: Language): DepositRecord {
  const currency = currencyOf(view.currency);
  return {
    id: view.id,
    channelName:
      language === undefined
        ? view.channelName
        : localizedName(view.channelName, view.channelNames, language),
    kind: kindOf(view.kind),
    currency,
    amount: formatMinor(view.amountMinor, currency),
    status: depositStatusOf(view.status),
    rejectReason: view.rejectReason,
    gatewayReference: view.gatewayReference,
    paymentReference: view.paymentReference,
    createdAt: view.createdAt.toISOString(),
    reviewedAt: view.reviewedAt?.toISOString() ?? null,
    expiresAt: view.expiresAt?.toISOString() ?? null,
  };
}

export function toStaffDepositRow(view: DepositView): StaffDepositRow {
  return {
    ...toDepositRecord(view),
    memberId: view.memberId,
    memberAccount: view.memberAccount,
    memberName: view.memberName,
    voucherImageId: view.voucherImageId,
    txHash: view.txHash,
    reviewedBy: view.reviewedBy,
  };
}

export function toWithdrawRecord(view: WithdrawalView): WithdrawRecord {
  const currency = currencyOf(view.currency);
  return {
    id: view.id,
    currency,
    amount: formatMinor(view.amountMinor, currency),
    bankName: view.bankName,
    accountNumberMasked: `**** ${view.accountNumber.slice(-4)}`,
    status: statusOf(view.status),
    rejectReason: view.rejectReason,
    createdAt: view.createdAt.toISOString(),
    reviewedAt: view.reviewedAt?.toISOString() ?? null,
    expectedSettlementDate: view.expectedSettlementDate,
  };
}

export function toStaffWithdrawRow(
  view: WithdrawalView,
  balances: { availableMinor: bigint; frozenMinor: bigint },
): StaffWithdrawRow {
  const currency = currencyOf(view.currency);
  return {
    ...toWithdrawRecord(view),
    memberId: view.memberId,
    memberAccount: view.memberAccount,
    memberName: view.memberName,
    holder: view.holder,
    accountNumber: view.accountNumber,
    creditScore: view.creditScore,
    availableBalance: formatMinor(balances.availableMinor, currency),
    frozenBalance: formatMinor(balances.frozenMinor, currency),
    reviewedBy: view.reviewedBy,
  };
}
