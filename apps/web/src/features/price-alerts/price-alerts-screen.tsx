// /information/priceAlerts — My account › Price alerts (issue 16 §5): every price alert of the member,
// newest first, ten a page, each with what it watches, whether it fired, and delete. Alerts are set on
// a stock's detail screen (its bell); an empty list says so.
import { useTranslation } from 'react-i18next';
import { MAX_ACTIVE_ALERTS } from '@saham/domain/alerts/price-alerts';
import { Page } from '../../shared/ui/page.tsx';
import { PriceAlertList } from '../../shared/ui/price-alert-list.tsx';

export function PriceAlertsScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('screens.priceAlerts')} testId="price-alerts-screen">
      <section className="card">
        <PriceAlertList symbol={null} emptyText={t('alerts.empty')} testId="price-alerts" />
      </section>
      <p className="muted small price-alerts-hint">
        {t('alerts.emptyHint')} {t('alerts.hint', { max: MAX_ACTIVE_ALERTS })}
      </p>
    </Page>
  );
}
