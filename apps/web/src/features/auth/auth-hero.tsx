import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGE_NATIVE_NAMES } from '@saham/domain/languages';
import { useSiteConfig } from '../../shared/config/site-config.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { Icon } from '../../shared/ui/icons.tsx';

/** The blue header of the login screens: brand, a greeting and the language switch. */
interface AuthHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  canGoBack?: boolean;
  /** Extra content under the subtitle (the logon screen's figures). */
  children?: ReactNode;
}

export function AuthHero({ title, subtitle, canGoBack = false, children }: AuthHeroProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const { logo } = useSiteConfig();
  return (
    <header className="auth-hero">
      <div className="auth-hero-bar">
        {canGoBack ? (
          <button
            type="button"
            className="auth-hero-button"
            onClick={() => void navigate(-1)}
            aria-label={t('common.back')}
            data-testid="back-button"
          >
            <Icon name="back" size={20} />
          </button>
        ) : (
          <span />
        )}
        <button
          type="button"
          className="auth-hero-button auth-language"
          onClick={() => void navigate(ROUTES.changeLanguage)}
          data-testid="auth-language"
        >
          <Icon name="globe" size={16} />
          {LANGUAGE_NATIVE_NAMES[language]}
        </button>
      </div>
      <BrandMark size={52} src={logo || undefined} />
      <h1 className="auth-hero-title">{title}</h1>
      {subtitle && <p className="auth-hero-subtitle">{subtitle}</p>}
      {children}
    </header>
  );
}
