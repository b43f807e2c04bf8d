// /login/loginAfter — the landing after logging in or registering: a welcome, what is left to set up
// (real name, fund password), and Continue to the home page.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useUserInfo } from '../../shared/api/get-userinfo.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { useSession } from '../../shared/storage/session.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import './auth.css';

export function LoginAfterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isNewMember = searchParams.get('welcome') === 'new';
  const session = useSession();
  const { data: userInfo, isPending } = useUserInfo();
  const isRealNameDone = userInfo?.realNameStatus === 'verified';

  return (
    <div className="status-screen" data-testid="login-after-screen">
      <div className="status-icon success">
        <Icon name="check" size={44} strokeWidth={2.4} />
      </div>
      <h1 className="status-title">{isNewMember ? t('loginAfter.titleNew') : t('loginAfter.title')}</h1>
      <p className="status-text" data-testid="login-after-account">
        {t('loginAfter.signedInAs', { account: session?.account ?? '' })}
      </p>
      {isPending && session ? (
        <LoadingBlock compact />
      ) : (
        userInfo && (
          <ul className="checklist">
            <li>
              <span className="menu-icon tone-green">
                <Icon name="user" size={18} />
              </span>
              <span className="checklist-text">{t('loginAfter.realName')}</span>
              <span className={isRealNameDone ? 'tag tag-success' : 'tag tag-warning'}>
                {t(`realName.${userInfo.realNameStatus}`)}
              </span>
            </li>
            <li>
              <span className="menu-icon tone-orange">
                <Icon name="key" size={18} />
              </span>
              <span className="checklist-text">{t('loginAfter.fundPassword')}</span>
              <span className={userInfo.hasFundPassword ? 'tag tag-success' : 'tag tag-warning'}>
                {userInfo.hasFundPassword ? t('common.set') : t('common.notSet')}
              </span>
            </li>
          </ul>
        )
      )}
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
