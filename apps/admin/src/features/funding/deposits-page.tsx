// Deposit review queue (all staff see it; admin and reviewer decide): the voucher image, the
// bank-transfer payment reference the member put in the transfer (searchable), the transaction hash or
// gateway reference, approve (credits the member through the ledger) or reject with a reason. Both
// tell the member with a personal notice.
import { useMemo, useState } from 'react';
import { Image, Input, Spin, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RequestOf } from '@saham/contract/call';
import {
  staffRechargeApprove,
  type DepositStatus,
  type StaffDepositRow,
  type staffRechargeList,
} from '@saham/contract/recharge';
import { formatMoney } from '@saham/domain/format-money';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useRechargeApprove } from './api/approve-deposit.ts';
import { useRechargeList } from './api/list-deposits.ts';
import { useRechargeReject } from './api/reject-deposit.ts';
import { useVoucherImage } from './api/voucher-image.ts';
import { DEPOSIT_STATUS_FILTERS, FundingStatusTag } from './funding-status.tsx';
import { ReviewActions, ReviewOutcome } from '../../shared/ui/review-actions.tsx';
import { ReviewQueue } from '../../shared/ui/review-queue.tsx';

function Voucher({ publicId }: { publicId: string }) {
  const image = useVoucherImage(publicId);
  if (image.isPending) return <Spin size="small" />;
  if (image.isError) return <Typography.Text type="secondary">{publicId}</Typography.Text>;
  return (
    <Image
      src={image.data}
      width={64}
      height={64}
      style={{ objectFit: 'cover' }}
      data-testid="deposit-voucher"
    />
  );
}

function Decision({ row, onReject }: { row: StaffDepositRow; onReject: (row: StaffDepositRow) => void }) {
  const { t } = useTranslation();
  const canDecide = useCanCall(staffRechargeApprove);
  const approve = useRechargeApprove();
  if (row.status !== 'pending') return <ReviewOutcome reviewer={row.reviewedBy} reason={row.rejectReason} />;
  if (!canDecide) return null;
  return (
    <ReviewActions
      testIdPrefix="deposit"
      id={row.id}
      confirmTitle={t('funding.approveDepositConfirm', {
        amount: `${formatMoney(row.amount, { currency: row.currency })} ${row.currency}`,
        account: row.memberAccount,
      })}
      approveLabel={t('funding.approve')}
      rejectLabel={t('funding.reject')}
      isApproving={approve.isPending}
      onApprove={() => approve.mutate({ id: row.id })}
      onReject={() => onReject(row)}
    />
  );
}

function useColumns(onReject: (row: StaffDepositRow) => void): TableColumnsType<StaffDepositRow> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'createdAt',
      title: t('funding.createdAt'),
      render: (_, row) => formatDateTime(row.createdAt, language),
    },
    {
      key: 'member',
      title: t('funding.member'),
      render: (_, row) => (
        <Link to={`/members/${row.memberId}`}>
          {row.memberAccount}
          {row.memberName ? ` · ${row.memberName}` : ''}
        </Link>
      ),
    },
    {
      key: 'channel',
      title: t('funding.channel'),
      render: (_, row) => (
        <>
          {row.channelName}
          <br />
          <Typography.Text type="secondary">{t(`funding.kinds.${row.kind}`)}</Typography.Text>
        </>
      ),
    },
    {
      key: 'amount',
      title: t('funding.amount'),
      align: 'right',
      render: (_, row) => `${formatMoney(row.amount, { currency: row.currency })} ${row.currency}`,
    },
    {
      key: 'voucher',
      title: t('funding.voucher'),
      render: (_, row) => (row.voucherImageId ? <Voucher publicId={row.voucherImageId} /> : '—'),
    },
    {
      key: 'paymentReference',
      title: t('funding.paymentReference'),
      render: (_, row) =>
        row.paymentReference ? (
          <Typography.Text copyable code data-testid="deposit-payment-reference">
            {row.paymentReference}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'reference',
      title: t('funding.reference'),
      render: (_, row) => (
        <Typography.Text
          copyable={Boolean(row.txHash ?? row.gatewayReference)}
          style={{ maxWidth: 200 }}
          ellipsis
        >
          {row.txHash ?? row.gatewayReference ?? '—'}
        </Typography.Text>
      ),
    },
    {
      key: 'status',
      title: t('funding.status'),
      render: (_, row) => <FundingStatusTag status={row.status} />,
    },
    {
      key: 'decision',
      title: t('funding.decision'),
      render: (_, row) => <Decision row={row} onReject={onReject} />,
    },
  ];
}

/** The queue's list narrowed to one payment reference (the server ignores case and spaces). */
function listByReference(paymentReference: string) {
  return function useDepositsByReference(request: RequestOf<typeof staffRechargeList>) {
    return useRechargeList({ ...request, paymentReference });
  };
}

export function DepositsPage() {
  const { t } = useTranslation();
  const [reference, setReference] = useState('');
  const useList = useMemo(
    () => (reference === '' ? useRechargeList : listByReference(reference)),
    [reference],
  );
  return (
    <>
      <PageHeader title={t('nav.deposits')} />
      <div style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder={t('funding.searchReference')}
          allowClear
          onSearch={(value) => setReference(value.trim())}
          style={{ maxWidth: 360 }}
          data-testid="deposits-reference-search"
        />
      </div>
      <ReviewQueue<StaffDepositRow, DepositStatus>
        // A new search starts again at page 1 of the first filter.
        key={reference}
        testId="deposits"
        filters={DEPOSIT_STATUS_FILTERS}
        filterLabel={(value) => (value === 'all' ? t('funding.all') : t(`funding.statuses.${value}`))}
        useList={useList}
        useReject={useRechargeReject}
        useColumns={useColumns}
        rejectTitle={t('funding.rejectDepositTitle')}
      />
    </>
  );
}
