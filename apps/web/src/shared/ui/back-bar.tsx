import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES } from '../navigation/routes.ts';
import { Icon } from './icons.tsx';

interface BackBarProps {
  title: ReactNode;
  /** Hidden on tab roots, which have nowhere to go back to. */
  canGoBack?: boolean;
  right?: ReactNode;
}

/** The back bar of spec §2: goes back one history step (home when the app was opened on this screen). */
export function BackBar({ title, canGoBack = true, right }: BackBarProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const goBack = () => {
    if (location.key === 'default') void navigate(ROUTES.home, { replace: true });
    else void navigate(-1);
  };
  return (
    <header className="back-bar">
      <div className="back-bar-side">
        {canGoBack && (
          <button
            type="button"
            className="icon-button"
            onClick={goBack}
            aria-label={t('common.back')}
            data-testid="back-button"
          >
            <Icon name="back" size={24} />
          </button>
        )}
      </div>
      <h1 className="back-bar-title">{title}</h1>
      <div className="back-bar-side back-bar-right">{right}</div>
    </header>
  );
}
