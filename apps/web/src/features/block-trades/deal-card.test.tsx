import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockDeal } from '@saham/contract/block-trades';
import { DealCard } from './deal-card.tsx';

const deal: BlockDeal = {
  id: 7,
  symbol: 'MY:1155',
  code: '1155',
  market: 'MY',
  currency: 'MYR',
  names: { en: 'Malayan Banking' },
  blockPrice: '9.5',
  lastPrice: '10',
  minShares: '1000',
  lotSize: '100',
  opensAt: '2026-11-23T01:00:00.000Z',
  closesAt: '2026-11-25T02:00:00.000Z',
  lockDays: 5,
  state: 'open',
};
const render = (row: BlockDeal, onOpen?: () => void) =>
  renderToStaticMarkup(
    <DealCard deal={row} name="Malayan Banking" formatDate={(iso) => iso.slice(0, 10)} onOpen={onOpen} />,
  );

describe('a block deal card', () => {
  it('shows the block price, its discount in the down colour, the minimum and the state', () => {
    const html = render(deal);
    expect(html).toContain('9.50 <span class="muted small">MYR</span>');
    expect(html).toContain('<span class="down small"> -5.00%</span>');
    expect(html).toContain('data-testid="block-deal-min">1000<');
    expect(html).toContain('class="tag tag-success"');
    expect(html).not.toContain('<button');
  });

  it('is a button in the list, marks an upcoming deal, and shows dashes without a latest price', () => {
    const html = render({ ...deal, state: 'upcoming', lastPrice: null }, () => {});
    expect(html).toContain('<button type="button"');
    expect(html).toContain('data-deal-id="7"');
    expect(html).toContain('class="tag tag-warning"');
    expect(html).toContain('data-testid="block-deal-last">--<');
  });
});
