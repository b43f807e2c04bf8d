import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notice } from '@saham/contract/common';
import { useLatestNotices } from '../../shared/api/notice.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { markNoticeRead, useReadNoticeIds } from '../../shared/storage/read-notices.ts';
import { useSession } from '../../shared/storage/session.ts';
import { CardHeader } from '../../shared/ui/card-header.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';

const SHOWN = 3;

/** The latest few notices; opening one marks it read. */
export function NoticeBoard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data, isPending, isError } = useLatestNotices();
  const readIds = useReadNoticeIds();
  const { date } = useFormatters();

  const open = (notice: Notice) => {
    markNoticeRead(notice.id);
    void navigate(`${ROUTES.noticeDetail}?id=${encodeURIComponent(notice.id)}`, { state: notice });
  };

  const body = () => {
    if (!session) {
      return (
        <p className="muted notice-board-note">
          {t('home.noticesSignedOut')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void navigate(ROUTES.login)}
            data-testid="home-notices-login"
          >
            {t('auth.login')}
          </button>
        </p>
      );
    }
    if (isPending) return <LoadingBlock compact />;
    if (isError) return <p className="muted notice-board-note">{t('common.loadFailed')}</p>;
    if (data.length === 0) return <p className="muted notice-board-note">{t('notices.empty')}</p>;
    return (
      <ul className="notice-board-list">
        {data.slice(0, SHOWN).map((notice) => {
          const isUnread = !readIds.has(notice.id);
          return (
            <li key={notice.id}>
              <button
                type="button"
                className="notice-board-item"
                onClick={() => open(notice)}
                data-testid="home-notice-item"
              >
                <span
                  className={isUnread ? 'notice-dot unread' : 'notice-dot'}
                  aria-label={isUnread ? t('notices.unread') : undefined}
                />
                <span className="notice-board-text">
                  <span className="notice-board-title">{notice.title}</span>
                  <span className="notice-board-date">{date(notice.createdAt)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <section className="card notice-board" data-testid="home-notices">
      <CardHeader
        icon="megaphone"
        tone="orange"
        title={t('home.notices')}
        onMore={session ? () => void navigate(ROUTES.notices) : undefined}
        moreTestId="home-notices-more"
      />
      {body()}
    </section>
  );
}
