// Small shared pieces of the trading pages: direction and position-status tags, and signed money.
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { POSITION_STATUSES } from '@saham/contract/trading';
import type { Currency } from '@saham/domain/currencies';
import { formatMoney } from '@saham/domain/format-money';
import type { Direction } from '@saham/domain/trading/orders';

export function DirectionTag({ direction }: { direction: Direction }) {
  const { t } = useTranslation();
  return <Tag color={direction === 'long' ? 'green' : 'red'}>{t(`trading.directions.${direction}`)}</Tag>;
}

const POSITION_COLORS: Record<(typeof POSITION_STATUSES)[number], string> = {
  holding: 'blue',
  preparing_to_close: 'gold',
  closed: 'default',
};

export function PositionStatusTag({ status }: { status: (typeof POSITION_STATUSES)[number] }) {
  const { t } = useTranslation();
  return <Tag color={POSITION_COLORS[status]}>{t(`trading.positionStatuses.${status}`)}</Tag>;
}

/** Money with its sign, green above zero and red below. */
export function SignedMoney({ amount, currency }: { amount: string | null; currency: Currency }) {
  if (amount === null) return <Typography.Text type="secondary">—</Typography.Text>;
  const isNegative = amount.startsWith('-');
  const isZero = /^-?0(\.0+)?$/.test(amount);
  return (
    <Typography.Text type={isZero ? undefined : isNegative ? 'danger' : 'success'}>
      {formatMoney(amount, { currency, signDisplay: isZero ? 'auto' : 'always' })}
    </Typography.Text>
  );
}
