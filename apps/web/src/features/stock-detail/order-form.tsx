// The member's order form in the order-entry sheet (spec §2): direction, limit or market price,
// the limit price on the tick grid, leverage up to the market's maximum, quantity in lots (units for
// crypto and currency pairs), and a live preview of margin, fee, tax, total and the available balance,
// worked out with the domain's functions (order-form-model.ts) on the rules trade/params serves (the
// market's schedule as staff last edited it). The member's standing from trade/params — trade ban,
// real name, fund password, margin permission — shows before any submission. trade/buy carries an Idempotency-Key;
// a refusal shows its translated message (toast and under the form). Plain elements rather than
// antd-mobile's, styled alike, so the form renders in the unit tests. This file holds the form's
// state and submission; its sections are order-choices, order-price-field, order-size-fields,
// order-preview and order-account-notice.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuoteDetail } from '@saham/contract/quotes';
import type { TradeParams } from '@saham/contract/trading';
import type { Direction, PriceType } from '@saham/domain/trading/orders';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTradeBuy, type TradeBuyAnswer } from '../../shared/api/trade-buy.ts';
import { formatErrorParams } from '../../shared/feedback/error-message.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { FormRefusal } from '../../shared/ui/form-refusal.tsx';
import { accountBlock } from './order-account-block.ts';
import { OrderAccountNotice } from './order-account-notice.tsx';
import { OrderChoices } from './order-choices.tsx';
import {
  buyRequestOf,
  displayPrice,
  draftProblem,
  previewOf,
  servedAvailableMinor,
  type DraftProblem,
  type OrderDraft,
  type OrderRules,
} from './order-form-model.ts';
import { announceOrderPlaced } from './order-form-placed.ts';
import { OrderPreview } from './order-preview.tsx';
import { OrderPriceField } from './order-price-field.tsx';
import { OrderSizeFields } from './order-size-fields.tsx';
import './order-form.css';

interface OrderFormProps {
  quote: QuoteDetail;
  order: OrderRules;
  params: TradeParams;
  direction: Direction;
  onDirection: (direction: Direction) => void;
  onPlaced: () => void;
}

export function OrderForm({ quote, order, params, direction, onDirection, onPlaced }: OrderFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
  const problemText = (found: DraftProblem) =>
    t(`errors.${found.code}`, formatErrorParams(found.code, found.params));

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

  return (
    <form className="order-form" onSubmit={submit} noValidate data-testid="order-form">
      <OrderChoices
        direction={direction}
        onDirection={onDirection}
        isShortSellingAllowed={order.isShortSellingAllowed}
        priceType={priceType}
        onPriceType={setPriceType}
      />
      <OrderPriceField order={order} quote={quote} priceType={priceType} price={price} onPrice={setPrice} />
      <OrderSizeFields
        order={order}
        amount={amount}
        onAmount={setAmount}
        quantity={preview.quantity}
        leverage={leverage}
        onLeverage={setLeverage}
        isMarginOff={isMarginOff}
      />
      <OrderPreview order={order} preview={preview} leverage={leverage} availableMinor={available} />

      {block !== null && (
        <OrderAccountNotice block={block} realNameStatus={params.realNameStatus} refusal={buy.error} />
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
