// Every amount on a position or an order reads with its currency (issue 16 §3: "amounts always with
// their currency"): market value, P&L and the funds an order holds — a yen position in whole yen.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TradeOrder, TradePosition } from '@saham/contract/trading';
import { SiteConfigContext, toSiteConfig } from '../../shared/config/site-config.ts';
import { OrderRow } from './order-row.tsx';
import { PositionRow } from './position-row.tsx';

// antd-mobile's CommonJS build imports its CSS, which Node cannot load; the rows only need a button.
vi.mock('antd-mobile', () => ({
  Button: ({ children }: { children?: ReactNode }) => <button type="button">{children}</button>,
}));

const PLACED = '2026-11-23T02:30:00.000Z';

const order: TradeOrder = {
  id: 1,
  orderNo: 'OD1',
  kind: 'open',
  symbol: 'US:AAPL',
  code: 'AAPL',
  market: 'US',
  currency: 'USD',
  direction: 'long',
  priceType: 'limit',
  price: '180.50',
  quantity: '10',
  leverage: 1,
  status: 'pending',
  frozen: '1812.00',
  fillPrice: null,
  positionId: null,
  createdAt: PLACED,
  filledAt: null,
  cancelledAt: null,
};

const yenPosition: TradePosition = {
  id: 3,
  positionNo: 'PS3',
  symbol: 'JP:7203',
  code: '7203',
  market: 'JP',
  currency: 'JPY',
  direction: 'long',
  priceType: 'market',
  leverage: 1,
  quantity: '100',
  entryPrice: '2800',
  margin: '280000',
  contractAmount: '280000',
  fee: '300',
  tax: '0',
  status: 'holding',
  isLocked: false,
  lockedUntil: PLACED,
  openedAt: PLACED,
  currentPrice: '2790',
  marketValue: '279000',
  profit: '-1000',
  exitPrice: null,
  closedAt: null,
  isForcedClose: false,
};

function render(node: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <SiteConfigContext.Provider value={toSiteConfig([])}>{node}</SiteConfigContext.Provider>
    </QueryClientProvider>,
  );
}

/** The text of the element with this test id in rendered markup. */
function textOf(html: string, testId: string): string | undefined {
  return new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: {} } },
    interpolation: { escapeValue: false },
  });
});

describe('amounts on positions and orders carry their currency', () => {
  it('shows the funds an order holds with its currency', () => {
    const html = render(<OrderRow order={order} />);
    expect(html).toContain('1,812.00 USD');
  });

  it('shows a yen position’s market value and P&L in whole yen with JPY', () => {
    const html = render(<PositionRow position={yenPosition} actions={{ onOpen: () => {} }} />);
    expect(textOf(html, 'position-market-value')).toBe('279,000 JPY');
    expect(textOf(html, 'position-pnl')).toBe('-1,000 JPY');
  });
});
