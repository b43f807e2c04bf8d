// /information/security — account security: change the login password, set or change the fund password,
// identity verification (with its status) and the bank cards and wallets withdrawals go to.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../shared/api/get-userinfo.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { MenuList } from '../../shared/ui/menu-list.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { realNameTone } from './real-name.ts';
import './account.css';

export function SecurityScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useUserInfo();

  const content = () => {
    if (query.isPending) return <LoadingBlock />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    const hasFundPassword = query.data.hasFundPassword;
    return (
      <MenuList
        items={[
          {
            key: 'login',
            label: t('security.loginPassword'),
            icon: 'lock',
            tone: 'green',
            value: t('security.change'),
            onClick: () => void navigate(ROUTES.loginPassword),
            testId: 'security-login-password',
          },
          {
            key: 'fund',
            label: t('security.fundPassword'),
            icon: 'key',
            tone: 'orange',
            value: (
              <span
                className={hasFundPassword ? 'tag tag-success' : 'tag tag-warning'}
                data-testid="security-fund-status"
              >
                {hasFundPassword ? t('security.change') : t('security.setNow')}
              </span>
            ),
            onClick: () => void navigate(ROUTES.fundPassword),
            testId: 'security-fund-password',
          },
          {
            key: 'identity',
            label: t('screens.realName'),
            icon: 'shield',
            tone: 'blue',
            value: (
              <span
                className={`tag ${realNameTone(query.data.realNameStatus)}`}
                data-testid="security-identity-status"
              >
                {t(`realName.${query.data.realNameStatus}`)}
              </span>
            ),
            onClick: () => void navigate(ROUTES.realName),
            testId: 'security-identity',
          },
          {
            key: 'bankCards',
            label: t('me.bankCardsWallets'),
            icon: 'wallet',
            tone: 'teal',
            onClick: () => void navigate(ROUTES.bankList),
            testId: 'security-bank-cards',
          },
        ]}
      />
    );
  };

  return (
    <Page title={t('screens.security')} testId="security-screen">
      {content()}
      <p className="security-tip">
        <Icon name="shield" size={18} />
        {t('security.tip')}
      </p>
    </Page>
  );
}
