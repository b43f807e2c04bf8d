// Shown when a detail screen has no instrument to show: no symbol in the address and none chosen.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';

export function NoStock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card">
      <EmptyState
        icon="search"
        title={t('stockDetail.noStock')}
        description={t('stockDetail.noStockHint')}
        action={
          <Button
            color="primary"
            shape="rounded"
            onClick={() => void navigate(ROUTES.search)}
            data-testid="detail-find-stock"
          >
            {t('favorites.findStocks')}
          </Button>
        }
        testId="detail-no-stock"
      />
    </section>
  );
}
