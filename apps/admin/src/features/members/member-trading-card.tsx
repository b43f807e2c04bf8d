// A member's trading permissions: margin trading (leverage above 1×) on or off, with a reason
// (audited). The trade-forbidden flag stays with the account states. It brings its own full-width
// column, so the detail page mounts it with one line inside its right-hand row.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Flex, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getMemberTrading, setMemberMargin } from '@saham/contract/admin-trading';
import type { RequestOf } from '@saham/contract/call';
import { callStaff } from '../../shared/api/staff-client.ts';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { ReasonModal } from '../../shared/ui/reason-modal.tsx';
import type { MemberDetail } from './api/member-detail.ts';

const memberTradingKey = (memberId: number) => ['trading', 'member', memberId] as const;

function useMemberTrading(memberId: number) {
  return useQuery({
    queryKey: memberTradingKey(memberId),
    queryFn: () => callStaff(getMemberTrading, { memberId }),
  });
}

function useSetMemberMargin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<typeof setMemberMargin>) => callStaff(setMemberMargin, request),
    onSettled: (_data, _error, request) =>
      queryClient.invalidateQueries({ queryKey: memberTradingKey(request.memberId) }),
  });
}

export function MemberTradingCard({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const canChange = useCanCall(setMemberMargin);
  const trading = useMemberTrading(member.id);
  const setMargin = useSetMemberMargin();
  const [pending, setPending] = useState<boolean | null>(null);

  return (
    <Col span={24}>
      <Card title={t('trading.memberCard')} data-testid="member-trading-card">
        {!trading.data ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <Flex justify="space-between" align="center" gap={12}>
            <div>
              <Typography.Text strong>{t('trading.marginTrading')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('trading.marginTradingHint')}</Typography.Text>
            </div>
            <Switch
              checked={trading.data.isMarginEnabled}
              disabled={!canChange}
              loading={setMargin.isPending}
              onChange={(value) => setPending(value)}
              aria-label={t('trading.marginTrading')}
              data-testid="margin-switch"
            />
          </Flex>
        )}
        <ReasonModal
          open={pending !== null}
          title={t('trading.marginTrading')}
          summary={
            pending === null
              ? null
              : t(pending ? 'trading.marginOn' : 'trading.marginOff', { account: member.account })
          }
          onConfirm={(reason) =>
            pending === null
              ? Promise.resolve()
              : setMargin.mutateAsync({ memberId: member.id, isMarginEnabled: pending, reason })
          }
          onClose={() => setPending(null)}
        />
      </Card>
    </Col>
  );
}
