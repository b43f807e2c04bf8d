// One member: profile, account states, credit score, balances and journal, and invitation tree.
import { Button, Card, Col, Descriptions, Result, Row, Skeleton } from 'antd';
import type { DescriptionsProps } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NATIVE_NAMES } from '@saham/domain/languages';
import { FONT_SIZES } from '@saham/contract/user';
import type { FontSize } from '@saham/contract/user';
import { formatDateTime } from '../../shared/format/format-date-time.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useMemberDetail } from './api/member-detail.ts';
import type { MemberDetail } from './api/member-detail.ts';
import { CreditScoreCard } from './credit-score-card.tsx';
import { InvitationTreeCard } from './invitation-tree-card.tsx';
import { FlagTags, RealNameTag } from './member-columns.tsx';
import { MemberFlagsCard } from './member-flags-card.tsx';
import { MemberBalancesCard, MemberJournalCard } from './member-ledger-cards.tsx';
import { MemberTradingCard } from './member-trading-card.tsx';

function isFontSize(value: string): value is FontSize {
  return FONT_SIZES.some((size) => size === value);
}

function ProfileCard({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const items: DescriptionsProps['items'] = [
    { key: 'account', label: t('members.account'), children: member.account },
    { key: 'name', label: t('members.name'), children: member.name ?? '—' },
    { key: 'inviteCode', label: t('members.inviteCode'), children: member.inviteCode },
    { key: 'inviter', label: t('members.inviter'), children: member.inviterAccount ?? '—' },
    { key: 'institution', label: t('members.institution'), children: member.institutionName ?? '—' },
    {
      key: 'realName',
      label: t('members.realName'),
      children: <RealNameTag status={member.realNameStatus} />,
    },
    { key: 'flags', label: t('members.flags'), children: <FlagTags flags={member.flags} /> },
    {
      key: 'language',
      label: t('memberDetail.language'),
      children: isLanguage(member.language) ? LANGUAGE_NATIVE_NAMES[member.language] : member.language,
    },
    {
      key: 'fontSize',
      label: t('memberDetail.fontSize'),
      children: isFontSize(member.fontSize) ? t(`fontSizes.${member.fontSize}`) : member.fontSize,
    },
    {
      key: 'fundPassword',
      label: t('memberDetail.fundPassword'),
      children: member.hasFundPassword ? t('common.yes') : t('common.no'),
    },
    { key: 'createdAt', label: t('members.createdAt'), children: formatDateTime(member.createdAt, language) },
    {
      key: 'lastLoginAt',
      label: t('members.lastLoginAt'),
      children: formatDateTime(member.lastLoginAt, language),
    },
  ];
  return (
    <Card title={t('memberDetail.profile')}>
      <Descriptions column={1} items={items} size="small" data-testid="member-profile" />
    </Card>
  );
}

export function MemberDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const detail = useMemberDetail(isValidId ? id : 0);

  const back = (
    <Link to="/members">
      <Button>{t('memberDetail.back')}</Button>
    </Link>
  );
  if (!isValidId || detail.isError) {
    return <Result status="404" title={t('errors.MEMBER_NOT_FOUND')} extra={back} />;
  }
  if (!detail.data) return <Skeleton active />;
  const member = detail.data;

  return (
    <>
      <PageHeader title={t('memberDetail.title', { account: member.account })} extra={back} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ProfileCard member={member} />
        </Col>
        <Col xs={24} xl={12}>
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <MemberFlagsCard member={member} />
            </Col>
            <Col span={24}>
              <CreditScoreCard member={member} />
            </Col>
            <MemberTradingCard member={member} />
          </Row>
        </Col>
        <Col span={24}>
          <MemberBalancesCard memberId={member.id} />
        </Col>
        <Col span={24}>
          <MemberJournalCard memberId={member.id} />
        </Col>
        <Col span={24}>
          <InvitationTreeCard member={member} />
        </Col>
      </Row>
    </>
  );
}
