// /login/login — the login screen with its three tabs (spec §2): Log In, Register and Visitor.
// The open tab is in the address (?tab=register) so the logon screen can link straight to one.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthHero } from './auth-hero.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { VisitorPanel } from './visitor-panel.tsx';
import './auth.css';

const TABS = ['login', 'register', 'visitor'] as const;
type AuthTab = (typeof TABS)[number];

function isAuthTab(value: string | null): value is AuthTab {
  return TABS.some((tab) => tab === value);
}

export function LoginScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: AuthTab = isAuthTab(requested) ? requested : 'login';
  const labels: Record<AuthTab, string> = {
    login: t('auth.login'),
    register: t('auth.register'),
    visitor: t('auth.visitor'),
  };
  return (
    <div className="auth-screen" data-testid="login-screen">
      {tab === 'register' ? (
        <AuthHero title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')} />
      ) : (
        <AuthHero title={t('auth.welcomeTitle')} subtitle={t('auth.welcomeSubtitle')} />
      )}
      <section className="auth-card">
        <div className="segmented" role="tablist" aria-label={t('auth.tabsLabel')}>
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`auth-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="auth-panel"
              className={tab === name ? 'segmented-item active' : 'segmented-item'}
              onClick={() => setSearchParams(name === 'login' ? {} : { tab: name }, { replace: true })}
              data-testid={`auth-tab-${name}`}
            >
              {labels[name]}
            </button>
          ))}
        </div>
        <div id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${tab}`}>
          {tab === 'login' && <LoginForm />}
          {tab === 'register' && <RegisterForm />}
          {tab === 'visitor' && <VisitorPanel />}
        </div>
      </section>
      <p className="auth-footnote">{t('auth.riskNote')}</p>
    </div>
  );
}
