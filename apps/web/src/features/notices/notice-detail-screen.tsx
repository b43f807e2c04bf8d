// /information/msgInfo?id=… — one notice in full. It arrives with the navigation (from the list or the
// home page); opened directly, it is looked up in the first pages of the list.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { Notice } from '@saham/contract/common';
import { fetchNotices } from '../../shared/api/notice.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { markNoticeRead } from '../../shared/storage/read-notices.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import './notices.css';

const PAGES_SEARCHED = 5;

function isNotice(value: unknown): value is Notice {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'title' in value &&
    'content' in value &&
    'createdAt' in value
  );
}

async function findNotice(id: string, signal: AbortSignal): Promise<Notice | null> {
  for (let page = 1; page <= PAGES_SEARCHED; page += 1) {
    const notices = await fetchNotices(page, signal);
    const found = notices.find((notice) => notice.id === id);
    if (found) return found;
    if (notices.length === 0) break;
  }
  return null;
}

export function NoticeDetailScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const state: unknown = location.state;
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const passed = isNotice(state) && state.id === id ? state : null;
  const query = useQuery({
    queryKey: ['user', 'notice', 'one', id],
    queryFn: ({ signal }) => findNotice(id, signal),
    enabled: passed === null && id !== '',
  });
  const notice = passed ?? query.data ?? null;
  const { date } = useFormatters();

  useEffect(() => {
    if (notice) markNoticeRead(notice.id);
  }, [notice]);

  const content = () => {
    if (notice) {
      return (
        <article className="card notice-detail" data-testid="notice-detail">
          <h2 className="notice-detail-title">{notice.title}</h2>
          <p className="notice-detail-meta">
            <span>{date(notice.createdAt)}</span>
            {notice.isPersonal && <span className="tag tag-neutral">{t('notices.personal')}</span>}
          </p>
          <div className="notice-detail-body">{notice.content}</div>
        </article>
      );
    }
    if (id !== '' && query.isPending) return <LoadingBlock />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    return <EmptyState icon="megaphone" title={t('notices.notFound')} testId="notice-not-found" />;
  };

  return (
    <Page title={t('screens.noticeDetail')} testId="notice-detail-screen">
      {content()}
    </Page>
  );
}
