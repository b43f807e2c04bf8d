// /login/reLogin — the session ended (expired, revoked, or signed in elsewhere): log in again.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import './auth.css';

export function ReLoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="status-screen" data-testid="relogin-screen">
      <div className="status-icon warning">
        <Icon name="clock" size={44} strokeWidth={2} />
      </div>
      <h1 className="status-title">{t('reLogin.title')}</h1>
      <p className="status-text">{t('reLogin.text')}</p>
      <Button
        color="primary"
        size="large"
        onClick={() => void navigate(ROUTES.login, { replace: true })}
        data-testid="relogin-submit"
      >
        {t('reLogin.loginAgain')}
      </Button>
    </div>
  );
}
