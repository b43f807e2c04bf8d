// /home/lending — securities lending (issue 18 §2), reached from a position's "Lend" and from My
// account: the program's terms (the member's yearly rebate rate, minimum amount, term, room left), the
// rebate accrued today, this month and in total with the value lent, the lend form for the position
// named by ?positionId= (quantity with the stepper, in whole lots, up to what is not lent yet), and the
// loans in progress or ended, each recalled with a confirmation (the rebate to date is paid).
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LendingLoan, LendingProgram, LendingSummary } from '@saham/contract/lending';
import type { TradePosition } from '@saham/contract/trading';
import { decimal, formatDecimal } from '@saham/domain/markets/decimal';
import { isWholeLots } from '@saham/domain/trading/orders';
import { useMarketDetail } from '../../shared/api/market-detail.ts';
import { usePositionDetail } from '../../shared/api/trade-positions.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadMore } from '../../shared/ui/load-more.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { Stepper } from '../../shared/ui/stepper.tsx';
import { stepDecimal } from '../../shared/ui/stepper-model.ts';
import { useLend, useLendingList, useLendingPrograms, useRecall } from './api/lending.ts';
import './lending.css';

function idOf(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function ProgramCard({ program }: { program: LendingProgram }) {
  const { t } = useTranslation();
  const { amount, number } = useFormatters();
  const room = decimal(program.capacity) - decimal(program.lent);
  return (
    <section className="card" data-testid="lending-program" data-state={program.state}>
      <div className="ln-head">
        <h2 className="card-title">
          {t('lending.programTitle', { market: t(`quotes.markets.${program.market}`) })}
        </h2>
        <span className={`ln-state ln-state-${program.state}`} data-testid="lending-program-state">
          {t(`lending.programStates.${program.state}`)}
        </span>
      </div>
      <dl className="ln-facts">
        <div>
          <dt>{t('lending.memberRate')}</dt>
          <dd data-testid="lending-member-rate">
            {t('lending.ratePerYear', { rate: number(program.memberRate) })}
          </dd>
        </div>
        <div>
          <dt>{t('lending.split')}</dt>
          <dd>
            {t('lending.splitValue', {
              rate: number(program.annualRate),
              share: number(program.memberShare),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('lending.minAmount')}</dt>
          <dd data-testid="lending-min-amount">{amount(program.minAmount, program.currency)}</dd>
        </div>
        <div>
          <dt>{t('lending.term')}</dt>
          <dd>{t('lending.termDays', { days: program.termDays })}</dd>
        </div>
        <div>
          <dt>{t('lending.room')}</dt>
          <dd>{amount(formatDecimal(room > 0n ? room : 0n, 2), program.currency)}</dd>
        </div>
      </dl>
      <p className="muted small">{t('lending.howItWorks')}</p>
    </section>
  );
}

function SummaryCard({ summary }: { summary: LendingSummary | undefined }) {
  const { t } = useTranslation();
  const { amount } = useFormatters();
  const currency = summary?.currency ?? 'MYR';
  const shown = (value: string | undefined) => amount(value ?? '0.00', currency);
  return (
    <section className="card ln-summary" data-testid="lending-summary">
      <div className="ln-summary-main">
        <span className="muted small">{t('lending.lentValue')}</span>
        <strong data-testid="lending-lent-value">{shown(summary?.lentValue)}</strong>
      </div>
      <dl className="ln-summary-grid">
        <div>
          <dt>{t('lending.accruedToday')}</dt>
          <dd data-testid="lending-accrued-today">{shown(summary?.today)}</dd>
        </div>
        <div>
          <dt>{t('lending.accruedMonth')}</dt>
          <dd data-testid="lending-accrued-month">{shown(summary?.thisMonth)}</dd>
        </div>
        <div>
          <dt>{t('lending.accruedTotal')}</dt>
          <dd data-testid="lending-accrued-total">{shown(summary?.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

function isLendable(position: TradePosition): boolean {
  return (
    position.status === 'holding' &&
    !position.isLocked &&
    position.direction === 'long' &&
    position.leverage === 1
  );
}

function LendForm({ position, program }: { position: TradePosition; program: LendingProgram | undefined }) {
  const { t } = useTranslation();
  const { amount, number } = useFormatters();
  const detail = useMarketDetail(position.symbol);
  const lotSize = detail.data?.lotSize ?? '1';
  const name = detail.data?.name ?? position.code;
  const free = decimal(position.quantity) - decimal(position.lentQuantity ?? '0');
  const freeText = formatDecimal(free > 0n ? free : 0n);
  const [quantity, setQuantity] = useState(freeText);
  const lend = useLend();
  const [error, setError] = useState<string | null>(null);
  const price = position.currentPrice;
  const value =
    price === null || !/^\d+$/.test(quantity)
      ? null
      : formatDecimal((decimal(price) * decimal(quantity)) / 10n ** 8n, 2);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d+$/.test(quantity) || decimal(quantity) <= 0n) return setError(t('lending.quantityRequired'));
    if (!isWholeLots(quantity, lotSize))
      return setError(t('lending.wholeLots', { lotSize: number(lotSize) }));
    if (decimal(quantity) > free) return setError(t('lending.tooMany', { quantity: number(freeText) }));
    setError(null);
    lend.mutate({ positionId: position.id, quantity }, { onSuccess: () => showToast(t('lending.lent')) });
  };
  if (!isLendable(position) || free <= 0n) {
    return (
      <section className="card" data-testid="lending-not-eligible">
        <h2 className="card-title">{name}</h2>
        <p className="muted">{free <= 0n ? t('lending.allLent') : t('lending.notEligible')}</p>
      </section>
    );
  }
  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="lending-form">
      <h2 className="card-title">{t('lending.lendTitle', { name })}</h2>
      <p className="muted small" data-testid="lending-free">
        {t('lending.free', { quantity: number(freeText), code: position.code })}
      </p>
      <div className="field">
        <label className="field-label" htmlFor="lending-quantity">
          {t('lending.quantity')}
        </label>
        <Stepper
          id="lending-quantity"
          value={quantity}
          onChange={(next) => setQuantity(next.replace(/\D/g, ''))}
          step={(from, direction) =>
            stepDecimal(from, direction, { step: lotSize, min: lotSize, max: freeText, decimals: 0 })
          }
          inputMode="numeric"
          maxLength={12}
          downLabel={t('orderForm.less')}
          upLabel={t('orderForm.more')}
          testId="lending-quantity"
          downTestId="lending-quantity-down"
          upTestId="lending-quantity-up"
        />
        <p className="field-hint" data-testid="lending-value">
          {t('lending.value')}: {value === null ? '--' : amount(value, position.currency)}
        </p>
        {program ? (
          <p className="field-hint">
            {t('lending.minAmount')}: {amount(program.minAmount, program.currency)}
          </p>
        ) : null}
        {error !== null ? (
          <p className="form-error" role="alert" data-testid="lending-quantity-invalid">
            {error}
          </p>
        ) : null}
      </div>
      <Button
        block
        shape="rounded"
        color="primary"
        type="submit"
        loading={lend.isPending}
        disabled={program?.state !== 'open'}
        data-testid="lending-submit"
      >
        {t('lending.lend')}
      </Button>
    </form>
  );
}

function LoanRow({ loan, onRecall }: { loan: LendingLoan; onRecall: (loan: LendingLoan) => void }) {
  const { t } = useTranslation();
  const { amount, number, date } = useFormatters();
  const detail = useMarketDetail(loan.symbol);
  const name = detail.data?.name ?? loan.code;
  return (
    <li className="ln-loan" data-testid="lending-loan" data-status={loan.status}>
      <div className="ln-head">
        <strong>
          {name}
          {detail.data?.name === undefined ? null : <span className="muted small"> {loan.code}</span>}
        </strong>
        <span className={`ln-state ln-state-${loan.status}`}>
          {t(`lending.statuses.${loan.status}`)}
          {loan.endReason !== null ? ` · ${t(`lending.endReasons.${loan.endReason}`)}` : ''}
        </span>
      </div>
      <dl className="ln-facts">
        <div>
          <dt>{t('lending.quantity')}</dt>
          <dd>{number(loan.quantity)}</dd>
        </div>
        <div>
          <dt>{t('lending.value')}</dt>
          <dd>{amount(loan.value, loan.currency)}</dd>
        </div>
        <div>
          <dt>{t('lending.accruedToday')}</dt>
          <dd data-testid="lending-loan-today">{amount(loan.accruedToday, loan.currency)}</dd>
        </div>
        <div>
          <dt>{t('lending.accruedTotal')}</dt>
          <dd data-testid="lending-loan-total">{amount(loan.accruedTotal, loan.currency)}</dd>
        </div>
        <div>
          <dt>{t('lending.paid')}</dt>
          <dd>{amount(loan.paid, loan.currency)}</dd>
        </div>
        <div>
          <dt>{t('lending.lentAt')}</dt>
          <dd>{date(loan.lentAt)}</dd>
        </div>
        <div>
          <dt>{loan.endedAt === null ? t('lending.termEnds') : t('lending.endedAt')}</dt>
          <dd>{date(loan.endedAt ?? loan.termEndsAt)}</dd>
        </div>
      </dl>
      {loan.status === 'active' ? (
        <button
          type="button"
          className="link-button ln-recall"
          onClick={() => onRecall(loan)}
          data-testid="lending-recall"
        >
          {t('lending.recall')}
        </button>
      ) : null}
    </li>
  );
}

function Loans({ status }: { status: 'active' | 'ended' }) {
  const { t } = useTranslation();
  const { amount, number } = useFormatters();
  const query = useLendingList(status);
  const recall = useRecall();
  const [recalling, setRecalling] = useState<LendingLoan | null>(null);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <LoadingBlock compact />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const confirm = () => {
    if (recalling === null) return;
    recall.mutate(
      { lendingId: recalling.id },
      {
        onSuccess: (loan) =>
          showToast(t('lending.recalled', { amount: amount(loan.accruedTotal, loan.currency) })),
        onSettled: () => setRecalling(null),
      },
    );
  };
  return (
    <>
      {items.length === 0 ? (
        <EmptyState icon="inbox" title={t(`lending.empty.${status}`)} testId={`lending-empty-${status}`} />
      ) : (
        <ul className="ln-loans" data-testid={`lending-loans-${status}`}>
          {items.map((loan) => (
            <LoanRow key={loan.id} loan={loan} onRecall={setRecalling} />
          ))}
        </ul>
      )}
      <LoadMore query={query} testId={`lending-load-more-${status}`} endTestId={`lending-end-${status}`} />
      <ConfirmDialog
        isOpen={recalling !== null}
        title={t('lending.recallTitle')}
        message={
          recalling === null
            ? ''
            : t('lending.recallMessage', {
                quantity: number(recalling.quantity),
                code: recalling.code,
                amount: amount(recalling.accruedTotal, recalling.currency),
              })
        }
        confirmText={t('lending.recall')}
        isBusy={recall.isPending}
        onConfirm={confirm}
        onCancel={() => setRecalling(null)}
        testId="lending-recall-dialog"
      />
    </>
  );
}

function LendingBody() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const positionId = idOf(searchParams.get('positionId'));
  const programs = useLendingPrograms();
  const position = usePositionDetail(positionId);
  const active = useLendingList('active');
  const [tab, setTab] = useState<'active' | 'ended'>('active');
  if (programs.isPending) return <LoadingBlock />;
  if (programs.isError) return <QueryError error={programs.error} onRetry={() => void programs.refetch()} />;
  const shownPosition = positionId !== null && position.data ? position.data : null;
  // A position's own market's program (none: lending is not offered there); else Bursa's, else the first.
  const program = shownPosition
    ? programs.data.items.find((item) => item.market === shownPosition.market)
    : (programs.data.items.find((item) => item.market === 'MY') ?? programs.data.items[0]);
  const summary = active.data?.pages[0]?.summary.find(
    (line) => line.currency === (program?.currency ?? 'MYR'),
  );
  return (
    <div className="stack">
      <SummaryCard summary={summary} />
      {program ? <ProgramCard program={program} /> : <EmptyState title={t('lending.noProgram')} />}
      {positionId !== null && position.isPending ? <LoadingBlock compact /> : null}
      {shownPosition ? <LendForm position={shownPosition} program={program} /> : null}
      {positionId === null ? (
        <p className="muted small ln-from-positions">{t('lending.fromPositions')}</p>
      ) : null}
      <section className="card">
        <div className="ln-tabs" role="tablist">
          {(['active', 'ended'] as const).map((status) => (
            <button
              key={status}
              type="button"
              role="tab"
              aria-selected={tab === status}
              className={`ln-tab${tab === status ? ' ln-tab-on' : ''}`}
              onClick={() => setTab(status)}
              data-testid={`lending-tab-${status}`}
            >
              {t(`lending.statuses.${status}`)}
            </button>
          ))}
        </div>
        <Loans key={tab} status={tab} />
      </section>
    </div>
  );
}

export function LendingScreen() {
  const { t } = useTranslation();
  return (
    <Page refreshable title={t('screens.lending')} testId="lending-screen">
      <LendingBody />
    </Page>
  );
}
