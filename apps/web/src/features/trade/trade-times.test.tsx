// Trade times read in the display zone (Malaysian time), whatever the device's zone and the market: a
// US order and a Bursa one, placed at the same instant, read the same — as the fund record they make
// does (issue 16 §3); English in its own pattern, other languages in the site's.
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

// Monday 23 November 2026 02:30 UTC: 10:30 AM in Kuala Lumpur, 09:30 PM on Sunday in New York (EST).
const PLACED = '2026-11-23T02:30:00.000Z';

const usOrder: TradeOrder = {
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
  quantity: '1',
  leverage: 1,
  status: 'pending',
  frozen: '181.00',
  fillPrice: null,
  positionId: null,
  createdAt: PLACED,
  filledAt: null,
  cancelledAt: null,
};
const bursaOrder: TradeOrder = {
  ...usOrder,
  id: 2,
  symbol: 'MY:1155',
  code: '1155',
  market: 'MY',
  currency: 'MYR',
  price: '10.50',
};
const usPosition: TradePosition = {
  id: 3,
  positionNo: 'PS3',
  symbol: 'US:AAPL',
  code: 'AAPL',
  market: 'US',
  currency: 'USD',
  direction: 'long',
  priceType: 'limit',
  leverage: 1,
  quantity: '1',
  entryPrice: '180.50',
  margin: '180.50',
  contractAmount: '180.50',
  fee: '1.00',
  tax: '0.00',
  status: 'holding',
  isLocked: false,
  lockedUntil: PLACED,
  openedAt: PLACED,
  currentPrice: '181.00',
  marketValue: '181.00',
  profit: '0.50',
  exitPrice: null,
  closedAt: null,
  isForcedClose: false,
};

async function render(language: string, node: ReactNode, datePattern = ''): Promise<string> {
  await i18next.changeLanguage(language);
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <SiteConfigContext.Provider value={toSiteConfig([{ name: 'datePattern', value: datePattern }])}>
        {node}
      </SiteConfigContext.Provider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  const positions = { placedAt: 'Placed {{time}}', openedAt: 'Opened {{time}}' };
  await i18next.use(initReactI18next).init({
    lng: 'en',
    // Only the texts the assertions read (a feature does not import the catalogues).
    resources: {
      en: { translation: { positions } },
      zh: { translation: { positions: { placedAt: '下單於 {{time}}', openedAt: '開倉於 {{time}}' } } },
    },
    interpolation: { escapeValue: false },
  });
});

describe('trade times in Malaysian time', () => {
  it('shows a US order’s time in Malaysian time, not New York’s or UTC', async () => {
    const html = await render('en', <OrderRow order={usOrder} />);
    expect(html).toContain('Placed 23-11-2026 10:30 AM');
    expect(html).not.toContain('EST');
    expect(html).not.toContain('UTC');
  });

  it('shows a Bursa order’s time in Malaysian time', async () => {
    const html = await render('en', <OrderRow order={bursaOrder} />);
    expect(html).toContain('Placed 23-11-2026 10:30 AM');
  });

  it('keeps the site’s pattern outside English, and a US position’s opening in Malaysian time', async () => {
    const order = await render('zh', <OrderRow order={bursaOrder} />, 'YYYY/MM/DD HH:mm');
    expect(order).toContain('下單於 2026/11/23 10:30');
    const position = await render('zh', <PositionRow position={usPosition} actions={{ onOpen: () => {} }} />);
    expect(position).toContain('開倉於 2026-11-23 10:30');
  });
});
