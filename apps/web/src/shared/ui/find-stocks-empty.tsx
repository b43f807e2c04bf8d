// The empty card that sends the member to stock search: the empty watchlist, and a detail screen
// with no stock to show. One EmptyState with the same "Find stocks" button for both.
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../navigation/routes.ts';
import { EmptyState } from './empty-state.tsx';
import type { IconName } from './icons.tsx';

interface FindStocksEmptyProps {
  icon: IconName;
  title: ReactNode;
  description: ReactNode;
  testId: string;
  /** The test id of the "Find stocks" button. */
  actionTestId: string;
}

export function FindStocksEmpty({ icon, title, description, testId, actionTestId }: FindStocksEmptyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card">
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={
          <Button
            color="primary"
            shape="rounded"
            onClick={() => void navigate(ROUTES.search)}
            data-testid={actionTestId}
          >
            {t('favorites.findStocks')}
          </Button>
        }
        testId={testId}
      />
    </section>
  );
}
