import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnreadNoticeCount } from '../api/notice.ts';
import { ROUTES } from '../navigation/routes.ts';
import { Icon } from './icons.tsx';

/** The home page's top menu (spec §2): my account, stock search, and the bell with unread notices. */
export function TopMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadNoticeCount();
  return (
    <div className="top-menu">
      <button
        type="button"
        className="top-menu-avatar"
        onClick={() => void navigate(ROUTES.me)}
        aria-label={t('tabs.me')}
        data-testid="top-menu-user"
      >
        <Icon name="user" size={20} />
      </button>
      <button
        type="button"
        className="top-menu-search"
        onClick={() => void navigate(ROUTES.search)}
        data-testid="top-menu-search"
      >
        <Icon name="search" size={18} />
        <span>{t('home.searchPlaceholder')}</span>
      </button>
      <button
        type="button"
        className="top-menu-bell"
        onClick={() => void navigate(ROUTES.notices)}
        aria-label={t('home.unreadNotices', { n: unread })}
        data-testid="top-menu-bell"
      >
        <Icon name="bell" size={22} />
        {unread > 0 && (
          <span className="badge" data-testid="top-menu-bell-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
    </div>
  );
}
