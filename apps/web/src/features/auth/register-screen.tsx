// /login/register — registration on its own screen (the logon screen's "Open an account").
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { AuthHero } from './auth-hero.tsx';
import { RegisterForm } from './register-form.tsx';
import './auth.css';

export function RegisterScreen() {
  const { t } = useTranslation();
  return (
    <div className="auth-screen" data-testid="register-screen">
      <AuthHero title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')} canGoBack />
      <section className="auth-card">
        <RegisterForm />
        <p className="auth-switch">
          {t('auth.haveAccount')}{' '}
          <Link to={ROUTES.login} replace data-testid="register-go-login">
            {t('auth.login')}
          </Link>
        </p>
      </section>
    </div>
  );
}
