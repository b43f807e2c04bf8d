// What stops a deposit or a withdrawal before the member fills anything in (issue 16 §1): identity
// not verified (or under review, or rejected), no fund password, no bank card, withdrawals barred, a
// deposit still under review. The screen shows the first such step with a button to the screen that
// fixes it, instead of a form the server would refuse.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SetupProgress, UserInfo } from '@saham/contract/user';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import type { IconName } from '../../shared/ui/icons.tsx';

export interface FundingBlocker {
  key:
    | 'identity'
    | 'identityPending'
    | 'identityRejected'
    | 'fundPassword'
    | 'bankCard'
    | 'withdrawForbidden'
    | 'unpaidLoan'
    | 'depositPending';
  icon: IconName;
  /** Where the fix is; null when only waiting (or customer service) helps. */
  to: string | null;
}

function identityBlocker(status: SetupProgress['realNameStatus']): FundingBlocker | null {
  switch (status) {
    case 'verified':
      return null;
    case 'pending':
      return { key: 'identityPending', icon: 'clock', to: ROUTES.realName };
    case 'rejected':
      return { key: 'identityRejected', icon: 'shield', to: ROUTES.realName };
    case 'none':
      return { key: 'identity', icon: 'shield', to: ROUTES.realName };
  }
}

/** A deposit needs a verified identity, and no other deposit under review. */
export function depositBlocker(progress: SetupProgress, hasPendingDeposit: boolean): FundingBlocker | null {
  const identity = identityBlocker(progress.realNameStatus);
  if (identity) return identity;
  if (hasPendingDeposit) return { key: 'depositPending', icon: 'clock', to: null };
  return null;
}

/**
 * A withdrawal needs a verified identity, a fund password, a bank card, no bar on withdrawing, and no
 * credit loan under review or unpaid (spec §5; the server refuses it with PENDING_ORDER_OR_LOAN).
 */
export function withdrawBlocker(
  progress: SetupProgress,
  flags: UserInfo['flags'],
  hasOpenLoan = false,
): FundingBlocker | null {
  if (flags.withdrawForbidden) return { key: 'withdrawForbidden', icon: 'headset', to: null };
  const identity = identityBlocker(progress.realNameStatus);
  if (identity) return identity;
  if (!progress.hasFundPassword) return { key: 'fundPassword', icon: 'key', to: ROUTES.fundPassword };
  // Before the bank card: binding one would not make the withdrawal possible while a loan is owed.
  if (hasOpenLoan) return { key: 'unpaidLoan', icon: 'coins', to: ROUTES.loan };
  if (!progress.hasBankCard) return { key: 'bankCard', icon: 'wallet', to: ROUTES.addBankCard };
  return null;
}

export function FundingGate({ blocker }: { blocker: FundingBlocker }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = blocker.to;
  return (
    <section className="card funding-gate" data-testid={`funding-gate-${blocker.key}`}>
      <EmptyState
        icon={blocker.icon}
        title={t(`fundingGate.${blocker.key}.title`)}
        description={t(`fundingGate.${blocker.key}.text`)}
        testId="funding-gate"
        action={
          to && (
            <Button
              color="primary"
              shape="rounded"
              onClick={() => void navigate(to)}
              data-testid="funding-gate-fix"
            >
              {t(`fundingGate.${blocker.key}.button`)}
            </Button>
          )
        }
      />
    </section>
  );
}
