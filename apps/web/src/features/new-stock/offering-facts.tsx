// Every field of spec §3 for one offering: prices (application, provisional and final issue, market
// price and premium once listed), quantities (offered, total subscription, the member's applied and
// allotted), amounts (subscribed, frozen, minimum investment), dates (period, draw, allotment, listing,
// payment deadline), the market, the lead underwriter, the win rate and the oversubscription; plus the
// type's own terms (tiers, rights ratio, lock, fee, per-member limit).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferingDetail } from '@saham/contract/new-stock';
import { formatMinor, parseMinor } from '@saham/domain/money';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { priceText } from './new-stock-rules.ts';
import { useOfferingTime } from './offering-time.ts';

function sumMinor(values: readonly string[], offering: OfferingDetail): string {
  const total = values.reduce((sum, value) => sum + (parseMinor(value, offering.currency) ?? 0n), 0n);
  return formatMinor(total, offering.currency);
}

function sumShares(values: readonly string[]): string {
  return values.reduce((sum, value) => sum + BigInt(value.split('.')[0] ?? '0'), 0n).toString();
}

export function OfferingFacts({ offering }: { offering: OfferingDetail }) {
  const { t } = useTranslation();
  const { amount, number, language } = useFormatters();
  const time = useOfferingTime(offering.market);
  const money = (value: string) => amount(value, offering.currency);
  const price = (value: string | null) =>
    value === null ? '--' : `${priceText(value, offering.market)} ${offering.currency}`;
  const mine = offering.myApplications.filter((application) => application.state !== 'cancelled');
  type Row = [key: string, value: ReactNode, testId?: string];
  const when = (isShown: boolean, row: Row): Row[] => (isShown ? [row] : []);
  const rows: Row[] = [
    ['applicationPrice', price(offering.applicationPrice)],
    ...when(offering.priceLow !== null && offering.priceHigh !== null, [
      'priceRange',
      `${priceText(offering.priceLow, offering.market)} – ${priceText(offering.priceHigh, offering.market)} ${offering.currency}`,
    ]),
    ['issuePriceProvisional', price(offering.provisionalPrice)],
    ['issuePriceActual', price(offering.issuePrice), 'fact-issue-price'],
    ['marketPrice', price(offering.marketPrice)],
    [
      'premium',
      offering.premium === null
        ? '--'
        : `${priceText(offering.premium, offering.market)} (${offering.premiumPercent ?? '0'}%)`,
    ],
    ['lot', t('newStock.fields.lotShares', { count: number(offering.lotSize, 0) })],
    ['minimum', t('newStock.fields.lotShares', { count: number(offering.minQuantity, 0) })],
    [
      'maximum',
      offering.maxQuantity === null
        ? '--'
        : t('newStock.fields.lotShares', { count: number(offering.maxQuantity, 0) }),
    ],
    ['minInvestment', money(offering.minInvestment)],
    ['offeredQuantity', number(offering.quantityOffered, 0)],
    [
      'appliedQuantity',
      number(sumShares(mine.map((application) => application.quantity)), 0),
      'fact-applied',
    ],
    [
      'allottedQuantity',
      number(sumShares(mine.map((application) => application.allottedQuantity)), 0),
      'fact-allotted',
    ],
    [
      'subscribedAmount',
      money(
        sumMinor(
          mine.map((application) => application.subscribedAmount),
          offering,
        ),
      ),
    ],
    [
      'frozenAmount',
      money(
        sumMinor(
          mine.map((application) => application.frozenAmount),
          offering,
        ),
      ),
      'fact-frozen',
    ],
    ['period', `${time(offering.opensAt)} – ${time(offering.closesAt)}`],
    ['drawDate', time(offering.drawAt)],
    ['allotmentDate', time(offering.allotmentAt)],
    ['listingDate', time(offering.listingAt)],
    ...when(offering.paymentDeadline !== null, ['paymentDeadline', time(offering.paymentDeadline)]),
    ['market', t(`blockTrade.markets.${offering.market}`)],
    ['underwriter', offering.leadUnderwriter || '--'],
    ['winRate', offering.winRate === null ? '--' : `${offering.winRate}%`, 'fact-win-rate'],
    [
      'totalSubscription',
      `${number(offering.subscribedQuantity, 0)} · ${offering.applicationCount}`,
      'fact-total-subscription',
    ],
    ['oversubscription', t('newStock.fields.times', { value: offering.oversubscription })],
    [
      'fee',
      offering.feeOnSuccessOnly
        ? t('newStock.fields.feeOnSuccess', { amount: money(offering.fee) })
        : money(offering.fee),
    ],
    ['perMemberLimit', t('newStock.fields.limitTimes', { count: offering.perMemberLimit })],
    ...when(offering.lockDays > 0, ['lockDays', t('newStock.fields.days', { count: offering.lockDays })]),
  ];
  if (offering.entitlementRatio !== null) {
    rows.push([
      'entitlementRatio',
      t('newStock.fields.ratio', {
        new: offering.entitlementRatio.newShares,
        held: offering.entitlementRatio.heldShares,
      }),
    ]);
    rows.push(['entitlementDate', time(offering.entitlementAt)]);
  }
  for (const tier of offering.tiers) {
    rows.push([
      'tiers',
      `${tier.names[language] || tier.names.en || tier.rank} · ${t('newStock.fields.tierMin', { tier: tier.rank, amount: money(tier.minAmount) })}`,
    ]);
  }
  return (
    <section className="card" data-testid="offering-facts">
      <dl className="ns-rows">
        {rows.map(([key, value, testId], index) => (
          <div key={`${key}-${index}`} data-testid={testId}>
            <dt>{t(`newStock.fields.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
