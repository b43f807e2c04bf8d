// The five account states as switches. Flipping one asks for a reason first; the switch shows the
// server's value, so a cancelled or refused change leaves it where it was.
import { useState } from 'react';
import { Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_FLAGS } from '@saham/domain/account-flags';
import type { AccountFlag } from '@saham/domain/account-flags';
import { setMemberFlag } from '@saham/contract/admin-members';
import { useCanCall } from '../../shared/auth/current-staff.tsx';
import { ReasonModal } from '../../shared/ui/reason-modal.tsx';
import { useSetMemberFlag } from './api/set-member-flag.ts';
import type { MemberDetail } from './api/member-detail.ts';

interface PendingChange {
  flag: AccountFlag;
  value: boolean;
}

export function MemberFlagsCard({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const canChange = useCanCall(setMemberFlag);
  const setFlag = useSetMemberFlag();
  const [pending, setPending] = useState<PendingChange | null>(null);

  return (
    <Card title={t('memberDetail.states')}>
      <Flex vertical gap={14}>
        {ACCOUNT_FLAGS.map((flag) => (
          <Flex key={flag} justify="space-between" align="center" gap={12}>
            <div>
              <Typography.Text strong>{t(`flags.${flag}`)}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t(`flagHints.${flag}`)}</Typography.Text>
            </div>
            <Switch
              checked={member.flags[flag]}
              disabled={!canChange}
              loading={setFlag.isPending && setFlag.variables.flag === flag}
              onChange={(value) => setPending({ flag, value })}
              aria-label={t(`flags.${flag}`)}
              data-testid={`flag-switch-${flag}`}
            />
          </Flex>
        ))}
      </Flex>
      <ReasonModal
        open={pending !== null}
        title={t('memberDetail.changeState')}
        summary={
          pending
            ? t(pending.value ? 'memberDetail.turnOn' : 'memberDetail.turnOff', {
                state: t(`flags.${pending.flag}`),
                account: member.account,
              })
            : null
        }
        onConfirm={(reason) =>
          pending ? setFlag.mutateAsync({ id: member.id, ...pending, reason }) : Promise.resolve()
        }
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
