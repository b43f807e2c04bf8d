// /home/newsList — the news tab (spec §2 news centre): two tabs, hot news and price information; each
// a list of published articles, newest first, ten a page with "load more". Visitors read it too.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NEWS_CATEGORIES, type NewsCategory } from '@saham/contract/news';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useNewsPages } from './api/news.ts';
import { NewsItem } from './news-item.tsx';
import './news.css';
import { LoadMore } from '../../shared/ui/load-more.tsx';

function categoryOf(value: string | null): NewsCategory {
  return NEWS_CATEGORIES.find((category) => category === value) ?? 'hot';
}

function NewsList({ category }: { category: NewsCategory }) {
  const { t } = useTranslation();
  const query = useNewsPages(category);
  const articles = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <LoadingBlock compact />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (articles.length === 0) {
    return (
      <section className="card">
        <EmptyState icon="news" title={t('news.empty')} testId="news-empty" />
      </section>
    );
  }
  return (
    <>
      <ul className="card news-list" data-testid="news-list" data-category={category}>
        {articles.map((article) => (
          <NewsItem key={article.id} article={article} />
        ))}
      </ul>
      <LoadMore query={query} testId="news-load-more" endTestId="news-end" />
    </>
  );
}

export function NewsListScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = categoryOf(searchParams.get('tab'));
  return (
    <Page refreshable title={t('screens.newsList')} canGoBack={false} testId="news-list-screen">
      <div className="stack">
        <div className="news-tabs" role="tablist" aria-label={t('screens.newsList')}>
          {NEWS_CATEGORIES.map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={option === category}
              className={option === category ? 'news-tab active' : 'news-tab'}
              onClick={() => setSearchParams(option === 'hot' ? {} : { tab: option }, { replace: true })}
              data-testid={`news-tab-${option}`}
            >
              {t(`news.categories.${option}`)}
            </button>
          ))}
        </div>
        <NewsList category={category} />
      </div>
    </Page>
  );
}
