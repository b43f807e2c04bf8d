// The rewards points redeem: name, what it pays (cash, or a fee voucher with its validity, each with
// its currency), points needed and stock left.
// Redeem asks for confirmation; the server decides (points, stock) and its refusal is the toast.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInReward } from '@saham/contract/check-in';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useCheckInRedeem } from './api/check-in-redeem.ts';
import { useCheckInRewards } from './api/check-in-rewards.ts';
import { useRewardName } from './reward-name.ts';
import { formatNumber } from '../../shared/format/format-number.ts';

export function RewardList({ points }: { points: number }) {
  const { t } = useTranslation();
  const { moneyIn } = useFormatters();
  const nameOf = useRewardName();
  const query = useCheckInRewards();
  const redeem = useCheckInRedeem();
  const [chosen, setChosen] = useState<CheckInReward | null>(null);
  const rewards = query.data?.pages.flatMap((page) => page.items) ?? [];
  const pays = (reward: CheckInReward) => `${moneyIn(reward.amount, reward.currency)} ${reward.currency}`;
  const isVoucher = (reward: CheckInReward) => reward.kind === 'fee_voucher';
  const describe = (reward: CheckInReward) =>
    isVoucher(reward)
      ? t('checkIn.rewardFeeVoucher', { amount: pays(reward), days: String(reward.validDays ?? '') })
      : t('checkIn.rewardCash', { amount: pays(reward) });

  const confirm = () => {
    if (!chosen) return;
    redeem.mutate(chosen.id, {
      onSuccess: (answer) => {
        setChosen(null);
        const redeemed = isVoucher(chosen) ? 'checkIn.redeemedVoucher' : 'checkIn.redeemed';
        showToast(t(redeemed, { amount: pays(chosen), points: String(answer.points) }));
      },
      onError: () => setChosen(null),
    });
  };

  const content = () => {
    if (query.isPending) return <LoadingBlock compact />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    if (rewards.length === 0) {
      return <EmptyState icon="inbox" title={t('checkIn.noRewards')} testId="check-in-rewards-empty" />;
    }
    return (
      <>
        <ul className="ci-rewards" data-testid="check-in-rewards">
          {rewards.map((reward) => (
            <li
              key={reward.id}
              className="ci-reward"
              data-testid="check-in-reward"
              data-reward-id={reward.id}
            >
              <div className="ci-reward-main">
                <span className="ci-reward-name">{nameOf(reward.names)}</span>
                <span className="muted small">
                  {describe(reward)} · {t('checkIn.stock', { count: formatNumber(String(reward.stock)) })}
                </span>
              </div>
              <button
                type="button"
                className={`ci-redeem ${points >= reward.pointsNeeded && reward.stock > 0 ? '' : 'ci-redeem-short'}`}
                onClick={() => {
                  redeem.reset();
                  setChosen(reward);
                }}
                data-testid="check-in-redeem"
              >
                <span className="ci-redeem-points">
                  {t('checkIn.pointsNeeded', { points: String(reward.pointsNeeded) })}
                </span>
                <span>{t('checkIn.redeem')}</span>
              </button>
            </li>
          ))}
        </ul>
        <LoadMore query={query} testId="check-in-rewards-load-more" />
      </>
    );
  };

  return (
    <section className="card ci-rewards-card">
      <h2 className="card-title">{t('checkIn.rewards')}</h2>
      {content()}
      <ConfirmDialog
        isOpen={chosen !== null}
        title={t('checkIn.confirmTitle')}
        message={
          chosen && (
            <span data-testid="check-in-confirm-details">
              {t(isVoucher(chosen) ? 'checkIn.confirmVoucher' : 'checkIn.confirmMessage', {
                name: nameOf(chosen.names),
                points: String(chosen.pointsNeeded),
                amount: pays(chosen),
                days: String(chosen.validDays ?? ''),
              })}
            </span>
          )
        }
        confirmText={t('checkIn.redeem')}
        isBusy={redeem.isPending}
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
        testId="check-in-confirm"
      />
    </section>
  );
}
