// /information/creditScore — the member's credit score and what it gates: a withdrawal needs at least
// the minimum in the withdrawal settings (withdraw/rules); when those cannot be read, the site's
// default of 60 is shown and labelled as such.
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../shared/api/get-userinfo.ts';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useQuietWithdrawRules } from '../../shared/api/withdraw-rules.ts';
import './identity.css';

/** The site's default minimum for withdrawals (spec §5), shown only when the settings are unreadable. */
export const DEFAULT_WITHDRAW_CREDIT_MINIMUM = 60;

function CreditScore() {
  const { t } = useTranslation();
  const userInfo = useUserInfo();
  const rules = useQuietWithdrawRules();
  if (userInfo.isPending) return <LoadingBlock />;
  if (userInfo.isError) return <QueryError error={userInfo.error} onRetry={() => void userInfo.refetch()} />;
  const score = userInfo.data.creditScore;
  const minimum = rules.data?.creditScoreMinimum ?? DEFAULT_WITHDRAW_CREDIT_MINIMUM;
  const isDefault = rules.data === undefined;
  const canWithdraw = score >= minimum;
  return (
    <div className="stack">
      <section className="card credit-score-hero" data-testid="credit-score-card">
        <span className="muted">{t('identity.creditScoreLabel')}</span>
        <span className="credit-score-value" data-testid="credit-score-value">
          {score}
        </span>
      </section>
      <section className="card">
        <h2 className="card-title">{t('identity.creditGatesTitle')}</h2>
        <ul className="credit-score-gates">
          <li data-testid="credit-score-withdraw">
            <span>{t('identity.creditGateWithdraw', { minimum })}</span>
            <span className={`tag ${canWithdraw ? 'tag-success' : 'tag-danger'}`}>
              {canWithdraw ? t('identity.creditMet') : t('identity.creditNotMet')}
            </span>
          </li>
        </ul>
        {isDefault && !rules.isPending && (
          <p className="muted small" data-testid="credit-score-default">
            {t('identity.creditDefaultNote', { minimum })}
          </p>
        )}
        <p className="muted small">{t('identity.creditHint')}</p>
      </section>
    </div>
  );
}

export function CreditScoreScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('screens.creditScore')} testId="credit-score-screen">
      <CreditScore />
    </Page>
  );
}
