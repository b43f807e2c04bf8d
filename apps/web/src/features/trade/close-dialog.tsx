// The close-position confirmation (spec §2): the position, the quantity to close — whole lots of a
// stock; coins of a crypto pair or units of a currency pair in whole increments, with the increment's
// decimals (issue 16 §2) — all of it by default, less is a partial close; the price it would close at
// now and the P&L that part would realise before charges. Confirming sends trade/sell; the server's
// refusal (a lock period, a shut market queues the close instead) is shown under the figures.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradePosition } from '@saham/contract/trading';
import { formatMinor } from '@saham/domain/money';
import { grossPnlMinor } from '@saham/domain/trading/money';
import { formatQuantity, instrumentUnit } from '@saham/domain/trading/order-ticket';
import { sharesOfLots, wholeLotsOf } from '@saham/domain/trading/orders';
import { useMarketDetail } from '../../shared/api/market-detail.ts';
import { useClosePosition } from '../../shared/api/trade-actions.ts';
import { useShownPrice } from './position-row.tsx';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { Stepper } from '../../shared/ui/stepper.tsx';
import { stepDecimal } from '../../shared/ui/stepper-model.ts';
import { CoinCloseField, coinCloseRequest } from './coin-close-field.tsx';
import { closeRequest, toneOfAmount } from './live-book.ts';
import { RefusalText } from './refusal-text.tsx';

export function CloseDialog({ position, onDone }: { position: TradePosition; onDone: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const detail = useMarketDetail(position.symbol);
  const lotSize = detail.data?.lotSize ?? '1';
  const unit = instrumentUnit(detail.data?.assetClass ?? 'stock', position.code);
  const isInCoins = unit.kind !== 'shares';
  const maxLots = isInCoins ? null : wholeLotsOf(position.quantity, lotSize);
  const [lots, setLots] = useState<number | null>(null);
  const [coins, setCoins] = useState<string | null>(null);
  const chosenLots = maxLots === null ? null : Math.min(Math.max(lots ?? maxLots, 1), maxLots);
  const coinRequest = coinCloseRequest(position, coins, lotSize);
  const quantity = isInCoins
    ? (coinRequest?.quantity ?? position.quantity)
    : ((chosenLots === null ? null : sharesOfLots(chosenLots, lotSize)) ?? position.quantity);
  const shown = (value: string) =>
    isInCoins ? `${formatQuantity(value, lotSize)} ${unit.name ?? ''}`.trim() : value;
  const close = useClosePosition();
  const price = position.currentPrice;
  const shownPrice = useShownPrice(position.symbol, position.market);
  const estimate =
    price === null
      ? null
      : formatMinor(
          grossPnlMinor(position.currency, position.direction, position.entryPrice, price, quantity),
          position.currency,
        );
  const confirm = () => {
    const request = isInCoins ? coinRequest : closeRequest(position.id, chosenLots, maxLots, lotSize);
    if (request === null) return;
    close.mutate(request, {
      onSuccess: (answer) => {
        showToast(answer.order === null ? t('positions.closedToast') : t('positions.queuedToast'));
        onDone();
      },
    });
  };
  const setChosen = (next: number) => {
    if (maxLots !== null) setLots(Math.min(Math.max(next, 1), maxLots));
  };
  return (
    <ConfirmDialog
      isOpen
      title={t('positions.closeTitle')}
      confirmText={t('positions.closeConfirm')}
      isDanger
      isBusy={close.isPending || (isInCoins && coinRequest === null)}
      onCancel={onDone}
      onConfirm={confirm}
      testId="close-confirm"
      message={
        <span className="tr-close">
          <span className="tr-close-line">
            <span>{position.code}</span>
            <span className={`tr-badge ${position.direction}`}>
              {t(`positions.directions.${position.direction}`)}
            </span>
          </span>
          <span className="tr-close-line">
            <span className="muted">{t('positions.fields.quantityHeld')}</span>
            <span data-testid="close-held">{shown(position.quantity)}</span>
          </span>
          {isInCoins && (
            <CoinCloseField
              position={position}
              lotSize={lotSize}
              unit={unit.name ?? ''}
              value={coins ?? formatQuantity(position.quantity, lotSize)}
              onChange={setCoins}
              isValid={coinRequest !== null}
            />
          )}
          {maxLots !== null && (
            <span className="tr-close-line">
              <span className="muted">{t('positions.closeLots', { lotSize })}</span>
              <Stepper
                className="tr-stepper"
                buttonClassName=""
                inputClassName=""
                value={chosenLots === null ? '' : String(chosenLots)}
                onChange={(text) => {
                  const next = Number.parseInt(text.replace(/\D/g, ''), 10);
                  if (Number.isFinite(next)) setChosen(next);
                }}
                step={(from, direction) =>
                  stepDecimal(from, direction, { step: '1', min: '1', max: String(maxLots), decimals: 0 })
                }
                inputMode="numeric"
                maxLength={9}
                inputLabel={t('positions.closeLots', { lotSize })}
                downLabel={t('positions.fewerLots')}
                upLabel={t('positions.moreLots')}
                downDisabled={chosenLots === null || chosenLots <= 1}
                upDisabled={chosenLots === null || chosenLots >= maxLots}
                testId="close-lots"
                downTestId="close-lots-minus"
                upTestId="close-lots-plus"
              />
            </span>
          )}
          <span className="tr-close-line">
            <span className="muted">
              {isInCoins ? t('positions.closeAmount') : t('positions.closeQuantity')}
            </span>
            <strong data-testid="close-quantity">{shown(quantity)}</strong>
          </span>
          <span className="tr-close-line">
            <span className="muted">{t('positions.fields.currentPrice')}</span>
            <span>{shownPrice(price)}</span>
          </span>
          <span className="tr-close-line">
            <span className="muted">{t('positions.estimatedPnl')}</span>
            <strong className={toneOfAmount(estimate)} data-testid="close-estimate">
              {estimate === null
                ? '--'
                : `${money(estimate, { currency: position.currency, signDisplay: 'always' })} ${position.currency}`}
            </strong>
          </span>
          <span className="muted small">{t('positions.closeNote')}</span>
          {close.isError && <RefusalText error={close.error} />}
        </span>
      }
    />
  );
}
