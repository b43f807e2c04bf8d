// Members' exchanges: order number, member, pair, amounts, the rate used and its spread, newest first.
import { useState } from 'react';
import { Button, Form, Input, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffExchangeRow } from '@saham/contract/exchange';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { formatMoney } from '@saham/domain/format-money';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useMemberExchanges } from './api/list-member-exchanges.ts';

function useColumns(): TableColumnsType<StaffExchangeRow> {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'createdAt',
      title: t('exchange.when'),
      render: (_, row) => formatDateTime(row.createdAt, language),
    },
    { key: 'orderNo', title: t('exchange.orderNo'), dataIndex: 'orderNo' },
    { key: 'account', title: t('exchange.account'), dataIndex: 'account' },
    {
      key: 'pair',
      title: t('exchange.pair'),
      render: (_, row) => (
        <Tag>
          {row.from} → {row.to}
        </Tag>
      ),
    },
    {
      key: 'amount',
      title: t('exchange.paid'),
      align: 'right',
      render: (_, row) => `${formatMoney(row.amount, { currency: row.from })} ${row.from}`,
    },
    {
      key: 'receive',
      title: t('exchange.received'),
      align: 'right',
      render: (_, row) => `${formatMoney(row.receive, { currency: row.to })} ${row.to}`,
    },
    { key: 'rate', title: t('exchange.rate'), align: 'right', dataIndex: 'rate' },
    { key: 'spread', title: t('exchange.spreadBps'), align: 'right', dataIndex: 'spreadBps' },
  ];
}

export function ExchangesPage() {
  const { t } = useTranslation();
  const [account, setAccount] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const records = useMemberExchanges(account ? { account, page } : { page });
  const columns = useColumns();

  return (
    <>
      <PageHeader title={t('nav.exchanges')} />
      <Form<{ account?: string }>
        layout="inline"
        onFinish={(values) => {
          setAccount(values.account?.trim() || undefined);
          setPage(1);
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="account">
          <Input
            placeholder={t('exchange.account')}
            allowClear
            maxLength={64}
            data-testid="exchanges-account"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" data-testid="exchanges-search">
            {t('common.search')}
          </Button>
        </Form.Item>
      </Form>
      <Table<StaffExchangeRow>
        rowKey="id"
        columns={columns}
        dataSource={records.data?.items ?? []}
        loading={records.isFetching}
        pagination={serverPaging(page, records.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid="exchanges-table"
      />
    </>
  );
}
