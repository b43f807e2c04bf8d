// A member's money as the ledger holds it: balances per currency (only currencies with something
// in them, MYR always) and the journal of entries with the member-side postings of each.
import { useState } from 'react';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '@saham/contract/admin-ledger';
import { createAdjustment } from '@saham/contract/admin-ledger';
import { formatMoney } from '@saham/domain/format-money';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useMemberBalances, type MemberBalances } from './api/member-balances.ts';
import { useMemberJournal } from './api/member-journal.ts';

type BalanceRow = MemberBalances['byCurrency'][number];

const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount);

export function MemberBalancesCard({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const balances = useMemberBalances(memberId);
  const canAdjust = useCanCall(createAdjustment);
  const rows = (balances.data?.byCurrency ?? []).filter(
    (row) => row.currency === 'MYR' || !isZero(row.available) || !isZero(row.frozen) || !isZero(row.margin),
  );
  const money = (row: BalanceRow, amount: string) => formatMoney(amount, { currency: row.currency });
  const columns: TableColumnsType<BalanceRow> = [
    { key: 'currency', title: t('ledger.currency'), render: (_, row) => <Tag>{row.currency}</Tag> },
    {
      key: 'available',
      title: t('ledger.buckets.available'),
      align: 'right',
      render: (_, row) => money(row, row.available),
    },
    {
      key: 'frozen',
      title: t('ledger.buckets.frozen'),
      align: 'right',
      render: (_, row) => money(row, row.frozen),
    },
    {
      key: 'margin',
      title: t('ledger.buckets.margin'),
      align: 'right',
      render: (_, row) => money(row, row.margin),
    },
  ];
  return (
    <Card
      title={t('memberDetail.balances')}
      extra={
        canAdjust ? (
          <Link to={`/adjustments?memberId=${memberId}`}>
            <Button size="small" data-testid="member-adjust">
              {t('memberDetail.adjust')}
            </Button>
          </Link>
        ) : null
      }
    >
      <Table<BalanceRow>
        rowKey="currency"
        columns={columns}
        dataSource={rows}
        loading={balances.isFetching}
        pagination={false}
        size="small"
        data-testid="member-balances"
      />
    </Card>
  );
}

function Lines({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={0}>
      {entry.lines.map((line, index) => (
        <Typography.Text key={index} type={line.amount.startsWith('-') ? 'danger' : 'success'}>
          {formatMoney(line.amount, { currency: line.currency, signDisplay: 'always' })} {line.currency}
          <Typography.Text type="secondary"> · {t(`ledger.buckets.${line.bucket}`)}</Typography.Text>
        </Typography.Text>
      ))}
    </Space>
  );
}

export function MemberJournalCard({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const journal = useMemberJournal(memberId, page);
  const columns: TableColumnsType<JournalEntry> = [
    { key: 'id', title: '#', dataIndex: 'id' },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      render: (_, entry) => formatDateTime(entry.createdAt, language),
    },
    {
      key: 'type',
      title: t('memberDetail.entryType'),
      render: (_, entry) => <Tag>{t(`ledger.types.${entry.type}`)}</Tag>,
    },
    { key: 'lines', title: t('memberDetail.entryLines'), render: (_, entry) => <Lines entry={entry} /> },
    {
      key: 'reference',
      title: t('memberDetail.entryReference'),
      render: (_, entry) =>
        entry.referenceType ? `${entry.referenceType} #${entry.referenceId ?? ''}` : '—',
    },
    {
      key: 'memo',
      title: t('memberDetail.entryMemo'),
      render: (_, entry) => <div style={{ maxWidth: 240, whiteSpace: 'normal' }}>{entry.memo ?? '—'}</div>,
    },
  ];
  return (
    <Card title={t('memberDetail.journal')}>
      <Table<JournalEntry>
        rowKey="id"
        columns={columns}
        dataSource={journal.data?.items}
        loading={journal.isFetching}
        pagination={serverPaging(page, journal.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="small"
        data-testid="member-journal"
      />
    </Card>
  );
}
