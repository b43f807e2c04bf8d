// The member's redemptions, newest first, ten a page: what was redeemed, for how many points, what
// it paid (cash, or a fee voucher's value, with its currency) and when (in the display zone).
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useCheckInRedemptions } from './api/check-in-redemptions.ts';
import { useRewardName } from './reward-name.ts';

export function RedemptionHistory() {
  const { t } = useTranslation();
  const { moneyIn, date } = useFormatters();
  const nameOf = useRewardName();
  const query = useCheckInRedemptions();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const content = () => {
    if (query.isPending) return <LoadingBlock compact />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    if (items.length === 0) {
      return (
        <EmptyState icon="inbox" title={t('checkIn.noRedemptions')} testId="check-in-redemptions-empty" />
      );
    }
    return (
      <>
        <ul className="ci-redemptions" data-testid="check-in-redemptions">
          {items.map((item) => (
            <li
              key={item.id}
              className="ci-redemption"
              data-testid="check-in-redemption"
              data-order-no={item.orderNo}
            >
              <div className="ci-redemption-main">
                <span>{nameOf(item.names)}</span>
                <span className="up">
                  {item.kind === 'fee_voucher'
                    ? t('checkIn.redemptionVoucher', {
                        amount: `${moneyIn(item.amount, item.currency)} ${item.currency}`,
                      })
                    : `+${moneyIn(item.amount, item.currency)} ${item.currency}`}
                </span>
              </div>
              <div className="ci-redemption-meta muted small">
                <span>{t('checkIn.pointsSpent', { points: String(item.points) })}</span>
                <span>{date(item.createdAt)}</span>
              </div>
            </li>
          ))}
        </ul>
        <LoadMore query={query} testId="check-in-redemptions-load-more" />
      </>
    );
  };
  return (
    <section className="card ci-redemptions-card">
      <h2 className="card-title">{t('checkIn.redemptions')}</h2>
      {content()}
    </section>
  );
}
