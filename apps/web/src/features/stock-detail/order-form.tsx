// The member's order form in the order-entry sheet (spec §2): direction, limit or market price,
// the limit price on the tick grid, leverage up to the market's maximum, quantity in lots (units for
// crypto and currency pairs), and a live preview of margin, fee, tax, total and the available balance,
// worked out with the domain's functions (order-form-model.ts) on the rules trade/params serves (the
// market's schedule as staff last edited it). The member's standing from trade/params — trade ban,
// real name, fund password, margin permission — shows before any submission. trade/buy carries an Idempotency-Key;
// a refusal shows its translated message (toast and under the form). Plain elements rather than
// antd-mobile's, styled alike, so the form renders in the unit tests.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuoteDetail } from '@saham/contract/quotes';
import type { TradeParams } from '@saham/contract/trading';
import { formatMinor } from '@saham/domain/money';
import type { Direction, PriceType } from '@saham/domain/trading/orders';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTradeBuy, type TradeBuyAnswer } from '../../shared/api/trade-buy.ts';
import { formatErrorParams } from '../../shared/feedback/error-message.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { FormRefusal } from '../../shared/ui/form-refusal.tsx';
import {
  buyRequestOf,
  displayPrice,
  draftProblem,
  leverageChoices,
  previewOf,
  servedAvailableMinor,
  stepPrice,
  type DraftProblem,
  type OrderDraft,
  type OrderRules,
} from './order-form-model.ts';
import { announceOrderPlaced } from './order-form-placed.ts';
import './order-form.css';

interface OrderFormProps {
  quote: QuoteDetail;
  order: OrderRules;
  params: TradeParams;
  direction: Direction;
  onDirection: (direction: Direction) => void;
  onPlaced: () => void;
}

export type AccountBlock = 'tradeForbidden' | 'realName' | 'fundPassword';

const REAL_NAME_CODES = ['REAL_NAME_REQUIRED', 'REAL_NAME_UNDER_REVIEW', 'REAL_NAME_REJECTED'];

/**
 * What keeps the member from trading at all, in the server's order: the trade ban, the real name,
 * then the fund password — from trade/params, or from a refusal if the standing changed since.
 */
export function accountBlock(
  facts: Pick<TradeParams, 'isTradeForbidden' | 'realNameStatus' | 'hasFundPassword'>,
  refusal: unknown,
): AccountBlock | null {
  const refusedFor = isApiError(refusal) ? refusal.code : null;
  if (facts.isTradeForbidden || refusedFor === 'TRADE_FORBIDDEN') return 'tradeForbidden';
  if (facts.realNameStatus !== 'verified' || REAL_NAME_CODES.includes(refusedFor ?? '')) return 'realName';
  if (!facts.hasFundPassword || refusedFor === 'FUND_PASSWORD_NOT_SET') return 'fundPassword';
  return null;
}

/** The notice of a real name not yet verified (the server's word if it refused since): none, under review, rejected. */
function realNameCode(status: TradeParams['realNameStatus'], refusal: unknown): string {
  if (isApiError(refusal) && REAL_NAME_CODES.includes(refusal.code)) return refusal.code;
  if (status === 'pending') return 'REAL_NAME_UNDER_REVIEW';
  if (status === 'rejected') return 'REAL_NAME_REJECTED';
  return 'REAL_NAME_REQUIRED';
}

export function OrderForm({ quote, order, params, direction, onDirection, onPlaced }: OrderFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { moneyIn } = useFormatters();
  const buy = useTradeBuy();
  const [priceType, setPriceType] = useState<PriceType>('limit');
  const [price, setPrice] = useState(() => displayPrice(order, quote.last));
  const [amount, setAmount] = useState(() => (order.unit === 'lots' ? '1' : order.lotSize));
  const [leverage, setLeverage] = useState(1);
  const [isMarginRefused, setIsMarginRefused] = useState(false);

  const draft: OrderDraft = { direction, priceType, price, amount, leverage };
  const preview = previewOf(order, draft, quote.last);
  const available = servedAvailableMinor(params);
  const problem = draftProblem(order, quote, draft, available);
  const block = accountBlock(params, buy.error);
  // Above 1× needs margin trading on the account: off before any refusal, and after one.
  const isMarginOff = !order.isMarginEnabled || isMarginRefused;
  const money = (minor: bigint | null) =>
    minor === null ? '—' : `${moneyIn(formatMinor(minor, order.currency), order.currency)}`;
  const problemText = (found: DraftProblem) =>
    t(`errors.${found.code}`, formatErrorParams(found.code, found.params));

  const stepAmount = (step: 1 | -1) => {
    const unit = order.unit === 'lots' ? 1 : Number(order.lotSize);
    const current = Number(amount);
    const next = Number.isFinite(current) ? Math.max(unit, current + step * unit) : unit;
    // Units of a coin keep the lot's decimals; lots are whole.
    const decimals = order.unit === 'lots' ? 0 : (order.lotSize.split('.')[1]?.length ?? 0);
    setAmount(next.toFixed(decimals));
  };

  const placed = (answer: TradeBuyAnswer) => {
    const filled = answer.order.status === 'filled';
    const message = filled
      ? t('orderForm.filled', {
          quantity: answer.order.quantity,
          price: displayPrice(order, answer.order.fillPrice ?? answer.order.price ?? quote.last),
        })
      : t('orderForm.placed', { orderNo: answer.order.orderNo });
    showToast(message);
    announceOrderPlaced({
      message,
      action: t('orderForm.viewPositions'),
      close: t('common.cancel'),
    });
    onPlaced();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (buy.isPending || block !== null) return;
    if (problem !== null) {
      showToast(problemText(problem));
      return;
    }
    buy.mutate(buyRequestOf(quote, order, draft), {
      onSuccess: placed,
      onError: (error) => {
        if (isApiError(error) && error.code === 'MARGIN_TRADING_DISABLED') {
          setIsMarginRefused(true);
          setLeverage(1);
        }
      },
    });
  };

  const unitLabel = order.unit === 'lots' ? t('orderForm.lots') : t('orderForm.units');
  const sharesHint =
    order.unit === 'lots'
      ? t('orderForm.lotHint', { lotSize: order.lotSize, shares: preview.quantity ?? '0' })
      : t('orderForm.unitHint', { lotSize: order.lotSize });

  return (
    <form className="order-form" onSubmit={submit} noValidate data-testid="order-form">
      <div className="order-form-row">
        <div className="order-toggle" role="group" aria-label={t('orderForm.direction')}>
          {(['long', 'short'] as const).map((side) => (
            <button
              key={side}
              type="button"
              className={`order-toggle-item ${side}`}
              aria-pressed={direction === side}
              disabled={side === 'short' && !order.isShortSellingAllowed}
              onClick={() => onDirection(side)}
              data-testid={`order-direction-${side}`}
            >
              {t(`stockDetail.order.${side}`)}
            </button>
          ))}
        </div>
        <div className="order-toggle" role="group" aria-label={t('orderForm.priceType')}>
          {(['limit', 'market'] as const).map((type) => (
            <button
              key={type}
              type="button"
              className="order-toggle-item"
              aria-pressed={priceType === type}
              onClick={() => setPriceType(type)}
              data-testid={`order-type-${type}`}
            >
              {t(`orderForm.${type}`)}
            </button>
          ))}
        </div>
      </div>

      <div className="order-field">
        <label className="order-label" htmlFor="order-price">
          {priceType === 'limit' ? t('orderForm.limitPrice') : t('orderForm.marketPrice')}
        </label>
        {priceType === 'limit' ? (
          <div className="order-stepper">
            <button
              type="button"
              className="order-step"
              aria-label={t('orderForm.priceDown')}
              onClick={() => setPrice(stepPrice(order, price, -1, quote.last))}
              data-testid="order-price-down"
            >
              −
            </button>
            <input
              id="order-price"
              className="order-input"
              value={price}
              onChange={(event) => setPrice(event.target.value.trim())}
              inputMode="decimal"
              maxLength={20}
              data-testid="order-price"
            />
            <button
              type="button"
              className="order-step"
              aria-label={t('orderForm.priceUp')}
              onClick={() => setPrice(stepPrice(order, price, 1, quote.last))}
              data-testid="order-price-up"
            >
              +
            </button>
          </div>
        ) : (
          <p className="order-market-price" id="order-price" data-testid="order-market-price">
            {t('orderForm.atMarket', { price: displayPrice(order, quote.last) })}
          </p>
        )}
        <p className="order-hint">
          {order.limits === null
            ? t('orderForm.tickHint', { tick: quote.tickSize })
            : t('orderForm.limitsHint', {
                tick: quote.tickSize,
                low: displayPrice(order, order.limits.lower),
                high: displayPrice(order, order.limits.upper),
              })}
        </p>
      </div>

      <div className="order-form-row">
        <div className="order-field">
          <label className="order-label" htmlFor="order-quantity">
            {t('orderForm.quantity', { unit: unitLabel })}
          </label>
          <div className="order-stepper">
            <button
              type="button"
              className="order-step"
              aria-label={t('orderForm.less')}
              onClick={() => stepAmount(-1)}
              data-testid="order-quantity-down"
            >
              −
            </button>
            <input
              id="order-quantity"
              className="order-input"
              value={amount}
              onChange={(event) => setAmount(event.target.value.trim())}
              inputMode={order.unit === 'lots' ? 'numeric' : 'decimal'}
              maxLength={16}
              data-testid="order-quantity"
            />
            <button
              type="button"
              className="order-step"
              aria-label={t('orderForm.more')}
              onClick={() => stepAmount(1)}
              data-testid="order-quantity-up"
            >
              +
            </button>
          </div>
          <p className="order-hint" data-testid="order-lot-hint">
            {sharesHint}
          </p>
        </div>
        <div className="order-field order-leverage-field">
          <label className="order-label" htmlFor="order-leverage">
            {t('orderForm.leverage')}
          </label>
          <select
            id="order-leverage"
            className="order-select"
            value={leverage}
            onChange={(event) => setLeverage(Number(event.target.value))}
            data-testid="order-leverage"
          >
            {leverageChoices(order.maxLeverage).map((choice) => (
              <option
                key={choice}
                value={choice}
                disabled={choice > 1 && isMarginOff}
                data-testid={`order-leverage-${choice}`}
              >
                {`${choice}×`}
              </option>
            ))}
          </select>
          <p className={isMarginOff ? 'order-hint warn' : 'order-hint'} data-testid="order-leverage-hint">
            {isMarginOff
              ? t('errors.MARGIN_TRADING_DISABLED')
              : t('orderForm.leverageHint', { max: order.maxLeverage })}
          </p>
        </div>
      </div>

      <dl className="order-preview" data-testid="order-preview">
        <div>
          <dt>{t('orderForm.amount')}</dt>
          <dd data-testid="order-preview-amount">{money(preview.notionalMinor)}</dd>
        </div>
        <div>
          <dt>{t('orderForm.margin', { leverage })}</dt>
          <dd data-testid="order-preview-margin">{money(preview.marginMinor)}</dd>
        </div>
        <div>
          <dt>{t('orderForm.fee')}</dt>
          <dd data-testid="order-preview-fee">{money(preview.feeMinor)}</dd>
        </div>
        <div>
          <dt>{t('orderForm.tax')}</dt>
          <dd data-testid="order-preview-tax">{money(preview.taxMinor)}</dd>
        </div>
        <div className="order-preview-total">
          <dt>{t('orderForm.total', { currency: order.currency })}</dt>
          <dd data-testid="order-preview-total">{money(preview.totalMinor)}</dd>
        </div>
        <div>
          <dt>{t('orderForm.available', { currency: order.currency })}</dt>
          <dd data-testid="order-available">{money(available)}</dd>
        </div>
      </dl>

      {block === 'tradeForbidden' && (
        <p className="order-notice" role="alert" data-testid="order-trade-forbidden">
          <span>{t('errors.TRADE_FORBIDDEN')}</span>
        </p>
      )}
      {block === 'realName' && (
        <p className="order-notice" role="alert" data-testid="order-real-name">
          <span>{t(`errors.${realNameCode(params.realNameStatus, buy.error)}`)}</span>
          {params.realNameStatus !== 'pending' && (
            <button
              type="button"
              className="link-button"
              onClick={() => void navigate(ROUTES.realName)}
              data-testid="order-real-name-link"
            >
              {t('orderForm.verifyNow')}
            </button>
          )}
        </p>
      )}
      {block === 'fundPassword' && (
        <p className="order-notice" role="alert" data-testid="order-fund-password">
          <span>{t('orderForm.fundPasswordNeeded')}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => void navigate(ROUTES.fundPassword)}
            data-testid="order-fund-password-link"
          >
            {t('orderForm.setFundPassword')}
          </button>
        </p>
      )}
      {block === null && problem !== null && (
        <p className="form-error" role="alert" data-testid="order-problem">
          {problemText(problem)}
        </p>
      )}
      {block === null && problem === null && <FormRefusal error={buy.error} />}
      {priceType === 'market' && <p className="order-hint">{t('orderForm.marketNote')}</p>}

      <button
        type="submit"
        className={`order-submit ${direction}`}
        aria-busy={buy.isPending}
        disabled={buy.isPending || block !== null}
        data-testid="order-submit"
      >
        {buy.isPending
          ? t('common.loading')
          : t(direction === 'long' ? 'orderForm.submitLong' : 'orderForm.submitShort')}
      </button>
      <button
        type="button"
        className="link-button order-positions-link"
        onClick={() => void navigate(ROUTES.positions)}
        data-testid="order-positions-link"
      >
        {t('orderForm.myPositions')}
      </button>
    </form>
  );
}
