// Maps day-trading rows to the contract's shapes, and the one ledger movement between a member's
// available and frozen MYR that the day-trading account makes (freezing or releasing allocation).
import type {
  DayTradeApplication,
  DayTradeLimits,
  DayTradePosition,
  StaffDayTradeRow,
} from '@saham/contract/day-trading';
import type { LedgerEntryType } from '@saham/contract/ledger';
import { formatMinor } from '@saham/domain/money';
import type { Db } from '../../db/client.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { toPosition } from '../trading/service.ts';
import type { PositionRow } from '../trading/rows.ts';
import { readLimits, type ApplicationRow, type ApplicationView, type DayPositionRow } from './repo.ts';

/** Day trading is in ringgit: Bursa Malaysia's currency. */
export const DAY_TRADE_CURRENCY = 'MYR' as const;

export const money = (minor: bigint): string => formatMinor(minor, DAY_TRADE_CURRENCY);

export function toApplication(row: ApplicationRow): DayTradeApplication {
  return {
    id: row.id,
    currency: DAY_TRADE_CURRENCY,
    amount: money(row.amountMinor),
    status: row.status,
    allocation: money(row.allocationMinor),
    used: money(row.usedMinor),
    buyingPower: money(row.status === 'approved' ? row.allocationMinor - row.usedMinor : 0n),
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

export function toStaffRow(view: ApplicationView): StaffDayTradeRow {
  return {
    ...toApplication(view.application),
    memberId: view.application.memberId,
    memberAccount: view.memberAccount,
    memberName: view.memberName,
    reviewedBy: view.application.reviewedBy,
  };
}

export function toDayPosition(
  day: DayPositionRow,
  position: PositionRow,
  lastPrice: string | null,
  now: Date,
): DayTradePosition {
  return {
    ...toPosition(position, lastPrice, now),
    cost: money(day.costMinor),
    closeAt: day.closeAt.toISOString(),
  };
}

/**
 * Moves `amountMinor` of the member's MYR between available and frozen: `freeze` takes it from
 * available, `release` gives it back. Nothing for zero.
 */
export async function moveAllocation(
  tx: Db,
  movement: {
    type: LedgerEntryType;
    memberId: number;
    applicationId: number;
    amountMinor: bigint;
    direction: 'freeze' | 'release';
  },
  now: Date,
): Promise<void> {
  if (movement.amountMinor === 0n) return;
  const sign = movement.direction === 'freeze' ? 1n : -1n;
  const { memberId } = movement;
  await postEntry(
    tx,
    {
      type: movement.type,
      memberId,
      referenceType: 'day_trade_application',
      referenceId: String(movement.applicationId),
      postings: [
        {
          account: { memberId, bucket: 'available' },
          currency: DAY_TRADE_CURRENCY,
          amountMinor: -sign * movement.amountMinor,
        },
        {
          account: { memberId, bucket: 'frozen' },
          currency: DAY_TRADE_CURRENCY,
          amountMinor: sign * movement.amountMinor,
        },
      ],
      insufficientCode: 'AVAILABLE_BALANCE_INSUFFICIENT',
    },
    now,
  );
}

/** The staff's limits on an application's amount, as the contract shows money. */
export async function limitsOf(db: Db): Promise<DayTradeLimits> {
  const limits = await readLimits(db);
  return { minAmount: money(limits.minMinor), maxAmount: money(limits.maxMinor) };
}
