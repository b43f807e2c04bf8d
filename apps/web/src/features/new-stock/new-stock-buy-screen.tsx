// /home/newStockBuy?id=… — apply: the quantity in subscription lots with the stepper, the amount to
// freeze (quantity × application price + fee) against the available balance and the fund password.
// Book-building bids a price inside the range or "at the offer price" and freezes nothing; a rights
// issue shows the entitlement and takes an excess quantity. A confirmation repeats the application;
// refusals come back as the app's one toast.
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { OfferingDetail } from '@saham/contract/new-stock';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { Stepper } from '../../shared/ui/stepper.tsx';
import { stepDecimal } from '../../shared/ui/stepper-model.ts';
import { useNewStockApply } from './api/new-stock-actions.ts';
import { useNewStockDetail } from './api/new-stock-detail.ts';
import { serverOffset, useServerNow } from '../../shared/time/server-clock.ts';
import { Countdown } from './countdown-text.tsx';
import {
  applyProblem,
  freezeAmount,
  offeringIdOf,
  offeringName,
  priceText,
  unlockedUntilOf,
  wholeShares,
  type FormProblem,
} from './new-stock-rules.ts';
import { detailPathOf } from './offering-list.tsx';
import './new-stock.css';
import { FundPasswordField } from '../../shared/ui/fund-password-field.tsx';

export function NewStockBuyScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = offeringIdOf(params.get('id'));
  // Titled by the offering's type (a rights issue is not an IPO); the detail is shared with <Buy>.
  const type = useNewStockDetail(id).data?.type;
  return (
    <Page
      title={type === undefined ? t('screens.newStockBuy') : t(`newStock.buyTitles.${type}`)}
      testId="new-stock-buy-screen"
    >
      {id === null ? (
        <EmptyState title={t('newStock.empty.missing')} testId="offering-missing" />
      ) : (
        <Buy id={id} />
      )}
    </Page>
  );
}

function Buy({ id }: { id: number }) {
  const query = useNewStockDetail(id);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <BuyForm offering={query.data} offsetMs={serverOffset(query.data.asOf, query.dataUpdatedAt)} />;
}

function lotsText(text: string): bigint {
  return wholeShares(text) ?? 0n;
}

function BuyForm({
  offering,
  offsetMs,
}: {
  offering: OfferingDetail & { unlockedUntil?: string | null };
  offsetMs: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { language, amount, number, clock } = useFormatters();
  const apply = useNewStockApply();
  const queryClient = useQueryClient();
  const lot = wholeShares(offering.lotSize) ?? 1n;
  const minLots = (wholeShares(offering.minQuantity) ?? lot) / lot;
  const maxLots = offering.maxQuantity === null ? null : (wholeShares(offering.maxQuantity) ?? 0n) / lot;
  const isRights = offering.type === 'rights';
  const isBookBuilding = offering.type === 'jp_bookbuilding';
  const entitled = wholeShares(offering.myEntitlement) ?? 0n;
  const [lots, setLots] = useState(String(minLots > 0n ? minLots : 1n));
  const [rightsShares, setRightsShares] = useState(String(entitled));
  const [excessLots, setExcessLots] = useState('0');
  const [bidPrice, setBidPrice] = useState('');
  const [isAtOfferPrice, setIsAtOfferPrice] = useState(false);
  const [fundPassword, setFundPassword] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const quantity = isRights ? lotsText(rightsShares) : lotsText(lots) * lot;
  const excess = isRights ? lotsText(excessLots) * lot : 0n;
  const freeze = freezeAmount(offering, quantity, excess);
  const money = (value: string) => amount(value, offering.currency);
  // Decision 0028: while the session's trade unlock runs, the server does not ask the fund password.
  const unlockedUntil = unlockedUntilOf(offering.unlockedUntil, useServerNow(offsetMs, 5_000));
  const isUnlocked = unlockedUntil !== null;
  const form = {
    quantity,
    excess,
    bidPrice,
    isAtOfferPrice,
    fundPassword: isUnlocked ? '' : fundPassword,
    available: offering.available,
    isUnlocked,
  };
  const canApply = offering.period === 'open' && offering.myApplicationsLeft > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = applyProblem(offering, form);
    setProblem(found);
    if (found !== null) return;
    apply.reset();
    setIsConfirming(true);
  };

  const confirm = () => {
    apply.mutate(
      {
        offeringId: offering.id,
        quantity: quantity.toString(),
        ...(isBookBuilding && !isAtOfferPrice ? { price: bidPrice.trim() } : {}),
        ...(isRights ? { excessQuantity: excess.toString() } : {}),
        fundPassword: form.fundPassword,
      },
      {
        onSuccess: () => {
          setIsConfirming(false);
          showToast(t('newStock.buy.applied'));
          void navigate(detailPathOf(offering), { replace: true });
        },
        onError: () => {
          setIsConfirming(false);
          // The unlock may have ended meanwhile (another device changed the fund password): ask again.
          if (isUnlocked)
            void queryClient.invalidateQueries({ queryKey: ['newStock', 'detail', offering.id] });
        },
      },
    );
  };

  const lotStepper = (
    value: string,
    onChange: (next: string) => void,
    testId: string,
    min: bigint,
    max: bigint | null,
  ) => (
    <Stepper
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, ''))}
      step={(from, direction) =>
        stepDecimal(from, direction, {
          step: '1',
          min: String(min),
          ...(max === null ? {} : { max: String(max) }),
          decimals: 0,
        })
      }
      inputMode="numeric"
      maxLength={9}
      downLabel={t('orderForm.less')}
      upLabel={t('orderForm.more')}
      testId={testId}
      downTestId={`${testId}-down`}
      upTestId={`${testId}-up`}
    />
  );

  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="new-stock-buy-form">
      <section className="card ns-card">
        <div className="ns-card-title">
          <span className="ns-name">{offeringName(offering, language)}</span>
          <span className="muted small">
            {offering.code} · {t(`newStock.types.${offering.type}`)}
          </span>
        </div>
        <Countdown offering={offering} offsetMs={offsetMs} />
        <dl className="ns-figures">
          <div>
            <dt>
              {isBookBuilding ? t('newStock.fields.priceRange') : t('newStock.fields.applicationPrice')}
            </dt>
            <dd className="ns-price">
              {isBookBuilding
                ? `${priceText(offering.priceLow, offering.market)} – ${priceText(offering.priceHigh, offering.market)}`
                : priceText(offering.applicationPrice, offering.market)}{' '}
              <span className="muted small">{offering.currency}</span>
            </dd>
          </div>
          <div>
            <dt>{t('newStock.fields.lot')}</dt>
            <dd>{t('newStock.fields.lotShares', { count: number(offering.lotSize, 0) })}</dd>
          </div>
        </dl>
      </section>
      <section className="card form">
        {isRights ? (
          <>
            <p className="ns-summary-line" data-testid="buy-entitlement">
              {t('newStock.buy.entitlement')}:{' '}
              <strong>{t('newStock.buy.entitlementShares', { shares: number(String(entitled), 0) })}</strong>
            </p>
            <div className="field">
              <label className="field-label">{t('newStock.buy.entitled')}</label>
              {lotStepper(rightsShares, setRightsShares, 'buy-rights-quantity', 0n, entitled)}
            </div>
            <div className="field">
              <label className="field-label">{t('newStock.buy.excess')}</label>
              {lotStepper(excessLots, setExcessLots, 'buy-excess', 0n, null)}
              <p className="field-hint">
                {t(excessLots === '1' ? 'newStock.buy.quantityShare' : 'newStock.buy.quantityShares', {
                  lots: excessLots || '0',
                  shares: number(excess.toString(), 0),
                })}
              </p>
            </div>
          </>
        ) : (
          <div className="field">
            <label className="field-label">{t('newStock.buy.quantity')}</label>
            {lotStepper(lots, setLots, 'buy-lots', minLots > 0n ? minLots : 1n, maxLots)}
            <p className="field-hint" data-testid="buy-shares">
              {t(lots === '1' ? 'newStock.buy.quantityShare' : 'newStock.buy.quantityShares', {
                lots: lots || '0',
                shares: number(quantity.toString(), 0),
              })}
            </p>
          </div>
        )}
        {isBookBuilding && (
          <div className="field">
            <label className="field-label" htmlFor="buy-bid-price">
              {t('newStock.buy.bidPrice')}
            </label>
            <div className="field-control">
              <input
                id="buy-bid-price"
                className="field-input"
                value={isAtOfferPrice ? '' : bidPrice}
                disabled={isAtOfferPrice}
                onChange={(event) => setBidPrice(event.target.value.replace(/[^\d.]/g, ''))}
                placeholder={t('newStock.buy.bidRange', {
                  low: priceText(offering.priceLow, offering.market),
                  high: priceText(offering.priceHigh, offering.market),
                })}
                inputMode="decimal"
                maxLength={16}
                data-testid="buy-bid-price"
              />
            </div>
            <label className="checkbox-line">
              <input
                type="checkbox"
                checked={isAtOfferPrice}
                onChange={(event) => setIsAtOfferPrice(event.target.checked)}
                data-testid="buy-at-offer-price"
              />{' '}
              {t('newStock.buy.atOfferPrice')}
            </label>
          </div>
        )}
        <dl className="ns-summary" data-testid="buy-summary">
          {freeze === null ? (
            <p className="muted small" data-testid="buy-no-freeze">
              {t('newStock.buy.noFreeze')}
            </p>
          ) : (
            <div>
              <dt>{t('newStock.buy.amountToFreeze')}</dt>
              <dd className="ns-total" data-testid="buy-freeze">
                {money(freeze)}
              </dd>
            </div>
          )}
          {freeze !== null && (
            <p className="muted small">
              {t('newStock.buy.includesFee', {
                amount: money(freezeAmount({ ...offering, fee: '0' }, quantity, excess) ?? '0'),
                fee: money(offering.fee),
              })}
            </p>
          )}
          <div>
            <dt>{t('newStock.buy.available')}</dt>
            <dd data-testid="buy-available">{money(offering.available)}</dd>
          </div>
        </dl>
        {isUnlocked ? (
          <p className="muted small" data-testid="buy-unlocked">
            {t('newStock.buy.unlockedUntil', { time: clock(unlockedUntil) })}
          </p>
        ) : (
          <FundPasswordField
            label={t('newStock.buy.fundPassword')}
            value={fundPassword}
            onChange={setFundPassword}
            placeholder={t('newStock.buy.fundPasswordHint')}
            testId="buy-fund-password"
          />
        )}
        {problem !== null && (
          <p className="form-error" role="alert" data-testid="buy-problem">
            {t(problem.key, problem.values ?? {})}
          </p>
        )}
        <Button
          type="submit"
          color="primary"
          block
          shape="rounded"
          size="large"
          disabled={!canApply || apply.isPending}
          data-testid="buy-submit"
        >
          {canApply
            ? t(isBookBuilding ? 'newStock.actions.bid' : 'newStock.actions.apply')
            : offering.period === 'open'
              ? t('errors.SUBSCRIPTION_LIMIT', { count: offering.perMemberLimit })
              : t(`newStock.periods.${offering.period}`)}
        </Button>
      </section>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('newStock.buy.confirmTitle')}
        message={
          <span data-testid="buy-confirm-details">
            {isBookBuilding
              ? t('newStock.buy.confirmBid', {
                  shares: number(quantity.toString(), 0),
                  code: offering.code,
                  price: isAtOfferPrice ? t('newStock.buy.atOfferPrice') : `${bidPrice} ${offering.currency}`,
                })
              : t('newStock.buy.confirmMessage', {
                  shares: number((quantity + excess).toString(), 0),
                  code: offering.code,
                  amount: money(freeze ?? '0'),
                })}
          </span>
        }
        confirmText={t(isBookBuilding ? 'newStock.actions.bid' : 'newStock.actions.apply')}
        isBusy={apply.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
        testId="buy-dialog"
      />
    </form>
  );
}
