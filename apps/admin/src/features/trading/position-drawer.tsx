// One position with its fills; the desk (admin, reviewer) closes a holding one at the current price
// with a reason (audited, and the member gets a notice). A queued or closed position cannot be closed.
import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Skeleton, Table, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { closeMemberPosition, type AdminFill, type AdminPositionDetail } from '@saham/contract/admin-trading';
import { formatMoney } from '@saham/domain/format-money';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { formatMarketPrice } from '../../shared/format/format-number.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { ReasonModal } from '../../shared/ui/reason-modal.tsx';
import { useClosePosition, usePositionDetail } from './api/search-positions.ts';
import { DirectionTag, PositionStatusTag, SignedMoney } from './trading-tags.tsx';

function PositionFacts({ position }: { position: AdminPositionDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: string) =>
    `${formatMoney(amount, { currency: position.currency })} ${position.currency}`;
  const price = (value: string | null) => (value === null ? '—' : formatMarketPrice(value, position.market));
  const items: DescriptionsProps['items'] = [
    {
      key: 'member',
      label: t('trading.account'),
      children: <Link to={`/members/${position.memberId}`}>{position.memberAccount}</Link>,
    },
    { key: 'symbol', label: t('trading.symbol'), children: position.symbol },
    {
      key: 'direction',
      label: t('trading.direction'),
      children: <DirectionTag direction={position.direction} />,
    },
    { key: 'status', label: t('trading.status'), children: <PositionStatusTag status={position.status} /> },
    { key: 'quantity', label: t('trading.quantity'), children: position.quantity },
    { key: 'leverage', label: t('trading.leverage'), children: `${position.leverage}×` },
    { key: 'entryPrice', label: t('trading.entryPrice'), children: price(position.entryPrice) },
    { key: 'currentPrice', label: t('trading.currentPrice'), children: price(position.currentPrice) },
    { key: 'margin', label: t('trading.margin'), children: money(position.margin) },
    { key: 'contract', label: t('trading.contractAmount'), children: money(position.contractAmount) },
    { key: 'fee', label: t('trading.fee'), children: money(position.fee) },
    { key: 'tax', label: t('trading.tax'), children: money(position.tax) },
    {
      key: 'profit',
      label: t('trading.profit'),
      children: <SignedMoney amount={position.profit} currency={position.currency} />,
    },
    { key: 'openedAt', label: t('trading.openedAt'), children: formatDateTime(position.openedAt, language) },
    { key: 'closedAt', label: t('trading.closedAt'), children: formatDateTime(position.closedAt, language) },
    {
      key: 'forced',
      label: t('trading.forcedClose'),
      children: position.isForcedClose ? t('common.yes') : t('common.no'),
    },
  ];
  return <Descriptions column={2} size="small" items={items} data-testid="position-facts" />;
}

function FillsTable({ position }: { position: AdminPositionDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: string) => formatMoney(amount, { currency: position.currency });
  return (
    <Table<AdminFill>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={position.fills}
      scroll={{ x: 'max-content' }}
      data-testid="position-fills"
      columns={[
        { key: 'kind', title: t('trading.kind'), render: (_, row) => t(`trading.fillKinds.${row.kind}`) },
        {
          key: 'price',
          title: t('trading.price'),
          align: 'right',
          render: (_, row) => formatMarketPrice(row.price, position.market),
        },
        { key: 'quantity', title: t('trading.quantity'), align: 'right', dataIndex: 'quantity' },
        { key: 'amount', title: t('trading.amount'), align: 'right', render: (_, row) => money(row.amount) },
        { key: 'fee', title: t('trading.fee'), align: 'right', render: (_, row) => money(row.fee) },
        { key: 'tax', title: t('trading.tax'), align: 'right', render: (_, row) => money(row.tax) },
        {
          key: 'grossPnl',
          title: t('trading.grossPnl'),
          align: 'right',
          render: (_, row) => <SignedMoney amount={row.grossPnl} currency={position.currency} />,
        },
        { key: 'at', title: t('trading.time'), render: (_, row) => formatDateTime(row.createdAt, language) },
      ]}
    />
  );
}

export function PositionDrawer({ positionId, onClose }: { positionId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = usePositionDetail(positionId);
  const canClose = useCanCall(closeMemberPosition);
  const close = useClosePosition();
  const [isAsking, setIsAsking] = useState(false);
  const position = detail.data;

  return (
    <Drawer
      open={positionId !== null}
      onClose={onClose}
      size="large"
      title={position ? t('trading.positionTitle', { no: position.positionNo }) : t('trading.position')}
      extra={
        canClose && position?.status === 'holding' ? (
          <Button danger onClick={() => setIsAsking(true)} data-testid="position-close">
            {t('trading.closePosition')}
          </Button>
        ) : null
      }
      data-testid="position-drawer"
    >
      {!position ? (
        <Skeleton active />
      ) : (
        <>
          {position.status === 'preparing_to_close' && (
            <Alert type="warning" showIcon title={t('trading.queuedHint')} style={{ marginBottom: 16 }} />
          )}
          <PositionFacts position={position} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('trading.fills')}
          </Typography.Title>
          <FillsTable position={position} />
        </>
      )}
      <ReasonModal
        open={isAsking}
        title={t('trading.closePosition')}
        summary={
          position
            ? t('trading.closeSummary', {
                account: position.memberAccount,
                symbol: position.symbol,
                quantity: position.quantity,
                price:
                  position.currentPrice === null
                    ? '—'
                    : formatMarketPrice(position.currentPrice, position.market),
              })
            : null
        }
        onConfirm={(reason) =>
          position ? close.mutateAsync({ id: position.id, reason }) : Promise.resolve()
        }
        onClose={() => setIsAsking(false)}
      />
    </Drawer>
  );
}
