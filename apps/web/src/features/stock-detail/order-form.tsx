// The member's order form in the order-entry sheet (spec §2, issue 16 §2): direction, limit or market
// price, the limit price on the tick grid, leverage up to the market's maximum, the size by quantity —
// lots of a stock, coins of a crypto pair or units of a currency pair, with the increment's decimals —
// or by cash amount in the market's currency, or as 25/50/75/100% of the available balance (whole lots
// or increments whose total fits), and a live preview of margin, fee, tax, total and the
// available balance, worked out with the domain's functions (order-form-model.ts) on the rules
// trade/params serves. The member's standing — trade ban, real name, fund password, margin permission —
// shows before any submission, and so does a market outside continuous trading (its state and next
// opening in Malaysian and market time), with the submit off. A complete order goes to the confirmation
// sheet (order-confirm-sheet.tsx) unless the member turned it off; trade/buy carries an Idempotency-Key.
// Once placed, the sheet closes and one banner says so, with a link to the order (order-form-placed.ts).
// A refusal is shown once (decision 0021): the server's as the app's toast, the form's own check of the
// draft under the form while the member types — a tap on submit toasts it only when it is not there.
// Plain elements rather than antd-mobile's, styled alike, so the form renders in the unit tests.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuoteDetail } from '@saham/contract/quotes';
import type { TradeParams } from '@saham/contract/trading';
import type { Direction, PriceType } from '@saham/domain/trading/orders';
import { formatQuantity } from '@saham/domain/trading/order-ticket';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTradeBuy, type TradeBuyAnswer } from '../../shared/api/trade-buy.ts';
import { formatErrorParams } from '../../shared/feedback/error-message.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { isOrderConfirmOn, setOrderConfirm } from '../../shared/storage/trade-preferences.ts';
import { accountBlock } from './order-account-block.ts';
import { OrderAccountNotice } from './order-account-notice.tsx';
import { OrderChoices } from './order-choices.tsx';
import { OrderConfirmSheet } from './order-confirm-sheet.tsx';
import {
  amountForCash,
  amountForShare,
  BALANCE_SHARES,
  buyRequestOf,
  confirmationOf,
  defaultAmount,
  displayPrice,
  draftProblem,
  previewOf,
  priceOfDraft,
  servedAvailableMinor,
  type DraftProblem,
  type OrderDraft,
  type OrderRules,
} from './order-form-model.ts';
import { announceOrderPlaced } from './order-form-placed.ts';
import { MarketClosedNotice } from './market-closed-notice.tsx';
import { isOrderable } from './order-availability.ts';
import { OrderPreview } from './order-preview.tsx';
import { OrderPriceField } from './order-price-field.tsx';
import { OrderSizeFields, useUnitLabel, type SizeMode } from './order-size-fields.tsx';
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
  const [typedAmount, setTypedAmount] = useState(() => defaultAmount(order, quote.last));
  const [sizeMode, setSizeMode] = useState<SizeMode>('quantity');
  const [cash, setCash] = useState('');
  const [leverage, setLeverage] = useState(1);
  const [isMarginRefused, setIsMarginRefused] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const unitLabel = useUnitLabel(order);

  const priced = { direction, priceType, price, amount: typedAmount, leverage };
  // By amount, the entry is the whole lots (or increments) the cash buys at the order's price.
  const amount =
    sizeMode === 'cash' ? (amountForCash(order, cash, priceOfDraft(priced, quote.last)) ?? '') : typedAmount;
  const draft: OrderDraft = { ...priced, amount };
  const preview = previewOf(order, draft, quote.last);
  const available = servedAvailableMinor(params);
  const problem = draftProblem(order, quote, draft, available);
  const block = accountBlock(params, buy.error);
  const isOpen = isOrderable(quote);
  // Above 1× needs margin trading on the account: off before any refusal, and after one.
  const isMarginOff = !order.isMarginEnabled || isMarginRefused;
  // The draft's problem under the form, once there is something to judge (an empty cash amount is not).
  const isProblemShown = block === null && problem !== null && (sizeMode === 'quantity' || cash !== '');
  const problemText = (found: DraftProblem) =>
    t(`errors.${found.code}`, formatErrorParams(found.code, found.params));

  const chooseSizeMode = (mode: SizeMode) => {
    if (mode === sizeMode) return;
    // Switching keeps the order the same size: the quantity the cash bought, or nothing typed yet.
    if (mode === 'quantity' && amount !== '') setTypedAmount(amount);
    setSizeMode(mode);
  };

  const placed = (answer: TradeBuyAnswer) => {
    const filled = answer.order.status === 'filled';
    const values = {
      side: t(`stockDetail.order.${answer.order.direction}`),
      quantity: formatQuantity(answer.order.quantity, order.lotSize),
      unit: order.unit === 'lots' ? t('orderForm.shares') : unitLabel,
      name: quote.name,
      price: `${displayPrice(order, answer.order.fillPrice ?? answer.order.price ?? quote.last)} ${order.currency}`,
    };
    const positionId = answer.position?.id ?? answer.order.positionId;
    announceOrderPlaced({
      message: t(filled ? 'orderForm.filledBanner' : 'orderForm.placedBanner', values),
      action: t('orderForm.viewOrder'),
      close: t('orderForm.dismiss'),
      target:
        filled && positionId !== null
          ? `${ROUTES.positionDetail}?id=${positionId}`
          : `${ROUTES.positions}?tab=pending`,
    });
    onPlaced();
  };

  const send = () => {
    if (buy.isPending) return;
    buy.mutate(buyRequestOf(quote, order, draft), {
      onSuccess: placed,
      onError: (error) => {
        setIsConfirming(false);
        if (isApiError(error) && error.code === 'MARGIN_TRADING_DISABLED') {
          setIsMarginRefused(true);
          setLeverage(1);
        }
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (buy.isPending || block !== null || !isOpen) return;
    if (problem !== null) {
      if (!isProblemShown) showToast(problemText(problem));
      return;
    }
    if (isOrderConfirmOn()) setIsConfirming(true);
    else send();
  };

  const confirmation = isConfirming ? confirmationOf(order, draft, quote.last, available) : null;

  return (
    <form className="order-form" onSubmit={submit} noValidate data-testid="order-form">
      {!isOpen && <MarketClosedNotice quote={quote} />}
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
        mode={sizeMode}
        onMode={chooseSizeMode}
        amount={typedAmount}
        onAmount={setTypedAmount}
        cash={cash}
        onCash={setCash}
        quantity={preview.quantity === null ? null : formatQuantity(preview.quantity, order.lotSize)}
        leverage={leverage}
        onLeverage={setLeverage}
        isMarginOff={isMarginOff}
      />
      <div className="order-shares" role="group" aria-label={t('orderForm.shareOfBalance')}>
        {BALANCE_SHARES.map((percent) => {
          const shareAmount = amountForShare(order, draft, quote.last, available, percent);
          return (
            <button
              key={percent}
              type="button"
              className="order-share"
              disabled={shareAmount === null}
              onClick={() => {
                if (shareAmount === null) return;
                setSizeMode('quantity');
                setTypedAmount(shareAmount);
              }}
              data-testid={`order-share-${percent}`}
            >
              {`${percent}%`}
            </button>
          );
        })}
      </div>
      <OrderPreview order={order} preview={preview} leverage={leverage} availableMinor={available} />

      {block !== null && (
        <OrderAccountNotice block={block} realNameStatus={params.realNameStatus} refusal={buy.error} />
      )}
      {isProblemShown && (
        <p className="form-error" role="alert" data-testid="order-problem">
          {problemText(problem)}
        </p>
      )}
      {priceType === 'market' && <p className="order-hint">{t('orderForm.marketNote')}</p>}

      <button
        type="submit"
        className={`order-submit ${direction}`}
        aria-busy={buy.isPending}
        disabled={buy.isPending || block !== null || !isOpen}
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
      {confirmation !== null && (
        <OrderConfirmSheet
          quote={quote}
          order={order}
          confirmation={confirmation}
          isBusy={buy.isPending}
          onBack={() => setIsConfirming(false)}
          onConfirm={(dontAskAgain) => {
            if (dontAskAgain) setOrderConfirm(false);
            send();
          }}
        />
      )}
    </form>
  );
}
