// /home/loan — credit loans (issue 18 §1): the member's credit score, loan limit, borrowed and
// remaining amounts, the loan products (term, daily interest, overdue penalty) each with a sheet to
// apply with the fund password, and the member's loans with a way to repay the ones owed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanOverview, LoanProduct } from '@saham/contract/loans';
import { useLoanOverview } from '../../shared/api/loan-overview.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { ApplySheet } from './apply-sheet.tsx';
import { MyLoans } from './my-loans.tsx';
import './loans.css';

export function LoanScreen() {
  const { t } = useTranslation();
  return (
    <Page refreshable title={t('screens.loan')} testId="loan-screen">
      <LoanBody />
    </Page>
  );
}

function LoanBody() {
  const { moneyIn } = useFormatters();
  const overview = useLoanOverview();
  const [product, setProduct] = useState<LoanProduct | null>(null);
  if (overview.isPending) return <LoadingBlock />;
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
  const formatMoney = (amount: string) => `${moneyIn(amount, 'MYR')} MYR`;
  return (
    <div className="stack">
      <LimitCard overview={overview.data} formatMoney={formatMoney} />
      <Products products={overview.data.products} onBorrow={setProduct} />
      <MyLoans formatMoney={formatMoney} />
      <ApplySheet
        product={product}
        remaining={overview.data.remaining}
        formatMoney={formatMoney}
        onClose={() => setProduct(null)}
      />
    </div>
  );
}

function LimitCard({
  overview,
  formatMoney,
}: {
  overview: LoanOverview;
  formatMoney: (amount: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <section className="card loan-limit" data-testid="loan-limit-card">
      <div className="loan-remaining">
        <span className="muted small">{t('loan.remaining')}</span>
        <strong className="loan-remaining-amount" data-testid="loan-remaining">
          {formatMoney(overview.remaining)}
        </strong>
      </div>
      <dl className="loan-facts">
        <div>
          <dt>{t('loan.creditScore')}</dt>
          <dd data-testid="loan-credit-score">{overview.creditScore}</dd>
        </div>
        <div>
          <dt>{t('loan.limit')}</dt>
          <dd data-testid="loan-limit">{formatMoney(overview.limit)}</dd>
        </div>
        <div>
          <dt>{t('loan.borrowed')}</dt>
          <dd data-testid="loan-borrowed">{formatMoney(overview.borrowed)}</dd>
        </div>
        <div>
          <dt>{t('loan.outstanding')}</dt>
          <dd data-testid="loan-outstanding">{formatMoney(overview.outstanding)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Products({
  products,
  onBorrow,
}: {
  products: LoanProduct[];
  onBorrow: (product: LoanProduct) => void;
}) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (
    <section className="card" data-testid="loan-products">
      <h2 className="card-title">{t('loan.products')}</h2>
      <ul className="loan-products">
        {products.map((product) => (
          <li key={product.id} className="loan-product" data-testid={`loan-product-${product.termDays}`}>
            <div className="loan-product-text">
              <strong>{t('loan.termDays', { days: product.termDays })}</strong>
              <span className="small">
                {t('loan.dailyRate', { rate: number(product.dailyRate, 4) })} ·{' '}
                {t('loan.annualRate', { rate: number(product.annualRate) })}
              </span>
              <span className="muted small">
                {t('loan.penaltyRate', { rate: number(product.penaltyDailyRate, 4) })}
              </span>
            </div>
            <button
              type="button"
              className="loan-borrow"
              onClick={() => onBorrow(product)}
              data-testid={`loan-borrow-${product.termDays}`}
            >
              {t('loan.borrow')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
