// /login/forgotPassword — passwords are reset by customer service after checking who is asking.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../shared/config/site-config.ts';
import { useOpenKefu } from '../../shared/navigation/special-targets.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { Page } from '../../shared/ui/page.tsx';

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const openKefu = useOpenKefu();
  const { kefuUrl } = useSiteConfig();
  const steps = [t('forgot.step1'), t('forgot.step2'), t('forgot.step3')];
  return (
    <Page title={t('screens.forgotPassword')} testId="forgot-password-screen">
      <section className="card stack">
        <div className="login-required-icon">
          <Icon name="key" size={26} />
        </div>
        <h2 className="card-title">{t('forgot.title')}</h2>
        <p className="muted">{t('forgot.text')}</p>
        <ol className="numbered-steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Button color="primary" size="large" block onClick={openKefu} data-testid="forgot-kefu">
          <span className="button-with-icon">
            <Icon name="headset" size={18} />
            {t('kefu.contact')}
          </span>
        </Button>
        {kefuUrl && <p className="muted small break-all">{kefuUrl}</p>}
      </section>
    </Page>
  );
}
