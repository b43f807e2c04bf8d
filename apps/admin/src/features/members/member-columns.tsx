// Columns of a member list (search results and invitees): the fields of the contract's member row.
import type { ReactNode } from 'react';
import { Flex, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_FLAGS } from '@saham/domain/account-flags';
import type { AccountFlags } from '@saham/domain/account-flags';
import type { MemberRow } from '@saham/contract/admin-members';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';

type RealNameStatus = MemberRow['realNameStatus'];

const REAL_NAME_COLOURS: Record<RealNameStatus, string> = {
  none: 'default',
  pending: 'processing',
  verified: 'success',
  rejected: 'error',
};

export function RealNameTag({ status }: { status: RealNameStatus }) {
  const { t } = useTranslation();
  return <Tag color={REAL_NAME_COLOURS[status]}>{t(`realName.${status}`)}</Tag>;
}

/** The states that are on, as red tags; "normal" when none is. */
export function FlagTags({ flags }: { flags: AccountFlags }) {
  const { t } = useTranslation();
  const active = ACCOUNT_FLAGS.filter((flag) => flags[flag]);
  if (active.length === 0) return <Tag color="green">{t('flags.none')}</Tag>;
  return (
    <Space size={[0, 4]} wrap>
      {active.map((flag) => (
        <Tag key={flag} color="red" data-testid={`flag-tag-${flag}`}>
          {t(`flags.${flag}`)}
        </Tag>
      ))}
    </Space>
  );
}

export type MemberColumnKey =
  | 'account'
  | 'inviteCode'
  | 'inviterAccount'
  | 'institutionName'
  | 'realNameStatus'
  | 'creditScore'
  | 'flags'
  | 'dates';

function Secondary({ children }: { children: ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {children}
    </Typography.Text>
  );
}

/**
 * Columns of member rows; `shown` picks a subset (all by default). The name sits under the account
 * and the last sign-in under the registration time, so that a page of members fits a laptop screen.
 */
export function useMemberColumns(shown?: readonly MemberColumnKey[]): TableColumnsType<MemberRow> {
  const { t } = useTranslation();
  const language = useLanguage();
  const dash = (value: string | null) => value ?? '—';
  const columns: TableColumnsType<MemberRow> = [
    {
      title: t('members.account'),
      key: 'account',
      render: (_, member) => (
        <Flex vertical>
          {/* The row is clickable too; one navigation is enough. */}
          <Link to={`/members/${member.id}`} onClick={(event) => event.stopPropagation()}>
            {member.account}
          </Link>
          <Secondary>{member.name ?? '—'}</Secondary>
        </Flex>
      ),
    },
    { title: t('members.inviteCode'), key: 'inviteCode', dataIndex: 'inviteCode' },
    { title: t('members.inviter'), key: 'inviterAccount', dataIndex: 'inviterAccount', render: dash },
    { title: t('members.institution'), key: 'institutionName', dataIndex: 'institutionName', render: dash },
    {
      title: t('members.realName'),
      key: 'realNameStatus',
      dataIndex: 'realNameStatus',
      render: (status: RealNameStatus) => <RealNameTag status={status} />,
    },
    { title: t('members.creditScore'), key: 'creditScore', dataIndex: 'creditScore', align: 'right' },
    {
      title: t('members.flags'),
      key: 'flags',
      width: 170,
      render: (_, member) => <FlagTags flags={member.flags} />,
    },
    {
      title: t('members.dates'),
      key: 'dates',
      width: 170,
      render: (_, member) => (
        <Flex vertical>
          <span>{formatDateTime(member.createdAt, language)}</span>
          <Secondary>{formatDateTime(member.lastLoginAt, language)}</Secondary>
        </Flex>
      ),
    },
  ];
  if (!shown) return columns;
  return shown.flatMap((key) => columns.filter((column) => column.key === key));
}
