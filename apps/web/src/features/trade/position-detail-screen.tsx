// /trade/positionDetail?id= — one position (spec §3 "Position or order"): order number, name and code,
// buy date and price, quantity held, cost (original margin), leverage, market value, direction, price
// type, fee, tax, contract amount, lock time, sell time and price, actual P&L, status and its tax
// certificate; an open position's market value and P&L follow the live ticks. Below: its fills, and for
// a holding the close button (the same confirmation as the list).
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TradePosition } from '@saham/contract/trading';
import { usePositionDetail, type PositionDetail } from '../../shared/api/trade-positions.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { useLiveQuote } from '../../shared/realtime/use-live-quote.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { CloseDialog } from './close-dialog.tsx';
import { isOpen, toneOfAmount, withLivePrice } from './live-book.ts';
import { useInstrumentName, useShownPrice, useShownQuantity } from './position-row.tsx';
import { TaxCertificateSheet } from './tax-certificate-sheet.tsx';
import './trade.css';

function idOf(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Fully paid (leverage 1) long shares of a holding whose lock is over may be lent (securities lending). */
function isLendable(position: TradePosition): boolean {
  return (
    position.status === 'holding' &&
    !position.isLocked &&
    position.direction === 'long' &&
    position.leverage === 1 &&
    (position.market === 'MY' ||
      position.market === 'US' ||
      position.market === 'HK' ||
      position.market === 'JP')
  );
}

function statusKey(position: TradePosition): string {
  if (position.status === 'holding' && position.isLocked) return 'locked';
  return position.status;
}

interface DetailField {
  key: string;
  label: string;
  value: string;
  tone?: string;
}

function useDetailFields(position: TradePosition, name: string): DetailField[] {
  const { t } = useTranslation();
  const { amount: withCurrency, marketDate } = useFormatters();
  const date = (iso: string) => marketDate(iso, position.market);
  const amount = (value: string | null) => (value === null ? '--' : withCurrency(value, position.currency));
  const shownPrice = useShownPrice(position.symbol, position.market);
  const shownQuantity = useShownQuantity(position.symbol, position.code);
  const isClosed = position.status === 'closed';
  return [
    { key: 'orderNo', label: t('positions.fields.orderNo'), value: position.positionNo },
    { key: 'instrument', label: t('positions.fields.instrument'), value: `${name} (${position.code})` },
    { key: 'buyDate', label: t('positions.fields.buyDate'), value: date(position.openedAt) },
    { key: 'entryPrice', label: t('positions.fields.entryPrice'), value: shownPrice(position.entryPrice) },
    { key: 'quantity', label: t('positions.fields.quantityHeld'), value: shownQuantity(position.quantity) },
    ...(position.lentQuantity === undefined
      ? []
      : [{ key: 'lent', label: t('positions.fields.lent'), value: shownQuantity(position.lentQuantity) }]),
    { key: 'margin', label: t('positions.fields.margin'), value: amount(position.margin) },
    {
      key: 'leverage',
      label: t('positions.fields.leverage'),
      value: t('positions.leverageValue', { leverage: position.leverage }),
    },
    {
      key: 'currentPrice',
      label: t('positions.fields.currentPrice'),
      value: shownPrice(position.currentPrice),
    },
    { key: 'marketValue', label: t('positions.fields.marketValue'), value: amount(position.marketValue) },
    {
      key: 'direction',
      label: t('positions.fields.direction'),
      value: t(`positions.directions.${position.direction}`),
    },
    {
      key: 'priceType',
      label: t('positions.fields.priceType'),
      value: t(`positions.priceTypes.${position.priceType}`),
    },
    { key: 'fee', label: t('positions.fields.fee'), value: amount(position.fee) },
    { key: 'tax', label: t('positions.fields.tax'), value: amount(position.tax) },
    {
      key: 'contractAmount',
      label: t('positions.fields.contractAmount'),
      value: amount(position.contractAmount),
    },
    { key: 'lockTime', label: t('positions.fields.lockTime'), value: date(position.lockedUntil) },
    {
      key: 'sellTime',
      label: t('positions.fields.sellTime'),
      value: position.closedAt === null ? '--' : date(position.closedAt),
    },
    { key: 'exitPrice', label: t('positions.fields.exitPrice'), value: shownPrice(position.exitPrice) },
    {
      key: 'profit',
      label: isClosed ? t('positions.fields.realisedPnl') : t('positions.fields.floatingPnl'),
      value: position.profit === null ? '--' : withCurrency(position.profit, position.currency, 'always'),
      tone: toneOfAmount(position.profit),
    },
    {
      key: 'status',
      label: t('positions.fields.status'),
      value: `${t(`positions.status.${statusKey(position)}`)}${position.isForcedClose ? ` · ${t('positions.forcedClose')}` : ''}`,
    },
  ];
}

function Fills({ detail }: { detail: PositionDetail }) {
  const { t } = useTranslation();
  const { amount, marketDate } = useFormatters();
  const shownPrice = useShownPrice(detail.symbol, detail.market);
  const shownQuantity = useShownQuantity(detail.symbol, detail.code);
  return (
    <section className="card" data-testid="position-fills">
      <h2 className="card-title">{t('positions.fills')}</h2>
      {detail.fills.length === 0 ? (
        <EmptyState testId="position-fills-empty" />
      ) : (
        <ul className="tr-fills">
          {detail.fills.map((fill, index) => (
            <li key={index} className="tr-fill" data-testid="position-fill" data-kind={fill.kind}>
              <div className="tr-fill-head">
                <strong>{t(`positions.fillKinds.${fill.kind}`)}</strong>
                <span className="muted small">{marketDate(fill.createdAt, detail.market)}</span>
              </div>
              <div className="tr-fill-line muted small">
                <span>
                  {shownQuantity(fill.quantity)} @ {shownPrice(fill.price)}
                </span>
                <span>
                  {t('positions.fields.fee')} {amount(fill.fee, detail.currency)} ·{' '}
                  {t('positions.fields.tax')} {amount(fill.tax, detail.currency)}
                </span>
              </div>
              {fill.feeVoucher !== undefined && (
                <div className="tr-fill-line muted small" data-testid="position-fill-fee-voucher">
                  <span>{t('positions.feeVoucher')}</span>
                  <span className="up">−{amount(fill.feeVoucher, detail.currency)}</span>
                </div>
              )}
              {fill.grossPnl !== null && (
                <div className={`tr-fill-pnl ${toneOfAmount(fill.grossPnl)}`}>
                  {t('positions.grossPnl')} {amount(fill.grossPnl, detail.currency, 'always')}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DetailBody({ detail }: { detail: PositionDetail }) {
  const { t } = useTranslation();
  const { amount } = useFormatters();
  const tick = useLiveQuote(isOpen(detail) ? detail.symbol : null);
  const position = withLivePrice(detail, tick);
  const name = useInstrumentName(detail.symbol, detail.code);
  const fields = useDetailFields(position, name);
  const [isClosing, setIsClosing] = useState(false);
  const [isCertificateOpen, setIsCertificateOpen] = useState(false);
  const navigate = useNavigate();
  const isClosed = position.status === 'closed';
  return (
    <div className="stack">
      <section className="card tr-detail-head">
        <div>
          <h2 className="tr-detail-name" data-testid="position-detail-name">
            {name}
          </h2>
          <span className="muted small">
            {position.symbol} · {position.currency}
          </span>
        </div>
        <div className="tr-detail-pnl">
          <span className="muted small">
            {isClosed ? t('positions.fields.realisedPnl') : t('positions.fields.floatingPnl')}
          </span>
          <strong className={toneOfAmount(position.profit)} data-testid="position-detail-pnl">
            {position.profit === null ? '--' : amount(position.profit, position.currency, 'always')}
          </strong>
        </div>
      </section>
      <section className="card">
        <dl className="tr-detail-fields" data-testid="position-detail-fields">
          {fields.map((field) => (
            <div key={field.key} className="tr-detail-field" data-testid={`detail-${field.key}`}>
              <dt>{field.label}</dt>
              <dd className={field.tone ?? ''}>{field.value}</dd>
            </div>
          ))}
          <div className="tr-detail-field" data-testid="detail-taxCertificate">
            <dt>{t('positions.fields.taxCertificate')}</dt>
            <dd>
              {isClosed ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setIsCertificateOpen(true)}
                  data-testid="tax-certificate-open"
                >
                  {t('positions.certificate.view')}
                </button>
              ) : (
                <span className="muted">{t('positions.certificate.afterClose')}</span>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <Fills detail={detail} />
      {position.status === 'holding' && (
        <Button
          block
          shape="rounded"
          color="primary"
          onClick={() => setIsClosing(true)}
          data-testid="detail-close"
        >
          {t('positions.close')}
        </Button>
      )}
      {isLendable(position) && (
        <Button
          block
          shape="rounded"
          onClick={() => void navigate(`${ROUTES.lending}?positionId=${position.id}`)}
          data-testid="detail-lend"
        >
          {t('positions.lend')}
        </Button>
      )}
      {isClosing && <CloseDialog position={position} onDone={() => setIsClosing(false)} />}
      {isCertificateOpen && (
        <TaxCertificateSheet positionId={position.id} onClose={() => setIsCertificateOpen(false)} />
      )}
    </div>
  );
}

export function PositionDetailScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = idOf(searchParams.get('id'));
  const query = usePositionDetail(id);
  let body;
  if (id === null) body = <EmptyState title={t('positions.notFound')} testId="position-detail-missing" />;
  else if (query.isPending) body = <LoadingBlock />;
  else if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else body = <DetailBody detail={query.data} />;
  return (
    <Page title={t('screens.positionDetail')} testId="position-detail-screen">
      {body}
    </Page>
  );
}
