// Shown when a detail screen has no instrument to show: no symbol in the address and none chosen.
import { useTranslation } from 'react-i18next';
import { FindStocksEmpty } from '../../shared/ui/find-stocks-empty.tsx';

export function NoStock() {
  const { t } = useTranslation();
  return (
    <FindStocksEmpty
      icon="search"
      title={t('stockDetail.noStock')}
      description={t('stockDetail.noStockHint')}
      testId="detail-no-stock"
      actionTestId="detail-find-stock"
    />
  );
}
