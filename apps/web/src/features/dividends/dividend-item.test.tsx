import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TradeDividend } from '@saham/contract/trading';
import { DividendItem } from './dividend-item.tsx';

const dividend: TradeDividend = {
  id: 1,
  kind: 'dividend',
  positionId: 7,
  symbol: 'MY:1155',
  code: '1155',
  market: 'MY',
  currency: 'MYR',
  direction: 'long',
  exDate: '2026-11-24',
  payDate: '2026-12-10',
  perShare: '0.28',
  splitFrom: null,
  splitTo: null,
  quantity: '200',
  quantityAfter: '200',
  entryPrice: '10',
  entryPriceAfter: '10',
  amount: '56.00',
  appliedAt: '2026-11-24T02:00:00.000Z',
  status: 'entitled',
  paidAt: null,
};
const render = (item: TradeDividend) => renderToStaticMarkup(<DividendItem item={item} onOpen={() => {}} />);

describe('a dividend list row', () => {
  it('shows a long’s dividend received in the up colour with its sign, per share and quantity', () => {
    const html = render(dividend);
    expect(html).toMatch(/class="dividend-amount up" data-testid="dividend-amount">\+[^<]*56\.00</);
    expect(html).toContain('data-testid="dividend-per-share">MYR 0.28<');
    expect(html).toContain('data-testid="dividend-quantity">200<');
    expect(html).toContain('data-testid="dividend-ex-date">2026-11-24<');
    expect(html).toContain('dividends.payDate');
    expect(html).toContain('data-testid="dividend-pay-date">2026-12-10<');
    expect(html).not.toContain('dividend-ratio');
  });

  it('shows a dividend entitled at its ex-date as entitled, and one whose cash moved as paid', () => {
    expect(render(dividend)).toMatch(
      /data-testid="dividend-status" data-status="entitled">dividends\.statuses\.entitled</,
    );
    const paid = render({ ...dividend, status: 'paid', paidAt: '2026-12-10T02:00:00.000Z' });
    expect(paid).toMatch(/data-testid="dividend-status" data-status="paid">dividends\.statuses\.paid</);
  });

  it('writes the amount per share with at least the currency’s decimals, never rounded', () => {
    const perShare = (item: Partial<TradeDividend>) =>
      /data-testid="dividend-per-share">([^<]*)</.exec(render({ ...dividend, ...item }))?.[1];
    expect(perShare({ perShare: '0.3' })).toBe('MYR 0.30');
    expect(perShare({ perShare: '0.0125' })).toBe('MYR 0.0125');
    expect(perShare({ perShare: '25', currency: 'JPY' })).toBe('JPY 25');
  });

  it('shows the ex-date as the pay date of a dividend without one (paid at its ex-date)', () => {
    const html = render({ ...dividend, payDate: null, status: 'paid' });
    expect(html).toContain('data-testid="dividend-pay-date">2026-11-24<');
  });

  it('shows a short’s dividend paid in the down colour', () => {
    const html = render({ ...dividend, direction: 'short', amount: '-56.00' });
    expect(html).toMatch(/class="dividend-amount down" data-testid="dividend-amount">-[^<]*56\.00</);
    expect(html).toContain('dividends.directions.short');
  });

  it('shows a split as its ratio with the quantity and entry price before and after, and no money', () => {
    const html = render({
      ...dividend,
      kind: 'split',
      perShare: null,
      payDate: null,
      splitFrom: 1,
      splitTo: 2,
      quantityAfter: '400',
      entryPriceAfter: '5',
      amount: '0.00',
      status: 'applied',
    });
    expect(html).toContain('data-testid="dividend-ratio"');
    expect(html).toContain('data-testid="dividend-quantity">200 → 400<');
    expect(html).toContain('data-testid="dividend-entry-price">10.00 → 5.00<');
    expect(html).not.toContain('data-testid="dividend-amount"');
    expect(html).not.toContain('dividends.payDate');
    expect(html).not.toContain('dividend-status');
  });

  it('opens the position it was applied to, and is inert without a handler', () => {
    expect(render(dividend)).toMatch(
      /<button type="button" class="dividend-open" data-testid="dividend-item" data-position-id="7">/,
    );
    expect(renderToStaticMarkup(<DividendItem item={dividend} />)).toContain('disabled=""');
  });

  it("shows a Tokyo split's entry prices in whole yen, keeping a split's finer digits", () => {
    const html = render({
      ...dividend,
      symbol: 'JP:7203',
      code: '7203',
      market: 'JP',
      currency: 'JPY',
      kind: 'split',
      perShare: null,
      payDate: null,
      splitFrom: 1,
      splitTo: 2,
      quantityAfter: '400',
      entryPrice: '2985.00',
      entryPriceAfter: '1492.5',
      amount: '0',
      status: 'applied',
    });
    expect(html).toContain('data-testid="dividend-entry-price">2,985 → 1,492.5<');
  });
});
