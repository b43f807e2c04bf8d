import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DayTradeApplication } from '@saham/contract/day-trading';
import { AccountCard } from './account-card.tsx';
import { DayPositionRow } from './day-position-row.tsx';
import type { DayTradePosition } from '@saham/contract/day-trading';

const approved: DayTradeApplication = {
  id: 3,
  currency: 'MYR',
  amount: '5000.00',
  status: 'approved',
  allocation: '5000.00',
  used: '411.60',
  buyingPower: '4588.40',
  rejectReason: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  reviewedAt: '2026-11-23T02:10:00.000Z',
  endedAt: null,
};
const render = (application: DayTradeApplication | null) =>
  renderToStaticMarkup(
    <AccountCard
      application={application}
      formatMoney={(amount) => `RM${amount}`}
      formatDate={(iso) => iso}
    />,
  );

describe('the day-trading account card', () => {
  it('shows the buying power, allocation and what open positions use once approved', () => {
    const html = render(approved);
    expect(html).toContain('data-status="approved"');
    expect(html).toContain('class="tag tag-success"');
    expect(html).toContain('<strong class="dt-power-amount">RM4588.40</strong>');
    expect(html).toContain('data-testid="day-trading-used">RM411.60<');
  });

  it('shows a pending application without buying power, and a rejected one with its reason', () => {
    const pending = render({
      ...approved,
      status: 'pending',
      allocation: '0.00',
      used: '0.00',
      reviewedAt: null,
    });
    expect(pending).toContain('class="tag tag-warning"');
    expect(pending).not.toContain('day-trading-buying-power');
    const rejected = render({ ...approved, status: 'rejected', rejectReason: 'Too little experience' });
    expect(rejected).toContain('class="tag tag-danger"');
    expect(rejected).toContain('data-testid="day-trading-reject-reason"');
    expect(rejected).not.toContain('day-trading-allocation');
  });

  it('says so when the member never applied', () => {
    expect(render(null)).toContain('data-testid="day-trading-none"');
  });
});

describe('a day position row', () => {
  const position: DayTradePosition = {
    id: 9,
    positionNo: 'PS1',
    symbol: 'MY:1155',
    code: '1155',
    market: 'MY',
    currency: 'MYR',
    direction: 'long',
    priceType: 'market',
    leverage: 5,
    quantity: '200',
    entryPrice: '10',
    margin: '400.00',
    contractAmount: '2000.00',
    fee: '9.60',
    tax: '2.00',
    status: 'holding',
    isLocked: true,
    lockedUntil: '2026-11-24T01:00:00.000Z',
    openedAt: '2026-11-23T02:00:00.000Z',
    currentPrice: '9.8',
    marketValue: '1960.00',
    profit: '-40.00',
    exitPrice: null,
    closedAt: null,
    isForcedClose: false,
    cost: '411.60',
    closeAt: '2026-11-23T08:45:00.000Z',
  };
  const row = (value: DayTradePosition, onClose?: () => void) =>
    renderToStaticMarkup(<DayPositionRow position={value} formatDate={(iso) => iso} onClose={onClose} />);

  it('shows a loss in the down colour, the cost and the automatic close time, with a close button', () => {
    const html = row(position, () => {});
    expect(html).toContain('class="down" data-testid="day-position-profit">-40.00 MYR<');
    expect(html).toContain('data-testid="day-position-cost">411.60 MYR<');
    expect(html).toContain('dayTrading.closesAt');
    expect(html).toContain('data-testid="day-position-close"');
  });

  it('writes quantities with thousands separators, prices with the tick’s decimals of their market and amounts with their currency', () => {
    const bursa = row(position);
    expect(bursa).toContain('data-testid="day-position-quantity">200<');
    expect(row({ ...position, quantity: '12000' })).toContain('data-testid="day-position-quantity">12,000<');
    expect(bursa).toContain('data-testid="day-position-entry-price">10.00<');
    expect(bursa).toContain('data-testid="day-position-current-price">9.80<');
    const toyota = row({
      ...position,
      symbol: 'JP:7203',
      code: '7203',
      market: 'JP',
      currency: 'JPY',
      entryPrice: '2985.00',
      currentPrice: '3010.00',
      profit: '25000',
      cost: '120350',
    });
    expect(toyota).toContain('data-testid="day-position-entry-price">2,985<');
    expect(toyota).toContain('data-testid="day-position-current-price">3,010<');
    expect(toyota).toContain('data-testid="day-position-profit">25,000 JPY<');
    expect(toyota).toContain('data-testid="day-position-cost">120,350 JPY<');
    expect(row({ ...position, currentPrice: null, profit: null })).toContain(
      'data-testid="day-position-current-price">--<',
    );
  });

  it('offers no close once closed', () => {
    const html = row(
      { ...position, status: 'closed', profit: '75.77', closedAt: '2026-11-23T08:45:00.000Z' },
      () => {},
    );
    expect(html).toContain('class="up"');
    expect(html).not.toContain('day-position-close');
  });
});
