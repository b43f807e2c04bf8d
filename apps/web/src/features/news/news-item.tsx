// One article in a news list: title, summary and time beside the cover thumbnail. Opening it goes to
// /home/newsDetail?id=….
import { useNavigate } from 'react-router';
import type { NewsSummary } from '@saham/contract/news';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { newsAssetUrl } from './api/news.ts';

export function newsDetailPath(id: number): string {
  return `${ROUTES.newsDetail}?id=${id}`;
}

export function NewsItem({ article, isCompact = false }: { article: NewsSummary; isCompact?: boolean }) {
  const navigate = useNavigate();
  const { date } = useFormatters();
  return (
    <li>
      <button
        type="button"
        className={isCompact ? 'news-item compact' : 'news-item'}
        onClick={() => void navigate(newsDetailPath(article.id))}
        data-testid="news-item"
        data-id={article.id}
      >
        <span className="news-item-text">
          <span className="news-item-title">{article.title}</span>
          {!isCompact && <span className="news-item-summary">{article.summary}</span>}
          <span className="news-item-time">{date(article.publishedAt)}</span>
        </span>
        <span className="news-item-thumb" aria-hidden="true">
          {article.coverUrl ? (
            <img src={newsAssetUrl(article.coverUrl)} alt="" loading="lazy" decoding="async" />
          ) : (
            <Icon name="news" size={24} strokeWidth={1.6} />
          )}
        </span>
      </button>
    </li>
  );
}
