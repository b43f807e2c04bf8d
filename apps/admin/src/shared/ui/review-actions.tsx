// The approve / reject pair of a review queue's pending row (deposits, withdrawals, adjustments, day
// trading), and what a decided row shows instead: who decided and, for a rejection, why.
import type { ReactNode } from 'react';
import { Button, Popconfirm, Space, Typography } from 'antd';

interface ReviewActionsProps {
  /** The test ids are `<testIdPrefix>-approve-<id>` and `<testIdPrefix>-reject-<id>`. */
  testIdPrefix: string;
  id: number;
  confirmTitle: ReactNode;
  approveLabel: string;
  rejectLabel: string;
  isApproving?: boolean;
  /** Why this staff member may not approve (e.g. the maker of an adjustment); the button is disabled. */
  blockedReason?: string;
  onApprove: () => void;
  onReject: () => void;
}

export function ReviewActions(props: ReviewActionsProps) {
  const isBlocked = props.blockedReason !== undefined;
  return (
    <Space>
      <Popconfirm title={props.confirmTitle} onConfirm={props.onApprove} disabled={isBlocked}>
        <Button
          type="primary"
          size="small"
          loading={props.isApproving}
          disabled={isBlocked}
          title={props.blockedReason}
          data-testid={`${props.testIdPrefix}-approve-${props.id}`}
        >
          {props.approveLabel}
        </Button>
      </Popconfirm>
      <Button
        danger
        size="small"
        onClick={props.onReject}
        data-testid={`${props.testIdPrefix}-reject-${props.id}`}
      >
        {props.rejectLabel}
      </Button>
    </Space>
  );
}

/** A decided row: the reviewer, the rejection's reason if any, and anything the queue adds. */
export function ReviewOutcome({
  reviewer,
  reason,
  extra,
}: {
  reviewer: string | null;
  reason: string | null;
  extra?: string;
}) {
  return (
    <Typography.Text type="secondary">
      {reviewer ?? '—'}
      {reason ? `: ${reason}` : ''}
      {extra ?? ''}
    </Typography.Text>
  );
}
