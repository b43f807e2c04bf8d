// One row of the dividend list: a cash dividend (received by a long, paid by a short, signed and
// coloured), entitled at its ex-date and paid on its pay date (the ex-date when it has none), with its
// status and the amount per share (at least the currency's decimals, never rounded); or a split (the
// ratio, and the quantity and entry price before and after).
import { useTranslation } from 'react-i18next';
import type { TradeDividend } from '@saham/contract/trading';
import { CURRENCY_SCALE } from '@saham/domain/currencies';
import { decimalSign } from '@saham/domain/format-money';
import { formatMarketPrice } from '../../shared/format/format-number.ts';
import { padDecimals } from '../../shared/format/pad-decimals.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';

function toneOf(amount: string): string {
  try {
    const sign = decimalSign(amount);
    return sign > 0 ? 'up' : sign < 0 ? 'down' : '';
  } catch {
    return '';
  }
}

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="dividend-line">
      <span className="muted small">{label}</span>
      <span data-testid={testId}>{value}</span>
    </div>
  );
}

export function DividendItem({ item, onOpen }: { item: TradeDividend; onOpen?: () => void }) {
  const { t } = useTranslation();
  const { money, calendarDate } = useFormatters();
  const isSplit = item.kind === 'split';
  return (
    <li className="dividend" data-kind={item.kind}>
      <button
        type="button"
        className="dividend-open"
        onClick={onOpen}
        disabled={onOpen === undefined}
        data-testid="dividend-item"
        data-position-id={item.positionId}
      >
        <div className="dividend-head">
          <span className="dividend-title">
            <span className="dividend-code">{item.code}</span>
            <span className="muted small">{item.market}</span>
          </span>
          <span className={`tag ${isSplit ? 'tag-neutral' : 'tag-warning'}`} data-testid="dividend-kind">
            {t(`dividends.kinds.${item.kind}`)}
          </span>
        </div>
        <div className="dividend-main">
          <span className="dividend-tags">
            <span className={`tag ${item.direction === 'long' ? 'tag-success' : 'tag-danger'}`}>
              {t(`dividends.directions.${item.direction}`)}
            </span>
            {!isSplit && item.status !== 'applied' && (
              <span
                className={`tag ${item.status === 'paid' ? 'tag-neutral' : 'tag-warning'}`}
                data-testid="dividend-status"
                data-status={item.status}
              >
                {t(`dividends.statuses.${item.status}`)}
              </span>
            )}
          </span>
          {isSplit ? (
            <span className="dividend-amount" data-testid="dividend-ratio">
              {t('dividends.ratio', { from: item.splitFrom ?? 1, to: item.splitTo ?? 1 })}
            </span>
          ) : (
            <span className={`dividend-amount ${toneOf(item.amount)}`} data-testid="dividend-amount">
              {money(item.amount, { currency: item.currency, signDisplay: 'always' })}
            </span>
          )}
        </div>
        <Line label={t('dividends.exDate')} value={calendarDate(item.exDate)} testId="dividend-ex-date" />
        {isSplit ? (
          <>
            <Line
              label={t('dividends.quantity')}
              value={`${item.quantity} → ${item.quantityAfter}`}
              testId="dividend-quantity"
            />
            <Line
              label={t('dividends.entryPrice')}
              value={`${formatMarketPrice(item.entryPrice, item.market)} → ${formatMarketPrice(item.entryPriceAfter, item.market)}`}
              testId="dividend-entry-price"
            />
          </>
        ) : (
          <>
            <Line
              label={t('dividends.payDate')}
              value={calendarDate(item.payDate ?? item.exDate)}
              testId="dividend-pay-date"
            />
            <Line
              label={t('dividends.perShare')}
              value={`${item.currency} ${padDecimals(item.perShare ?? '0', CURRENCY_SCALE[item.currency])}`}
              testId="dividend-per-share"
            />
            <Line label={t('dividends.quantity')} value={item.quantity} testId="dividend-quantity" />
          </>
        )}
      </button>
    </li>
  );
}
