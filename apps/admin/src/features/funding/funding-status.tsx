// The status tag of a deposit or withdrawal.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DepositStatus, FundingStatus } from '@saham/contract/recharge';

const STATUS_COLORS: Record<DepositStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  expired: 'default',
};
export const STATUS_FILTERS: (FundingStatus | 'all')[] = ['pending', 'approved', 'rejected', 'all'];
/** Deposits may also have expired (an unpaid online-banking payment). */
export const DEPOSIT_STATUS_FILTERS: (DepositStatus | 'all')[] = [
  'pending',
  'approved',
  'rejected',
  'expired',
  'all',
];

export function FundingStatusTag({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`funding.statuses.${status}`)}</Tag>;
}

const WEEKDAY_KEYS = [
  'funding.weekdays.1',
  'funding.weekdays.2',
  'funding.weekdays.3',
  'funding.weekdays.4',
  'funding.weekdays.5',
  'funding.weekdays.6',
  'funding.weekdays.7',
] as const;

/** The translation key of an ISO weekday (1 = Monday). */
export function weekdayKey(day: number): (typeof WEEKDAY_KEYS)[number] {
  return WEEKDAY_KEYS[day - 1] ?? WEEKDAY_KEYS[0];
}
