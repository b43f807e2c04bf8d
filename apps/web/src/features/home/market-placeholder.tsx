import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Icon } from '../../shared/ui/icons.tsx';

/** Where the domestic and US index cards will sit once market data arrives (the markets release). */
export function MarketPlaceholder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card" data-testid="home-market-placeholder">
      <div className="card-header">
        <h2 className="card-title">
          <span className="card-title-icon tone-blue">
            <Icon name="quotes" size={16} />
          </span>
          {t('home.marketIndices')}
        </h2>
      </div>
      <EmptyState
        icon="quotes"
        title={t('home.marketComingTitle')}
        description={t('home.marketComingText')}
        testId="home-market-empty"
        action={
          <Button size="small" shape="rounded" onClick={() => void navigate(ROUTES.market)}>
            {t('home.openQuotes')}
          </Button>
        }
      />
    </section>
  );
}
