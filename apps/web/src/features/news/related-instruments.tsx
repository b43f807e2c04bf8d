// The article's related codes: each one that names an instrument is a chip with its name and code that
// opens its detail (the screen decides which: a stock's, storing the chosen stock first, or an
// index's); a code that names none (a futures contract, say) stays a plain tag.
import type { NewsInstrument } from '@saham/contract/news';
import { useTranslation } from 'react-i18next';

export interface RelatedChip {
  code: string;
  instrument: NewsInstrument | null;
}

/** One chip per related code, in the article's order. */
export function relatedChips(
  codes: readonly string[],
  instruments: readonly NewsInstrument[],
): RelatedChip[] {
  return codes.map((code) => ({
    code,
    instrument: instruments.find((instrument) => instrument.relatedCode === code) ?? null,
  }));
}

export function RelatedInstruments({
  codes,
  instruments,
  onOpen,
}: {
  codes: readonly string[];
  instruments: readonly NewsInstrument[];
  onOpen: (instrument: NewsInstrument) => void;
}) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  return (
    <div className="news-article-codes" data-testid="news-related">
      <span className="muted small">{t('news.related')}</span>
      {relatedChips(codes, instruments).map(({ code, instrument }) =>
        instrument ? (
          <button
            key={code}
            type="button"
            className="news-related-chip"
            onClick={() => onOpen(instrument)}
            data-testid="news-related-instrument"
            data-symbol={instrument.symbol}
          >
            <span className="news-related-name">{instrument.name}</span>
            <span className="news-related-code">{instrument.code}</span>
          </button>
        ) : (
          <span key={code} className="tag tag-neutral" data-testid="news-related-code">
            {code}
          </span>
        ),
      )}
    </div>
  );
}
