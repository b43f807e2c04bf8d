// A review queue's list (deposits, withdrawals, adjustments, day trading): the status filter (it opens
// on the one the address names, `?status=pending` from the dashboard, else on the first, pending), the table paged by the server (a new filter starts again at page 1), and
// the reason a rejection asks for. The page gives its list and reject calls and its columns, whose
// decision cell calls `onReject` (shared/ui/review-actions.tsx).
import { useState, type ReactNode } from 'react';
import { Segmented, Table } from 'antd';
import { useSearchParams } from 'react-router';
import type { TableColumnsType } from 'antd';
import { ReasonModal } from './reason-modal.tsx';
import { serverPaging } from './table-paging.ts';

type Filter<Status extends string> = Status | 'all';

interface ReviewQueueProps<Row extends { id: number }, Status extends string> {
  /** The test ids are `<testId>-status` and `<testId>-table`. */
  testId: string;
  filters: readonly Filter<Status>[];
  filterLabel: (filter: Filter<Status>) => string;
  /** The list call for a page and a status (none: every status). */
  useList: (request: { page: number; status?: Status }) => {
    data?: { items: Row[]; total: number } | undefined;
    isFetching: boolean;
  };
  useReject: () => { mutateAsync: (request: { id: number; reason: string }) => Promise<unknown> };
  useColumns: (onReject: (row: Row) => void) => TableColumnsType<Row>;
  rejectTitle: ReactNode;
  /** What the reason modal shows of the row being rejected. */
  rejectSummary?: (row: Row) => ReactNode;
}

export function ReviewQueue<Row extends { id: number }, Status extends string>({
  testId,
  filters,
  filterLabel,
  useList,
  useReject,
  useColumns,
  rejectTitle,
  rejectSummary,
}: ReviewQueueProps<Row, Status>) {
  const [searchParams] = useSearchParams();
  const named = filters.find((filter) => filter === searchParams.get('status'));
  const [status, setStatus] = useState<Filter<Status>>(named ?? filters[0] ?? 'all');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const list = useList(status === 'all' ? { page } : { page, status });
  const reject = useReject();
  const columns = useColumns(setRejecting);
  return (
    <>
      <Segmented<Filter<Status>>
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        options={filters.map((value) => ({ value, label: filterLabel(value) }))}
        style={{ marginBottom: 12 }}
        data-testid={`${testId}-status`}
      />
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={serverPaging(page, list.data?.total, setPage)}
        scroll={{ x: 'max-content' }}
        size="middle"
        data-testid={`${testId}-table`}
      />
      <ReasonModal
        open={rejecting !== null}
        title={rejectTitle}
        summary={rejecting && rejectSummary ? rejectSummary(rejecting) : null}
        onConfirm={(reason) =>
          rejecting ? reject.mutateAsync({ id: rejecting.id, reason }) : Promise.resolve()
        }
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
