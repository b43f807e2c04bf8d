// /login/loginAfter — the landing after logging in or registering: a welcome, the setup checklist
// (identity, fund password, bank card, first deposit; each row leads to its screen), and Continue.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { useSession } from '../../shared/storage/session.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { SetupChecklist } from '../../shared/ui/setup-checklist.tsx';
import './auth.css';

export function LoginAfterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isNewMember = searchParams.get('welcome') === 'new';
  const session = useSession();

  return (
    <div className="status-screen" data-testid="login-after-screen">
      <div className="status-icon success">
        <Icon name="check" size={44} strokeWidth={2.4} />
      </div>
      <h1 className="status-title">{isNewMember ? t('loginAfter.titleNew') : t('loginAfter.title')}</h1>
      <p className="status-text" data-testid="login-after-account">
        {t('loginAfter.signedInAs', { account: session?.account ?? '' })}
      </p>
      {session && !session.isGuest && <SetupChecklist shownAt={ROUTES.loginAfter} keepWhenComplete />}
      <Button
        color="primary"
        size="large"
        onClick={() => void navigate(ROUTES.home, { replace: true })}
        data-testid="login-after-continue"
      >
        {t('common.continue')}
      </Button>
    </div>
  );
}
