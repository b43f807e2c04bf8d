// The member's day positions, open or closed, ten a page; an open one can be closed at market.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketCode } from '@saham/domain/markets/types';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { showToast } from '../../shared/feedback/toast.ts';
import { useDayTradingClose } from './api/day-trading-actions.ts';
import { useDayTradingPositions, type DayPositionStatus } from './api/day-trading-positions.ts';
import { DayPositionRow } from './day-position-row.tsx';

interface DayPositionsProps {
  /** A time of the position, in the display zone (useFormatters' marketDate). */
  formatMarketDate: (iso: string, market: MarketCode) => string;
}

export function DayPositions({ formatMarketDate }: DayPositionsProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<DayPositionStatus>('open');
  const [closing, setClosing] = useState<number | null>(null);
  const query = useDayTradingPositions(status, true);
  const close = useDayTradingClose();
  const positions = query.data?.pages.flatMap((page) => page.items) ?? [];

  const confirmClose = () => {
    if (closing === null) return;
    close.mutate(
      { positionId: closing },
      {
        onSuccess: () => showToast(t('dayTrading.closed')),
        onSettled: () => setClosing(null),
      },
    );
  };

  const content = () => {
    if (query.isPending) return <LoadingBlock compact />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    if (positions.length === 0)
      return <EmptyState icon="inbox" title={t('dayTrading.noPositions')} testId="day-positions-empty" />;
    return (
      <>
        <ul className="dt-positions" data-testid="day-positions">
          {positions.map((position) => (
            <DayPositionRow
              key={position.id}
              position={position}
              formatDate={(iso) => formatMarketDate(iso, position.market)}
              onClose={() => setClosing(position.id)}
            />
          ))}
        </ul>
        <LoadMore query={query} testId="day-positions-load-more" endTestId="day-positions-end" />
      </>
    );
  };

  return (
    <section className="card" data-testid="day-positions-card">
      <div className="card-header">
        <h2 className="card-title">{t('dayTrading.positions')}</h2>
        <div className="dt-choices dt-tabs" role="tablist">
          {(['open', 'closed'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={status === value}
              className={`dt-choice ${status === value ? 'dt-choice-on' : ''}`}
              onClick={() => setStatus(value)}
              data-testid={`day-positions-tab-${value}`}
            >
              {t(`dayTrading.tab.${value}`)}
            </button>
          ))}
        </div>
      </div>
      {content()}
      <ConfirmDialog
        isOpen={closing !== null}
        title={t('dayTrading.closeTitle')}
        message={t('dayTrading.closeMessage')}
        confirmText={t('dayTrading.close')}
        isBusy={close.isPending}
        onConfirm={confirmClose}
        onCancel={() => setClosing(null)}
        testId="day-position-close-dialog"
      />
    </section>
  );
}
