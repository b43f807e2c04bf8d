// /home/dayTrading — day trading (issue 5 §3): the member's day-trading account (status of the
// application, buying power), the application form (amount within the limits, available balance),
// opening day positions while approved, the day positions (closed automatically at the end of the
// session) and the history of applications.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useDayTradingEnd } from './api/day-trading-actions.ts';
import { useDayTradingOverview } from './api/day-trading-overview.ts';
import { AccountCard } from './account-card.tsx';
import { ApplicationHistory } from './application-history.tsx';
import { ApplyForm } from './apply-form.tsx';
import { DayPositions } from './day-positions.tsx';
import { OpenPositionForm } from './open-position-form.tsx';
import './day-trading.css';

export function DayTradingScreen() {
  const { t } = useTranslation();
  return (
    <Page refreshable title={t('screens.dayTrading')} testId="day-trading-screen">
      <DayTradingBody />
    </Page>
  );
}

function DayTradingBody() {
  const { t } = useTranslation();
  const { moneyIn, date, marketDate } = useFormatters();
  const overview = useDayTradingOverview(true);
  const end = useDayTradingEnd();
  const [isEnding, setIsEnding] = useState(false);
  if (overview.isPending) return <LoadingBlock />;
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
  const formatMoney = (amount: string) => `${moneyIn(amount, 'MYR')} MYR`;
  const { current, limits, available } = overview.data;
  const status = current?.status ?? null;
  const canApply = status === null || status === 'rejected' || status === 'ended';
  const confirmEnd = () =>
    end.mutate(undefined, {
      onSuccess: () => showToast(t('dayTrading.ended')),
      onSettled: () => setIsEnding(false),
    });
  return (
    <div className="stack">
      <AccountCard application={current} formatMoney={formatMoney} formatDate={date} />
      {canApply ? <ApplyForm limits={limits} available={available} formatMoney={formatMoney} /> : null}
      {status === 'approved' ? <OpenPositionForm /> : null}
      <DayPositions formatMarketDate={marketDate} />
      {status === 'approved' ? (
        <button
          type="button"
          className="link-button dt-end"
          onClick={() => setIsEnding(true)}
          data-testid="day-trading-end"
        >
          {t('dayTrading.end')}
        </button>
      ) : null}
      <ApplicationHistory formatMoney={formatMoney} formatDate={date} />
      <ConfirmDialog
        isOpen={isEnding}
        title={t('dayTrading.endTitle')}
        message={t('dayTrading.endMessage')}
        confirmText={t('dayTrading.end')}
        isDanger
        isBusy={end.isPending}
        onConfirm={confirmEnd}
        onCancel={() => setIsEnding(false)}
        testId="day-trading-end-dialog"
      />
    </div>
  );
}
