// What the orders and positions pages share: the filter bar, the totals per currency of everything
// that matches (a card each: the count, then the page's own figures), and the table, ten a page from
// the server. A new search goes back to the first page.
import { useState, type ReactNode } from 'react';
import { Card, Descriptions, Empty, Flex, Table, Typography } from 'antd';
import type { DescriptionsProps, TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { SearchFilters } from './search-filters.tsx';
import { toSearchRequest, type SearchRequest, type SearchValues } from './search-request.ts';

export interface TradingSearch<S extends string> {
  request: SearchRequest<S>;
  page: number;
  setPage: (page: number) => void;
  search: (values: SearchValues<S>) => void;
}

/** The search's values and page, and the request they make. */
export function useTradingSearch<S extends string>(): TradingSearch<S> {
  const [values, setValues] = useState<SearchValues<S>>({});
  const [page, setPage] = useState(1);
  return {
    request: toSearchRequest(values, page),
    page,
    setPage,
    search: (next) => {
      setValues(next);
      setPage(1);
    },
  };
}

interface CurrencyTotal {
  currency: string;
  count: number;
}

interface TradingSearchPageProps<S extends string, Row extends { id: number }, Total extends CurrencyTotal> {
  title: string;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  /** `orders` or `positions`: the filters', totals' and table's test ids start with it. */
  testIdPrefix: string;
  search: TradingSearch<S>;
  answer: { items: Row[]; total: number; totals: Total[] } | undefined;
  isFetching: boolean;
  columns: TableColumnsType<Row>;
  /** A row's secondary figures, shown when it is expanded (the main columns fit a 1440-px screen). */
  expandable?: TableProps<Row>['expandable'];
  /** A total's figures after its count. */
  totalFigures: (total: Total) => NonNullable<DescriptionsProps['items']>;
  children?: ReactNode;
}

export function TradingSearchPage<S extends string, Row extends { id: number }, Total extends CurrencyTotal>({
  title,
  statuses,
  statusLabel,
  testIdPrefix,
  search,
  answer,
  isFetching,
  columns,
  expandable,
  totalFigures,
  children,
}: TradingSearchPageProps<S, Row, Total>) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <SearchFilters
        statuses={statuses}
        statusLabel={statusLabel}
        onSearch={search.search}
        testIdPrefix={testIdPrefix}
      />
      <Typography.Title level={5}>{t('trading.totals')}</Typography.Title>
      <div style={{ marginBottom: 16 }}>
        {answer &&
          (answer.totals.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Flex gap={16} wrap data-testid={`${testIdPrefix}-totals`}>
              {answer.totals.map((total) => (
                <Card key={total.currency} size="small" title={total.currency} style={{ minWidth: 240 }}>
                  <Descriptions
                    column={1}
                    size="small"
                    items={[
                      { key: 'count', label: t('trading.count'), children: total.count },
                      ...totalFigures(total),
                    ]}
                  />
                </Card>
              ))}
            </Flex>
          ))}
      </div>
      <Table<Row>
        rowKey="id"
        columns={columns}
        expandable={expandable}
        dataSource={answer?.items}
        loading={isFetching}
        pagination={serverPaging(search.page, answer?.total, search.setPage)}
        // A table with expandable rows fits its columns to the screen instead of scrolling sideways.
        scroll={expandable ? undefined : { x: 'max-content' }}
        size="middle"
        data-testid={`${testIdPrefix}-table`}
      />
      {children}
    </>
  );
}
