import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QuoteRow, type QuoteRowData } from './quote-row.tsx';

const maybank: QuoteRowData = {
  symbol: 'MY:1155',
  name: 'Malayan Banking',
  code: '1155',
  market: 'MY',
  isSuspended: false,
  price: { last: '10.40', change: '0.10', changePercent: '0.97', turnover: '12345678.9', time: null },
  prevClose: '10.30',
};
const render = (row: QuoteRowData, detail?: 'change' | 'turnover') =>
  renderToStaticMarkup(<QuoteRow row={row} detail={detail} onOpen={() => {}} testId="quote-row" />);

describe('a quote row', () => {
  it('shows a rise in the up colour with signed change and percent', () => {
    const html = render(maybank);
    expect(html).toContain('class="mq-price up"');
    expect(html).toContain('>10.40<');
    expect(html).toContain('>+0.10<');
    expect(html).toContain('>+0.97%<');
    expect(html).not.toContain('quote-suspended');
  });

  it('shows a fall in the down colour, and the turnover when sorted by it', () => {
    const falling = { ...maybank, price: { ...maybank.price!, change: '-0.10', changePercent: '-0.96' } };
    const html = render(falling, 'turnover');
    expect(html).toContain('class="mq-price down"');
    expect(html).toContain('>-0.96%<');
    // In the reader's own units: the default language (Traditional Chinese) counts in 萬, not "12.35M".
    expect(html).toContain('class="mq-below neutral" data-testid="quote-below">1,234.56萬<');
  });

  it('marks a suspended instrument', () => {
    expect(render({ ...maybank, isSuspended: true })).toContain('data-testid="quote-suspended"');
  });

  it('shows an auction row with its indicative price, its change from the previous close and the phase', () => {
    const html = render({ ...maybank, auction: { indicative: '10.50', phase: 'pre_open' } });
    expect(html).toContain('>10.50<');
    expect(html).toContain('>+1.94%<');
    expect(html).toContain('data-testid="quote-phase"');
    expect(html).toContain('quotes.phases.pre_open');
  });

  it("shows a Tokyo stock in whole yen (its one-yen tick), not the wire's two decimals", () => {
    const toyota: QuoteRowData = {
      symbol: 'JP:7203',
      name: 'Toyota Motor',
      code: '7203',
      market: 'JP',
      isSuspended: false,
      price: { last: '2985.00', change: '13.00', changePercent: '0.44', turnover: '905570000', time: null },
      prevClose: '2972.00',
    };
    const html = render(toyota);
    expect(html).toContain('>2,985<');
    expect(html).toContain('>+13<');
    expect(html).not.toContain('2,985.00');
  });

  it('shows a Hong Kong stock on a 0.1 tick with one decimal', () => {
    const html = render({
      ...maybank,
      symbol: 'HK:0005',
      market: 'HK',
      price: { ...maybank.price!, last: '150.20', change: '1.10' },
      prevClose: '149.10',
    });
    expect(html).toContain('>150.2<');
    expect(html).toContain('>+1.1<');
  });

  it('shows dashes without a price', () => {
    const html = render({ ...maybank, price: null });
    expect(html).toContain('data-testid="quote-last">--<');
    expect(html).toContain('data-testid="quote-change-percent">--<');
  });
});
