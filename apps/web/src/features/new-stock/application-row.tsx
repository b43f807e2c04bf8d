// One of the member's applications: the offering, the state (spec §4), what was applied, allotted,
// frozen and refunded; cancel while subscribing, pay or decline while a book-building win awaits payment. Used by
// the detail screen and the positions' Subscription tab.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Application } from '@saham/contract/new-stock';
import type { ApplicationState } from '@saham/domain/new-shares/offerings';
import { showToast } from '../../shared/feedback/toast.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { useNewStockCancel, useNewStockDecline, useNewStockPay } from './api/new-stock-actions.ts';
import { formatMinor, parseMinor } from '@saham/domain/money';
import { freezeMinor } from '@saham/domain/new-shares/offerings';
import { offeringName, priceText, wholeShares } from './new-stock-rules.ts';
import { useOfferingTime } from './offering-time.ts';
import { FundPasswordDialog } from '../../shared/ui/fund-password-dialog.tsx';

const STATE_TAG: Record<ApplicationState, string> = {
  subscribing: 'tag-success',
  ended: 'tag-neutral',
  pending_allotment: 'tag-warning',
  won: 'tag-success',
  not_won: 'tag-neutral',
  awaiting_payment: 'tag-warning',
  paid: 'tag-success',
  failed: 'tag-neutral',
  waived: 'tag-neutral',
  cancelled: 'tag-neutral',
  refunded: 'tag-neutral',
};

export function ApplicationRow({ application, onOpen }: { application: Application; onOpen?: () => void }) {
  const { t } = useTranslation();
  const { language, amount, number } = useFormatters();
  const time = useOfferingTime(application.market);
  const money = (value: string) => amount(value, application.currency);
  const [dialog, setDialog] = useState<'cancel' | 'pay' | 'decline' | null>(null);
  const isZero = (value: string) => /^0+(\.0+)?$/.test(value);
  const title = (
    <>
      <span className="ns-name">{offeringName(application, language)}</span>
      <span className="muted small">
        {application.code} · {t(`newStock.types.${application.offeringType}`)}
      </span>
    </>
  );
  return (
    <li
      className="card ns-card"
      data-testid="application-row"
      data-application-id={application.id}
      data-state={application.state}
    >
      <div className="ns-card-head">
        {onOpen ? (
          <button type="button" className="ns-card-title ns-title-button" onClick={onOpen}>
            {title}
          </button>
        ) : (
          <div className="ns-card-title">{title}</div>
        )}
        <span className={`tag ${STATE_TAG[application.state]}`} data-testid="application-state">
          {t(`newStock.appStates.${application.state}`)}
        </span>
      </div>
      <dl className="ns-figures">
        <div>
          <dt>{t('newStock.fields.appliedQuantity')}</dt>
          <dd data-testid="application-quantity">
            {number(application.quantity, 0)}
            {!isZero(application.excessQuantity) && ` + ${number(application.excessQuantity, 0)}`}
          </dd>
        </div>
        <div>
          <dt>
            {application.offeringType === 'jp_bookbuilding'
              ? t('newStock.buy.bidPrice')
              : t('newStock.fields.applicationPrice')}
          </dt>
          <dd>
            {application.offeringType === 'jp_bookbuilding' && application.bidPrice === null
              ? t('newStock.buy.atOfferPrice')
              : `${priceText(application.bidPrice ?? application.price, application.market)} ${application.currency}`}
          </dd>
        </div>
        <div>
          <dt>{t('newStock.fields.allottedQuantity')}</dt>
          <dd data-testid="application-allotted">{number(application.allottedQuantity, 0)}</dd>
        </div>
        <div>
          <dt>{t('newStock.fields.subscribedAmount')}</dt>
          <dd>{money(application.subscribedAmount)}</dd>
        </div>
        <div>
          <dt>{t('newStock.fields.frozenAmount')}</dt>
          <dd data-testid="application-frozen">{money(application.frozenAmount)}</dd>
        </div>
        <div>
          <dt>{t('newStock.my.refund')}</dt>
          <dd data-testid="application-refunded">{money(application.refundedAmount)}</dd>
        </div>
      </dl>
      {application.reserveRank !== null && (
        <p className="muted small">
          {t('newStock.appStates.reserve')} #{application.reserveRank}
        </p>
      )}
      {application.state === 'awaiting_payment' && application.paymentDeadline !== null && (
        <p className="ns-countdown small" data-testid="application-deadline">
          {t('newStock.row.deadline', { time: time(application.paymentDeadline) })}
        </p>
      )}
      <div className="ns-app-foot">
        <span className="muted small">
          {t('newStock.row.appliedAt', { time: time(application.createdAt) })}
        </span>
        <div className="ns-app-actions">
          {application.state === 'subscribing' && (
            <Button
              size="small"
              shape="rounded"
              onClick={() => setDialog('cancel')}
              data-testid="application-cancel"
            >
              {t('newStock.actions.cancel')}
            </Button>
          )}
          {application.state === 'awaiting_payment' && (
            <Button
              size="small"
              shape="rounded"
              onClick={() => setDialog('decline')}
              data-testid="application-decline"
            >
              {t('newStock.actions.decline')}
            </Button>
          )}
          {application.state === 'awaiting_payment' && (
            <Button
              size="small"
              shape="rounded"
              color="primary"
              onClick={() => setDialog('pay')}
              data-testid="application-pay"
            >
              {t('newStock.actions.pay')}
            </Button>
          )}
        </div>
      </div>
      {dialog === 'cancel' && <CancelDialog application={application} onDone={() => setDialog(null)} />}
      {dialog === 'pay' && <PayDialog application={application} onDone={() => setDialog(null)} />}
      {dialog === 'decline' && <DeclineDialog application={application} onDone={() => setDialog(null)} />}
    </li>
  );
}

function CancelDialog({ application, onDone }: { application: Application; onDone: () => void }) {
  const { t } = useTranslation();
  const { amount } = useFormatters();
  const cancel = useNewStockCancel();
  return (
    <ConfirmDialog
      isOpen
      title={t('newStock.buy.cancelTitle')}
      message={t('newStock.buy.cancelMessage', {
        code: application.code,
        amount: amount(application.frozenAmount, application.currency),
      })}
      confirmText={t('newStock.actions.cancel')}
      cancelText={t('newStock.buy.keep')}
      isDanger
      isBusy={cancel.isPending}
      onCancel={onDone}
      onConfirm={() =>
        cancel.mutate(
          { applicationId: application.id },
          {
            onSuccess: () => {
              showToast(t('newStock.buy.cancelled'));
              onDone();
            },
            onError: onDone,
          },
        )
      }
      testId="application-cancel-dialog"
    />
  );
}

/** Book-building: give up a win awaiting payment; the shares go to the next on the reserve list. */
function DeclineDialog({ application, onDone }: { application: Application; onDone: () => void }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const decline = useNewStockDecline();
  return (
    <ConfirmDialog
      isOpen
      title={t('newStock.buy.declineTitle')}
      message={t('newStock.buy.declineMessage', {
        code: application.code,
        shares: number(application.allottedQuantity, 0),
      })}
      confirmText={t('newStock.actions.decline')}
      cancelText={t('newStock.buy.keep')}
      isDanger
      isBusy={decline.isPending}
      onCancel={onDone}
      onConfirm={() =>
        decline.mutate(
          { applicationId: application.id },
          {
            onSuccess: () => {
              showToast(t('newStock.buy.declined'));
              onDone();
            },
            onError: onDone,
          },
        )
      }
      testId="application-decline-dialog"
    />
  );
}

/** What the purchase step pays: allotted quantity × offer price + fee (the server has the last word). */
function payAmount(application: Application): string {
  const allotted = wholeShares(application.allottedQuantity);
  if (application.price === null || allotted === null) return application.subscribedAmount;
  const fee = parseMinor(application.fee, application.currency) ?? 0n;
  return formatMinor(
    freezeMinor(application.currency, application.price, allotted, fee),
    application.currency,
  );
}

/** The book-building purchase step: the allotted quantity at the offer price, with the fund password. */
function PayDialog({ application, onDone }: { application: Application; onDone: () => void }) {
  const { t } = useTranslation();
  const { amount, number } = useFormatters();
  const time = useOfferingTime(application.market);
  const pay = useNewStockPay();
  const total = payAmount(application);
  return (
    <FundPasswordDialog
      title={t('newStock.buy.payTitle')}
      message={
        <span data-testid="application-pay-details">
          {t('newStock.buy.payMessage', {
            amount: amount(total, application.currency),
            shares: number(application.allottedQuantity, 0),
            code: application.code,
            time: time(application.paymentDeadline),
          })}
        </span>
      }
      label={t('newStock.buy.fundPassword')}
      missingText={t('newStock.problems.password')}
      confirmText={t('newStock.actions.pay')}
      isBusy={pay.isPending}
      onCancel={onDone}
      onConfirm={(fundPassword) =>
        pay.mutate(
          { applicationId: application.id, fundPassword },
          {
            onSuccess: () => {
              showToast(t('newStock.buy.paid'));
              onDone();
            },
            onError: onDone,
          },
        )
      }
      testId="application-pay-dialog"
      passwordTestId="application-pay-password"
    />
  );
}
