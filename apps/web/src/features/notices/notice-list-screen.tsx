// /information/userInfo — the notice list, ten a page with "load more"; opening a notice marks it read
// (its id joins the stored read list), so the bell's count drops.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notice } from '@saham/contract/common';
import { noticePagesQuery } from '../../shared/api/notice.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { markNoticeRead, useReadNoticeIds } from '../../shared/storage/read-notices.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import './notices.css';
import { LoadMore } from '../../shared/ui/load-more.tsx';

export function NoticeListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useInfiniteQuery(noticePagesQuery);
  const readIds = useReadNoticeIds();
  const { date } = useFormatters();
  const notices = query.data?.pages.flat() ?? [];
  const unreadIds = notices.filter((notice) => !readIds.has(notice.id)).map((notice) => notice.id);

  const open = (notice: Notice) => {
    markNoticeRead(notice.id);
    void navigate(`${ROUTES.noticeDetail}?id=${encodeURIComponent(notice.id)}`, { state: notice });
  };

  const markAllRead = () => {
    for (const id of unreadIds) markNoticeRead(id);
  };

  const content = () => {
    if (query.isPending) return <LoadingBlock />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    if (notices.length === 0)
      return <EmptyState icon="megaphone" title={t('notices.empty')} testId="notices-empty" />;
    return (
      <>
        <ul className="notice-list" data-testid="notice-list">
          {notices.map((notice) => {
            const isUnread = !readIds.has(notice.id);
            return (
              <li key={notice.id}>
                <button
                  type="button"
                  className={isUnread ? 'notice-item unread' : 'notice-item'}
                  onClick={() => open(notice)}
                  data-testid="notice-item"
                  data-notice-id={notice.id}
                  data-unread={isUnread}
                >
                  <span className="notice-item-head">
                    {isUnread && <span className="notice-unread-dot" aria-label={t('notices.unread')} />}
                    <span className="notice-item-title">{notice.title}</span>
                    {notice.isPersonal && <span className="tag tag-neutral">{t('notices.personal')}</span>}
                  </span>
                  <span className="notice-item-excerpt">{notice.content}</span>
                  <span className="notice-item-date">{date(notice.createdAt)}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <LoadMore query={query} testId="notices-load-more" endTestId="notices-end" />
      </>
    );
  };

  return (
    <Page
      refreshable
      title={t('screens.notices')}
      testId="notice-list-screen"
      right={
        unreadIds.length > 0 && (
          <button
            type="button"
            className="icon-button"
            onClick={markAllRead}
            aria-label={t('notices.markAllRead')}
            title={t('notices.markAllRead')}
            data-testid="notices-mark-all-read"
          >
            <Icon name="checkAll" size={22} />
          </button>
        )
      }
    >
      {content()}
    </Page>
  );
}
