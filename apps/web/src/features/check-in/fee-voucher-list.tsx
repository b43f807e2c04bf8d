// The member's fee vouchers (decision 0025): what is left of each, of how much, and until when (in
// the display zone). Fills of trades in MYR take their fees off these, soonest expiry first.
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useCheckInVouchers } from './api/check-in-vouchers.ts';
import { useRewardName } from './reward-name.ts';

export function FeeVoucherList() {
  const { t } = useTranslation();
  const { moneyIn, date } = useFormatters();
  const nameOf = useRewardName();
  const query = useCheckInVouchers();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const content = () => {
    if (query.isPending) return <LoadingBlock compact />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    if (items.length === 0) {
      return (
        <p className="muted small" data-testid="check-in-vouchers-empty">
          {t('checkIn.noVouchers')}
        </p>
      );
    }
    return (
      <>
        <ul className="ci-redemptions" data-testid="check-in-vouchers">
          {items.map((voucher) => (
            <li key={voucher.id} className="ci-redemption" data-testid="check-in-voucher">
              <div className="ci-redemption-main">
                <span>{nameOf(voucher.names)}</span>
                <span className="up" data-testid="check-in-voucher-remaining">
                  {t('checkIn.voucherRemaining', {
                    remaining: `${moneyIn(voucher.remaining, voucher.currency)} ${voucher.currency}`,
                    amount: moneyIn(voucher.amount, voucher.currency),
                  })}
                </span>
              </div>
              <div className="ci-redemption-meta muted small">
                <span>{t('checkIn.voucherUse')}</span>
                <span data-testid="check-in-voucher-expiry">
                  {t('checkIn.voucherExpires', { time: date(voucher.expiresAt) })}
                </span>
              </div>
            </li>
          ))}
        </ul>
        <LoadMore query={query} testId="check-in-vouchers-load-more" />
      </>
    );
  };
  return (
    <section className="card ci-redemptions-card" data-testid="check-in-vouchers-card">
      <h2 className="card-title">{t('checkIn.vouchers')}</h2>
      {content()}
    </section>
  );
}
