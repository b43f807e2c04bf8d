import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NewsInstrument } from '@saham/contract/news';
import { RelatedInstruments, relatedChips } from './related-instruments.tsx';

const maybank: NewsInstrument = {
  relatedCode: '1155',
  symbol: 'MY:1155',
  market: 'MY',
  code: '1155',
  name: 'Malayan Banking',
  assetClass: 'stock',
};

describe('the related instruments of an article', () => {
  it('pairs each related code with the instrument it names, in the article’s order', () => {
    expect(relatedChips(['FCPO', '1155'], [maybank])).toEqual([
      { code: 'FCPO', instrument: null },
      { code: '1155', instrument: maybank },
    ]);
  });

  it('draws a named instrument as a button that opens its detail, and any other code as plain text', () => {
    const html = renderToStaticMarkup(
      <RelatedInstruments codes={['1155', 'FCPO']} instruments={[maybank]} onOpen={() => {}} />,
    );
    expect(html).toMatch(/<button[^>]*data-testid="news-related-instrument"[^>]*data-symbol="MY:1155"/);
    expect(html).toContain('Malayan Banking');
    expect(html).toMatch(/<span[^>]*data-testid="news-related-code"[^>]*>FCPO<\/span>/);
  });

  it('shows nothing without related codes', () => {
    expect(renderToStaticMarkup(<RelatedInstruments codes={[]} instruments={[]} onOpen={() => {}} />)).toBe(
      '',
    );
  });
});
