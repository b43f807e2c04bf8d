// /home/newsDetail?id=… — one article: category, title, time, cover and the body. The body is HTML the
// server sanitised on save with a strict allow-list (no scripts, styles, handlers or foreign images),
// so it is rendered as it comes. Below it, the related instruments: chips that open the stock's detail
// (storing the chosen stock first, openStockDetail), or an index's detail screen.
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { openStockDetail } from '../../shared/open-stock-detail.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { newsAssetUrl, useNewsArticle, withAbsoluteImages } from './api/news.ts';
import { RelatedInstruments } from './related-instruments.tsx';
import './news.css';

function idOf(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

export function NewsDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = idOf(searchParams.get('id'));
  const query = useNewsArticle(id);
  const { date } = useFormatters();
  const article = query.data;

  const content = () => {
    if (article) {
      return (
        <article className="card news-article" data-testid="news-article">
          <p className="news-article-meta">
            <span className={`tag news-tag-${article.category}`}>
              {t(`news.categories.${article.category}`)}
            </span>
            <span>{date(article.publishedAt)}</span>
          </p>
          <h1 className="news-article-title" data-testid="news-article-title">
            {article.title}
          </h1>
          {article.coverUrl && (
            <img
              className="news-article-cover"
              src={newsAssetUrl(article.coverUrl)}
              alt=""
              decoding="async"
            />
          )}
          <div
            className="news-body"
            data-testid="news-article-body"
            dangerouslySetInnerHTML={{ __html: withAbsoluteImages(article.body) }}
          />
          <RelatedInstruments
            codes={article.instrumentCodes}
            instruments={article.instruments}
            onOpen={(instrument) =>
              instrument.assetClass === 'index'
                ? void navigate(`${ROUTES.indexDetail}?symbol=${encodeURIComponent(instrument.symbol)}`)
                : openStockDetail(navigate, instrument)
            }
          />
        </article>
      );
    }
    const isMissing =
      id === null ||
      (isApiError(query.error) && query.error.kind === 'refusal' && query.error.code === 'NEWS_NOT_FOUND');
    if (isMissing) {
      return (
        <section className="card">
          <EmptyState icon="news" title={t('errors.NEWS_NOT_FOUND')} testId="news-not-found" />
        </section>
      );
    }
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    return <LoadingBlock />;
  };

  return (
    <Page title={t('screens.newsDetail')} testId="news-detail-screen">
      {content()}
    </Page>
  );
}
