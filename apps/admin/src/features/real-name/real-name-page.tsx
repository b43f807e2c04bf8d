// Identity verification review: the queue by status; a pending submission opens with its two photos
// side by side and is approved (after a confirmation, and a toast saying it is done), or rejected with
// a reason the member sees. The queue opens on the status the address names (`?status=pending`).
import { useState } from 'react';
import {
  App,
  Button,
  Descriptions,
  Image,
  Modal,
  Popconfirm,
  Segmented,
  Space,
  Spin,
  Table,
  Tag,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { approveRealName } from '@saham/contract/identity';
import type { RealNameRecord } from '@saham/contract/identity';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ReasonModal } from '../../shared/ui/reason-modal.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useApproveRealName, useRejectRealName } from './api/decide-real-name.ts';
import { useIdPhoto } from './api/id-photo.ts';
import { useRealNames, type RealNameStatusFilter } from './api/list-real-names.ts';

const STATUS_COLORS: Record<RealNameRecord['status'], string> = {
  pending: 'gold',
  verified: 'green',
  rejected: 'red',
};

function IdPhoto({ publicId, label, testId }: { publicId: string; label: string; testId: string }) {
  const photo = useIdPhoto(publicId);
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <div style={{ marginBottom: 6, fontWeight: 500 }}>{label}</div>
      <div
        style={{
          height: 240,
          display: 'grid',
          placeItems: 'center',
          background: '#f5f5f5',
          borderRadius: 8,
          overflow: 'hidden',
        }}
        data-testid={testId}
      >
        {photo.data ? (
          <Image src={photo.data} alt={label} style={{ maxHeight: 240, objectFit: 'contain' }} />
        ) : (
          <Spin spinning={photo.isPending} />
        )}
      </div>
    </div>
  );
}

function ReviewModal({ record, onClose }: { record: RealNameRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const canDecide = useCanCall(approveRealName);
  const approve = useApproveRealName();
  const reject = useRejectRealName();
  const { message } = App.useApp();
  const [isRejecting, setIsRejecting] = useState(false);
  if (!record) return null;
  const onApprove = () =>
    approve.mutate(record.id, {
      onSuccess: (decided) => {
        void message.success(
          t('realNameReview.approved', { name: decided.name, account: decided.memberAccount }),
        );
        onClose();
      },
    });
  const isPending = record.status === 'pending';
  return (
    <>
      <Modal
        open
        width={880}
        title={t('realNameReview.reviewTitle', { account: record.memberAccount })}
        onCancel={onClose}
        footer={
          isPending && canDecide ? (
            <Space>
              <Button danger onClick={() => setIsRejecting(true)} data-testid="real-name-reject">
                {t('realNameReview.reject')}
              </Button>
              <Popconfirm
                title={t('realNameReview.approveConfirm', {
                  name: record.name,
                  account: record.memberAccount,
                })}
                description={t('realNameReview.approveConfirmDetail')}
                okText={t('realNameReview.approve')}
                cancelText={t('common.cancel')}
                onConfirm={onApprove}
              >
                <Button type="primary" loading={approve.isPending} data-testid="real-name-approve">
                  {t('realNameReview.approve')}
                </Button>
              </Popconfirm>
            </Space>
          ) : null
        }
      >
        <Descriptions column={2} size="small" bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('realNameReview.account')}>{record.memberAccount}</Descriptions.Item>
          <Descriptions.Item label={t('realNameReview.name')}>{record.name}</Descriptions.Item>
          <Descriptions.Item label={t('realNameReview.idType')}>
            {t(`realNameReview.idType_${record.idType}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('realNameReview.idNumber')}>
            <span style={{ fontFamily: 'monospace' }}>{record.idNumber}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('realNameReview.submittedAt')}>
            {formatDateTime(record.createdAt, language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('common.status')}>
            <Tag color={STATUS_COLORS[record.status]}>{t(`realName.${record.status}`)}</Tag>
          </Descriptions.Item>
          {record.rejectReason && (
            <Descriptions.Item label={t('realNameReview.rejectReason')} span={2}>
              {record.rejectReason}
            </Descriptions.Item>
          )}
        </Descriptions>
        <div style={{ display: 'flex', gap: 16 }} data-testid="real-name-photos">
          <IdPhoto
            publicId={record.frontImageId}
            label={t('realNameReview.front')}
            testId="real-name-front"
          />
          <IdPhoto publicId={record.backImageId} label={t('realNameReview.back')} testId="real-name-back" />
        </div>
      </Modal>
      <ReasonModal
        open={isRejecting}
        title={t('realNameReview.rejectTitle')}
        summary={`${record.name} (${record.memberAccount})`}
        onConfirm={(reason) => reject.mutateAsync({ id: record.id, reason }).then(onClose)}
        onClose={() => setIsRejecting(false)}
      />
    </>
  );
}

function useColumns(onOpen: (record: RealNameRecord) => void): TableColumnsType<RealNameRecord> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    { key: 'account', title: t('realNameReview.account'), dataIndex: 'memberAccount' },
    { key: 'name', title: t('realNameReview.name'), dataIndex: 'name' },
    {
      key: 'idType',
      title: t('realNameReview.idType'),
      dataIndex: 'idType',
      render: (idType: RealNameRecord['idType']) => t(`realNameReview.idType_${idType}`),
    },
    {
      key: 'idNumber',
      title: t('realNameReview.idNumber'),
      dataIndex: 'idNumber',
      render: (value: string) => <span style={{ fontFamily: 'monospace' }}>{value}</span>,
    },
    {
      key: 'status',
      title: t('common.status'),
      dataIndex: 'status',
      render: (status: RealNameRecord['status']) => (
        <Tag color={STATUS_COLORS[status]}>{t(`realName.${status}`)}</Tag>
      ),
    },
    {
      key: 'createdAt',
      title: t('realNameReview.submittedAt'),
      dataIndex: 'createdAt',
      render: (time: string) => formatDateTime(time, language),
    },
    {
      key: 'reviewedBy',
      title: t('realNameReview.reviewedBy'),
      dataIndex: 'reviewedBy',
      render: (value: string | null) => value ?? '—',
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, record) => (
        <Button size="small" onClick={() => onOpen(record)} data-testid="real-name-open">
          {record.status === 'pending' ? t('realNameReview.review') : t('realNameReview.view')}
        </Button>
      ),
    },
  ];
}

const STATUSES: RealNameStatusFilter[] = ['pending', 'verified', 'rejected'];

export function RealNamePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const named = STATUSES.find((value) => value === searchParams.get('status'));
  const [status, setStatus] = useState<RealNameStatusFilter>(named ?? 'pending');
  const [page, setPage] = useState(1);
  const records = useRealNames(status, page);
  const [open, setOpen] = useState<RealNameRecord | null>(null);
  const columns = useColumns(setOpen);
  return (
    <>
      <PageHeader title={t('nav.realName')} />
      <Segmented<RealNameStatusFilter>
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        options={STATUSES.map((value) => ({ value, label: t(`realName.${value}`) }))}
        style={{ marginBottom: 16 }}
        data-testid="real-name-status"
      />
      <Table<RealNameRecord>
        rowKey="id"
        columns={columns}
        dataSource={records.data?.items}
        loading={records.isFetching}
        pagination={serverPaging(page, records.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="real-name-table"
      />
      <ReviewModal key={open?.id ?? 'none'} record={open} onClose={() => setOpen(null)} />
    </>
  );
}
