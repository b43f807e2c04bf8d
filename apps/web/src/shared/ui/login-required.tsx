import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../navigation/routes.ts';
import { Icon } from './icons.tsx';

/** Shown where a visitor reached something personal (the server answered LOGIN_REQUIRED). */
export function LoginRequired() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card login-required" data-testid="login-required">
      <div className="login-required-icon">
        <Icon name="lock" size={26} />
      </div>
      <h2 className="login-required-title">{t('visitor.loginRequiredTitle')}</h2>
      <p className="muted">{t('visitor.loginRequiredHint')}</p>
      <div className="button-row">
        <Button
          color="primary"
          shape="rounded"
          onClick={() => void navigate(ROUTES.login)}
          data-testid="login-required-login"
        >
          {t('auth.login')}
        </Button>
        <Button
          shape="rounded"
          onClick={() => void navigate(ROUTES.register)}
          data-testid="login-required-register"
        >
          {t('auth.register')}
        </Button>
      </div>
    </section>
  );
}
