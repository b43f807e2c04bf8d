import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES, TAB_ROUTES } from '../navigation/routes.ts';
import { Icon, type IconName } from './icons.tsx';

const TABS: Record<(typeof TAB_ROUTES)[number], { icon: IconName; label: string; testId: string }> = {
  [ROUTES.home]: { icon: 'home', label: 'tabs.home', testId: 'tab-home' },
  [ROUTES.newsList]: { icon: 'news', label: 'tabs.news', testId: 'tab-news' },
  [ROUTES.market]: { icon: 'quotes', label: 'tabs.quotes', testId: 'tab-quotes' },
  [ROUTES.positions]: { icon: 'positions', label: 'tabs.positions', testId: 'tab-positions' },
  [ROUTES.me]: { icon: 'user', label: 'tabs.me', testId: 'tab-me' },
};

/** The bottom tab bar of spec §2. */
export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      {TAB_ROUTES.map((path) => {
        const tab = TABS[path];
        const isActive = pathname === path;
        return (
          <button
            key={path}
            type="button"
            className={isActive ? 'tab-bar-item active' : 'tab-bar-item'}
            aria-current={isActive ? 'page' : undefined}
            onClick={() => void navigate(path, { replace: true })}
            data-testid={tab.testId}
          >
            <Icon name={tab.icon} size={22} strokeWidth={isActive ? 2.1 : 1.7} />
            <span>{t(tab.label)}</span>
          </button>
        );
      })}
    </nav>
  );
}
