// Who invited this member (nearest first, up to ten levels, shown from the top down to this member)
// and the members this member invited, ten a page.
import { useState } from 'react';
import { Card, Empty, Table, Timeline, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@saham/contract/admin-members';
import { serverPaging } from '../../shared/ui/table-paging.ts';
import { useInvitees } from './api/list-invitees.ts';
import type { MemberDetail } from './api/member-detail.ts';
import { useMemberColumns } from './member-columns.tsx';
import type { MemberColumnKey } from './member-columns.tsx';

const INVITEE_COLUMNS: readonly MemberColumnKey[] = [
  'account',
  'inviteCode',
  'realNameStatus',
  'creditScore',
  'flags',
  'dates',
];

function InviterChain({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  if (member.inviterChain.length === 0) {
    return <Typography.Paragraph type="secondary">{t('memberDetail.noInviter')}</Typography.Paragraph>;
  }
  const topDown = [...member.inviterChain].reverse();
  const items = [
    ...topDown.map((inviter) => ({
      content: (
        <Link to={`/members?q=${encodeURIComponent(inviter.account)}`}>
          {inviter.account}
          {inviter.name ? ` · ${inviter.name}` : ''}
        </Link>
      ),
    })),
    {
      color: 'green',
      content: (
        <Typography.Text strong>
          {member.account}
          {member.name ? ` · ${member.name}` : ''}
        </Typography.Text>
      ),
    },
  ];
  return <Timeline items={items} data-testid="inviter-chain" />;
}

export function InvitationTreeCard({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const invitees = useInvitees({ id: member.id, page });
  const columns = useMemberColumns(INVITEE_COLUMNS);

  return (
    <Card title={t('memberDetail.invitationTree')}>
      <Typography.Title level={5}>{t('memberDetail.inviterChain')}</Typography.Title>
      <InviterChain member={member} />
      <Typography.Title level={5}>
        {t('memberDetail.invitees', { count: member.inviteeCount })}
      </Typography.Title>
      <Table<MemberRow>
        rowKey="id"
        columns={columns}
        dataSource={invitees.data?.items}
        loading={invitees.isFetching}
        pagination={serverPaging(page, invitees.data?.total, setPage)}
        locale={{ emptyText: <Empty description={t('memberDetail.noInvitees')} /> }}
        scroll={{ x: 'max-content' }}
        size="small"
        data-testid="invitees-table"
      />
    </Card>
  );
}
