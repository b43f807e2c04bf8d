import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@saham/contract/quotes';
import type { TradeParams } from '@saham/contract/trading';
import { DEFAULT_MARKETS } from '@saham/domain/markets/defaults';
import { ApiError } from '../../shared/api/api-error.ts';
import { tradeParamsQuery } from '../../shared/api/trade-params.ts';
import { OrderEntry } from './order-entry.tsx';
import { accountBlock } from './order-account-block.ts';

const maybank = {
  symbol: 'MY:1155',
  code: '1155',
  market: 'MY',
  name: 'Malayan Banking',
  assetClass: 'stock',
  status: 'listed',
  currency: 'MYR',
  last: '10.00',
  prevClose: '10.00',
  change: '0',
  changePercent: '0',
  open: '10.00',
  high: '10.00',
  low: '10.00',
  volume: '0',
  turnover: '0',
  indicative: null,
  phase: 'continuous',
  tradingDay: '2026-11-23',
  time: null,
  profile: {
    sector: null,
    description: null,
    sharesOutstanding: null,
    marketCap: null,
    peRatio: null,
    dividendYield: null,
  },
  lotSize: '100',
  tickSize: '0.02',
  priceLimits: { lower: '7.00', upper: '13.00' },
  nextOpen: null,
  tradingOpens: null,
  timezone: 'Asia/Kuala_Lumpur',
  isShortSellingAllowed: true,
  maxLeverage: 5,
} satisfies QuoteDetail;

/** trade/params for a verified member with a fund password, margin on and RM100,000 available. */
const params: TradeParams = {
  symbol: 'MY:1155',
  market: 'MY',
  currency: 'MYR',
  fees: DEFAULT_MARKETS.MY.fees.map((fee) => ({ ...fee, sides: [...fee.sides], tiers: [...fee.tiers] })),
  minOrderAmount: DEFAULT_MARKETS.MY.minOrderAmount,
  lotSize: '100',
  tickTable: [...DEFAULT_MARKETS.MY.tickTable],
  priceLimits: { lower: '7', upper: '13' },
  maxLeverage: 5,
  isShortSellingAllowed: true,
  isMarginEnabled: true,
  hasFundPassword: true,
  realNameStatus: 'verified',
  isTradeForbidden: false,
  available: '100000.00',
};

function render(side: 'long' | 'short', served: TradeParams | null = params, quote: QuoteDetail = maybank) {
  const client = new QueryClient();
  if (served) client.setQueryData(tradeParamsQuery(quote.symbol).queryKey, served);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderEntry quote={quote} side={side} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The text of the element with a test id. */
function textOf(html: string, testId: string): string | null {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html);
  return match?.[1] ?? null;
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    // The few texts the assertions read (a feature does not import the catalogues); others show as keys.
    resources: {
      en: {
        translation: {
          orderForm: {
            lotHint: '1 lot = {{lotSize}} shares · {{shares}} shares',
            limitsHint: 'Tick {{tick}} · today {{low}} – {{high}}',
            submitLong: 'Buy long',
            submitShort: 'Sell short',
          },
          common: { loading: 'Loading…' },
          errors: {
            AVAILABLE_BALANCE_INSUFFICIENT: 'Insufficient available balance.',
            MARGIN_TRADING_DISABLED: 'Margin trading is not enabled.',
            TRADE_FORBIDDEN: 'This account cannot trade at the moment.',
            REAL_NAME_REQUIRED: 'Please complete identity verification first.',
            REAL_NAME_UNDER_REVIEW: 'Your identity verification is under review.',
          },
        },
      },
    },
    interpolation: { escapeValue: false },
  });
});

describe('the order form', () => {
  it('opens on the side tapped, as a limit order at the last price for one lot at 1×', () => {
    const html = render('long');
    expect(html).toMatch(/aria-pressed="true"[^>]*data-testid="order-direction-long"/);
    expect(html).toMatch(/aria-pressed="false"[^>]*data-testid="order-direction-short"/);
    expect(html).toMatch(/aria-pressed="true"[^>]*data-testid="order-type-limit"/);
    expect(html).toContain('data-testid="order-price" value="10.00"');
    expect(html).toContain('data-testid="order-quantity" value="1"');
    expect(textOf(html, 'order-lot-hint')).toBe('1 lot = 100 shares · 100 shares');
    expect(html).toContain('Tick 0.02 · today 7.00 – 13.00');
  });

  it('previews one lot at RM10.00 at 1× and shows the available ringgit', () => {
    const html = render('long');
    expect(textOf(html, 'order-preview-margin')).toBe('1,000.00');
    // RM1,000: brokerage RM9.00 (from RM1,000) + clearing RM0.30; stamp duty RM1.
    expect(textOf(html, 'order-preview-fee')).toBe('9.30');
    expect(textOf(html, 'order-preview-tax')).toBe('1.00');
    expect(textOf(html, 'order-preview-total')).toBe('1,010.30');
    expect(textOf(html, 'order-available')).toBe('100,000.00');
    expect(textOf(html, 'order-submit')).toBe('Buy long');
  });

  it('offers leverage from 1× to the market maximum', () => {
    const html = render('short');
    for (const choice of [1, 2, 3, 4, 5]) expect(html).toContain(`data-testid="order-leverage-${choice}"`);
    expect(html).not.toContain('data-testid="order-leverage-6"');
    expect(html).toContain('Sell short');
    expect(html).toMatch(/aria-pressed="true"[^>]*data-testid="order-direction-short"/);
  });

  it('disables short where the market does not allow it', () => {
    const html = render('long', { ...params, isShortSellingAllowed: false });
    expect(html).toMatch(/disabled=""[^>]*data-testid="order-direction-short"/);
  });

  it('sends a member without a fund password to set one, and keeps the submit off', () => {
    const html = render('long', { ...params, hasFundPassword: false });
    expect(html).toContain('data-testid="order-fund-password"');
    expect(html).toContain('data-testid="order-fund-password-link"');
    expect(html).toMatch(
      /disabled=""[^>]*data-testid="order-submit"|data-testid="order-submit"[^>]*disabled=""/,
    );
  });

  it('says when the balance does not cover the total', () => {
    const poor = { ...params, available: '1000.00' };
    expect(textOf(render('long', poor), 'order-problem')).toBe('Insufficient available balance.');
  });
});

describe('the order ticket (issue 16 §2)', () => {
  const bitcoin: QuoteDetail = {
    ...maybank,
    symbol: 'CRYPTO:BTCUSDT',
    code: 'BTCUSDT',
    market: 'CRYPTO',
    name: 'Bitcoin/USDT',
    assetClass: 'crypto',
    currency: 'USD',
    last: '92150.00',
    lotSize: '0.0001',
    tickSize: '0.01',
    priceLimits: null,
    timezone: 'UTC',
  };
  const cryptoParams: TradeParams = {
    ...params,
    symbol: 'CRYPTO:BTCUSDT',
    market: 'CRYPTO',
    currency: 'USD',
    fees: DEFAULT_MARKETS.CRYPTO.fees.map((fee) => ({
      ...fee,
      sides: [...fee.sides],
      tiers: [...fee.tiers],
    })),
    minOrderAmount: '10.00',
    lotSize: '0.0001',
    tickTable: [{ from: '0', tick: '0.01' }],
    priceLimits: null,
    available: '5000.00',
  };

  it('opens a crypto order in coins, at the smallest quantity the minimum order allows', () => {
    const html = render('long', cryptoParams, bitcoin);
    expect(html).toContain('data-testid="order-quantity" value="0.0002"');
    expect(html).toContain('orderForm.quantity');
    expect(html).not.toContain('data-testid="order-problem"');
  });

  it('offers ordering by quantity or by amount', () => {
    const html = render('long', cryptoParams, bitcoin);
    expect(html).toMatch(/aria-pressed="true"[^>]*data-testid="order-size-quantity"/);
    expect(html).toContain('data-testid="order-size-cash"');
  });

  it('outside continuous trading shows the state and next opening and keeps the submit off', () => {
    const closed: QuoteDetail = {
      ...maybank,
      phase: 'closed',
      nextOpen: '2026-11-24T00:30:00Z',
      tradingOpens: '2026-11-24T01:00:00Z',
    };
    const html = render('long', params, closed);
    expect(html).toContain('data-testid="order-closed-notice"');
    expect(html).toMatch(
      /disabled=""[^>]*data-testid="order-submit"|data-testid="order-submit"[^>]*disabled=""/,
    );
    const open = render('long');
    expect(open).not.toContain('data-testid="order-closed-notice"');
    expect(open).not.toMatch(/disabled=""[^>]*data-testid="order-submit"/);
  });
});

describe('the served rules and standing', () => {
  it('waits for trade/params before showing a form', () => {
    const html = render('long', null);
    expect(textOf(html, 'order-params-loading')).toBe('Loading…');
    expect(html).not.toContain('data-testid="order-form"');
  });

  it('previews with the schedule staff last edited', () => {
    const edited = {
      ...params,
      fees: params.fees.map((fee) =>
        fee.name === 'brokerage'
          ? {
              ...fee,
              tiers: [{ from: '0', kind: 'percent' as const, value: '0.5' }],
              minimum: '12.00',
              cap: null,
            }
          : fee,
      ),
    };
    const html = render('long', edited);
    // RM1,000: brokerage 0.5 % = RM5.00, raised to the RM12.00 minimum, + clearing RM0.30.
    expect(textOf(html, 'order-preview-fee')).toBe('12.30');
    expect(textOf(html, 'order-preview-total')).toBe('1,013.30');
  });

  it('shows the served available balance and limits', () => {
    const html = render('long', {
      ...params,
      available: '2500.50',
      priceLimits: { lower: '8', upper: '12' },
    });
    expect(textOf(html, 'order-available')).toBe('2,500.50');
    expect(html).toContain('Tick 0.02 · today 8.00 – 12.00');
  });

  it('writes the day’s limits with thousands separators and the tick’s decimals at each price', () => {
    const toyota: QuoteDetail = {
      ...maybank,
      symbol: 'JP:7203',
      code: '7203',
      market: 'JP',
      name: 'Toyota Motor',
      currency: 'JPY',
      last: '2985.00',
      prevClose: '2985.00',
      tickSize: '1',
      priceLimits: { lower: '2485.00', upper: '3485.00' },
      timezone: 'Asia/Tokyo',
    };
    const html = render(
      'long',
      {
        ...params,
        symbol: 'JP:7203',
        market: 'JP',
        currency: 'JPY',
        fees: DEFAULT_MARKETS.JP.fees.map((fee) => ({
          ...fee,
          sides: [...fee.sides],
          tiers: [...fee.tiers],
        })),
        minOrderAmount: DEFAULT_MARKETS.JP.minOrderAmount,
        tickTable: [...DEFAULT_MARKETS.JP.tickTable],
        priceLimits: { lower: '2485.00', upper: '3485.00' },
        available: '10000000',
      },
      toyota,
    );
    expect(html).toContain('Tick 1 · today 2,485 – 3,485');
  });

  it('turns leverage above 1× off, with the reason, when margin trading is off', () => {
    const html = render('long', { ...params, isMarginEnabled: false });
    expect(html).not.toMatch(/disabled=""[^>]*data-testid="order-leverage-1"/);
    for (const choice of [2, 3, 4, 5])
      expect(html).toMatch(new RegExp(`disabled=""[^>]*data-testid="order-leverage-${choice}"`));
    expect(textOf(html, 'order-leverage-hint')).toBe('Margin trading is not enabled.');
    const on = render('long');
    expect(on).not.toMatch(/disabled=""[^>]*data-testid="order-leverage-2"/);
    expect(textOf(on, 'order-leverage-hint')).not.toBe('Margin trading is not enabled.');
  });

  it('says a banned account cannot trade, and keeps the submit off', () => {
    const html = render('long', { ...params, isTradeForbidden: true, hasFundPassword: false });
    expect(html).toContain('data-testid="order-trade-forbidden"');
    expect(html).toContain('This account cannot trade at the moment.');
    expect(html).not.toContain('data-testid="order-fund-password"');
    expect(html).toMatch(
      /disabled=""[^>]*data-testid="order-submit"|data-testid="order-submit"[^>]*disabled=""/,
    );
  });

  it('asks for the real name, or says it is under review', () => {
    const none = render('long', { ...params, realNameStatus: 'none', hasFundPassword: false });
    expect(none).toContain('Please complete identity verification first.');
    expect(none).toContain('data-testid="order-real-name-link"');
    expect(none).not.toContain('data-testid="order-fund-password"');
    const pending = render('long', { ...params, realNameStatus: 'pending' });
    expect(pending).toContain('Your identity verification is under review.');
    expect(pending).not.toContain('data-testid="order-real-name-link"');
  });
});

describe('what keeps a member from trading', () => {
  const facts = { isTradeForbidden: false, realNameStatus: 'verified' as const, hasFundPassword: true };

  it('is the trade ban, then the real name, then the fund password (also when the server says so)', () => {
    expect(accountBlock(facts, null)).toBeNull();
    expect(
      accountBlock({ isTradeForbidden: true, realNameStatus: 'pending', hasFundPassword: false }, null),
    ).toBe('tradeForbidden');
    expect(accountBlock({ ...facts, realNameStatus: 'pending', hasFundPassword: false }, null)).toBe(
      'realName',
    );
    expect(accountBlock({ ...facts, hasFundPassword: false }, null)).toBe('fundPassword');
    const refusal = (code: string) => new ApiError('refusal', code, {}, 200);
    expect(accountBlock(facts, refusal('FUND_PASSWORD_NOT_SET'))).toBe('fundPassword');
    expect(accountBlock(facts, refusal('TRADE_FORBIDDEN'))).toBe('tradeForbidden');
    expect(accountBlock(facts, refusal('REAL_NAME_UNDER_REVIEW'))).toBe('realName');
    expect(accountBlock(facts, refusal('PRICE_LIMIT_EXCEEDED'))).toBeNull();
  });
});

describe('the order rules query', () => {
  it('is keyed per instrument under the trade queries, which an order refreshes', () => {
    expect(tradeParamsQuery('MY:1155').queryKey).toEqual(['trade', 'params', 'MY:1155']);
  });
});
