// The home page's news block: the three newest articles of both categories and a link to the news tab.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { CardHeader } from '../../shared/ui/card-header.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { useLatestNews } from './api/news.ts';
import { NewsItem } from './news-item.tsx';
import './news.css';

const SHOWN = 3;

export function LatestNews() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, isError } = useLatestNews();

  const body = () => {
    if (isPending) return <LoadingBlock compact />;
    if (isError) return <p className="muted latest-news-note">{t('common.loadFailed')}</p>;
    if (data.items.length === 0) return <p className="muted latest-news-note">{t('news.empty')}</p>;
    return (
      <ul className="news-list latest-news-list">
        {data.items.slice(0, SHOWN).map((article) => (
          <NewsItem key={article.id} article={article} isCompact />
        ))}
      </ul>
    );
  };

  return (
    <section className="card latest-news" data-testid="home-news">
      <CardHeader
        icon="news"
        tone="blue"
        title={t('news.latest')}
        onMore={() => void navigate(ROUTES.newsList)}
        moreTestId="home-news-more"
      />
      {body()}
    </section>
  );
}
