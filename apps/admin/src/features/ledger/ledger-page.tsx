// The ledger's health (admin, reviewer): the invariants checked inside the running server — each
// journal entry balanced, each account equal to its postings, no member bucket below zero — and
// the broker's house accounts per currency.
import { Alert, Button, Card, Descriptions, List, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LedgerCheck } from '@saham/contract/admin-ledger';
import { formatMoney } from '@saham/domain/format-money';
import { formatCount } from '../../shared/format/format-number.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useLedgerCheck } from './api/check-ledger.ts';

type HouseBalance = LedgerCheck['houseBalances'][number];

function useHouseColumns(): TableColumnsType<HouseBalance> {
  const { t } = useTranslation();
  return [
    { key: 'house', title: t('ledger.houseAccount'), render: (_, row) => t(`ledger.houses.${row.house}`) },
    { key: 'currency', title: t('ledger.currency'), render: (_, row) => <Tag>{row.currency}</Tag> },
    {
      key: 'balance',
      title: t('ledger.balance'),
      align: 'right',
      render: (_, row) => formatMoney(row.balance, { currency: row.currency }),
    },
  ];
}

export function LedgerPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const check = useLedgerCheck();
  const columns = useHouseColumns();
  const report = check.data;

  return (
    <>
      <PageHeader
        title={t('nav.ledger')}
        extra={
          <Button
            onClick={() => void check.refetch()}
            loading={check.isFetching}
            data-testid="ledger-recheck"
          >
            {t('ledger.recheck')}
          </Button>
        }
      />
      {report ? (
        <>
          {report.violations.length === 0 ? (
            <Alert type="success" showIcon title={t('ledger.allHold')} data-testid="ledger-ok" />
          ) : (
            <Alert
              type="error"
              showIcon
              title={t('ledger.violations', { count: report.violations.length })}
              description={
                <List
                  size="small"
                  dataSource={report.violations}
                  renderItem={(violation) => (
                    <List.Item>
                      <Tag color="red">{t(`ledger.kinds.${violation.kind}`)}</Tag> {violation.detail}
                    </List.Item>
                  )}
                />
              }
              data-testid="ledger-violations"
            />
          )}
          <Card style={{ marginTop: 16 }}>
            <Descriptions
              size="small"
              column={2}
              items={[
                {
                  key: 'entries',
                  label: t('ledger.entryCount'),
                  children: formatCount(report.entryCount, language),
                },
                {
                  key: 'accounts',
                  label: t('ledger.accountCount'),
                  children: formatCount(report.accountCount, language),
                },
              ]}
              data-testid="ledger-counts"
            />
          </Card>
          <Card title={t('ledger.houseBalances')} style={{ marginTop: 16 }}>
            <Table<HouseBalance>
              rowKey={(row) => `${row.house}-${row.currency}`}
              columns={columns}
              dataSource={report.houseBalances}
              pagination={false}
              size="small"
              data-testid="ledger-house-table"
            />
          </Card>
        </>
      ) : (
        <Card loading />
      )}
    </>
  );
}
