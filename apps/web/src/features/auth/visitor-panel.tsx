import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { saveSession } from '../../shared/storage/session.ts';
import { Icon, type IconName } from '../../shared/ui/icons.tsx';
import { useGuestLogin } from './api/guest-login.ts';

const CAN: { icon: IconName; key: string }[] = [
  { icon: 'quotes', key: 'auth.visitorCanQuotes' },
  { icon: 'news', key: 'auth.visitorCanNews' },
  { icon: 'megaphone', key: 'auth.visitorCanNotices' },
];

/** The Visitor tab: a guest session (user/guestLogin) for browsing before registering. */
export function VisitorPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const guestLogin = useGuestLogin();
  const enter = () => {
    if (guestLogin.isPending) return;
    guestLogin.mutate(undefined, {
      onSuccess: (session) => {
        queryClient.clear();
        saveSession(session);
        void navigate(ROUTES.home, { replace: true });
      },
    });
  };
  return (
    <div className="form visitor-panel" data-testid="visitor-panel">
      <p className="visitor-intro">{t('auth.visitorIntro')}</p>
      <ul className="visitor-list">
        {CAN.map((item) => (
          <li key={item.key}>
            <span className="menu-icon tone-blue">
              <Icon name={item.icon} size={18} />
            </span>
            {t(item.key)}
          </li>
        ))}
      </ul>
      <p className="muted small">{t('auth.visitorLimits')}</p>
      <Button
        color="primary"
        size="large"
        block
        onClick={enter}
        loading={guestLogin.isPending}
        disabled={guestLogin.isPending}
        data-testid="visitor-login"
      >
        {t('auth.continueAsVisitor')}
      </Button>
    </div>
  );
}
