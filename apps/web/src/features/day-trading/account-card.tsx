// The member's day-trading account at a glance: the current application's status, its amount and,
// once approved, the allocation, what open day positions use and the buying power left.
import { useTranslation } from 'react-i18next';
import type { DayTradeApplication, DayTradeStatus } from '@saham/contract/day-trading';

const STATUS_TONES: Record<DayTradeStatus, string> = {
  pending: 'tag-warning',
  approved: 'tag-success',
  rejected: 'tag-danger',
  ended: 'tag-neutral',
};

interface AccountCardProps {
  application: DayTradeApplication | null;
  formatMoney: (amount: string) => string;
  formatDate: (iso: string) => string;
}

export function AccountCard({ application, formatMoney, formatDate }: AccountCardProps) {
  const { t } = useTranslation();
  if (application === null) {
    return (
      <section className="card dt-account" data-testid="day-trading-account">
        <h2 className="card-title">{t('dayTrading.account')}</h2>
        <p className="muted" data-testid="day-trading-none">
          {t('dayTrading.none')}
        </p>
      </section>
    );
  }
  const isApproved = application.status === 'approved';
  return (
    <section className="card dt-account" data-testid="day-trading-account" data-status={application.status}>
      <div className="card-header">
        <h2 className="card-title">{t('dayTrading.account')}</h2>
        <span className={`tag ${STATUS_TONES[application.status]}`} data-testid="day-trading-status">
          {t(`dayTrading.status.${application.status}`)}
        </span>
      </div>
      {isApproved ? (
        <div className="dt-power" data-testid="day-trading-buying-power">
          <span className="muted small">{t('dayTrading.buyingPower')}</span>
          <strong className="dt-power-amount">{formatMoney(application.buyingPower)}</strong>
        </div>
      ) : null}
      <dl className="dt-facts">
        <div>
          <dt>{t('dayTrading.amount')}</dt>
          <dd data-testid="day-trading-amount">{formatMoney(application.amount)}</dd>
        </div>
        {isApproved ? (
          <>
            <div>
              <dt>{t('dayTrading.allocation')}</dt>
              <dd data-testid="day-trading-allocation">{formatMoney(application.allocation)}</dd>
            </div>
            <div>
              <dt>{t('dayTrading.used')}</dt>
              <dd data-testid="day-trading-used">{formatMoney(application.used)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('dayTrading.appliedAt')}</dt>
          <dd>{formatDate(application.createdAt)}</dd>
        </div>
        {application.reviewedAt !== null ? (
          <div>
            <dt>{t('dayTrading.reviewedAt')}</dt>
            <dd>{formatDate(application.reviewedAt)}</dd>
          </div>
        ) : null}
      </dl>
      {application.status === 'pending' ? <p className="muted small">{t('dayTrading.pendingHint')}</p> : null}
      {application.status === 'rejected' && application.rejectReason !== null ? (
        <p className="form-error" data-testid="day-trading-reject-reason">
          {t('dayTrading.rejectReason', { reason: application.rejectReason })}
        </p>
      ) : null}
      {isApproved ? <p className="muted small">{t('dayTrading.autoCloseHint')}</p> : null}
    </section>
  );
}
