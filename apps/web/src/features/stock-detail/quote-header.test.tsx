// An index's day range reads like its other figures: with thousands separators and the index's
// decimals (issue 16 §3, "1682.24 – 1687.73" was the raw wire text).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@saham/contract/quotes';
import { SiteConfigContext, toSiteConfig } from '../../shared/config/site-config.ts';
import { QuoteHeader } from './quote-header.tsx';

const klci = {
  symbol: 'MY:FBMKLCI',
  code: 'FBMKLCI',
  market: 'MY',
  name: 'FTSE Bursa Malaysia KLCI',
  assetClass: 'index',
  status: 'listed',
  currency: 'MYR',
  last: '1685.18',
  prevClose: '1686.30',
  change: '-1.12',
  changePercent: '-0.07',
  open: '1686.72',
  high: '1687.7',
  low: '1682.24',
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
  lotSize: '1',
  tickSize: '0.01',
  priceLimits: null,
  nextOpen: null,
  tradingOpens: null,
  timezone: 'Asia/Kuala_Lumpur',
  isShortSellingAllowed: false,
  maxLeverage: 1,
} satisfies QuoteDetail;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: {} } },
    interpolation: { escapeValue: false },
  });
});

describe('the index header', () => {
  it('writes the day range with separators and the index’s decimals', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <SiteConfigContext.Provider value={toSiteConfig([])}>
          <QuoteHeader quote={klci} variant="index" />
        </SiteConfigContext.Provider>
      </QueryClientProvider>,
    );
    // The figure may break after a separator (a zero-width space there): read it without.
    expect(html.replace(/\u200b/g, '')).toContain('1,682.24 – 1,687.70');
  });
});
