// /information/index — my account: header (avatar, account, real-name status, credit score),
// balances from user/getUserinfo, and the account menu. Visitors are offered login or registration.
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { UserInfo } from '@saham/contract/user';
import { LANGUAGE_NATIVE_NAMES } from '@saham/domain/languages';
import { useUnreadNoticeCount } from '../../shared/api/notice.ts';
import { useLanguage } from '../../shared/i18n/i18n.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { useOpenKefu } from '../../shared/navigation/special-targets.ts';
import { useSession } from '../../shared/storage/session.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { MenuList, type MenuItem } from '../../shared/ui/menu-list.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { SetupChecklist } from '../../shared/ui/setup-checklist.tsx';
import { Avatar } from './avatar.tsx';
import { BalanceCard, CurrencyBalances } from './balance-card.tsx';
import { useLogoutDialog } from './logout-dialog.tsx';
import { useLiveUserInfo } from './me-screen-live.ts';
import { realNameTone } from './real-name.ts';
import './account.css';

function MeHeader({ userInfo }: { userInfo: UserInfo | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const name = userInfo?.account ?? session?.account ?? '';
  return (
    <header className="me-header">
      <div className="me-header-bar">
        <h1 className="me-header-title">{t('screens.me')}</h1>
        <button
          type="button"
          className="me-header-button"
          onClick={() => void navigate(ROUTES.settings)}
          aria-label={t('screens.settings')}
          data-testid="me-settings"
        >
          <Icon name="settings" size={20} />
        </button>
      </div>
      <div className="me-identity">
        <Avatar avatar={userInfo?.avatar} size={60} />
        <div className="me-identity-text">
          {!session ? (
            <p className="me-account">{t('me.notLoggedIn')}</p>
          ) : session.isGuest ? (
            <p className="me-account" data-testid="me-account">
              {t('me.visitor')}
            </p>
          ) : (
            <p className="me-account" data-testid="me-account">
              {name}
            </p>
          )}
          {userInfo && (
            <div className="me-tags">
              <button
                type="button"
                className={`tag ${realNameTone(userInfo.realNameStatus)}`}
                onClick={() => void navigate(ROUTES.realName)}
                data-testid="me-real-name"
              >
                {t(`realName.${userInfo.realNameStatus}`)}
              </button>
              <button
                type="button"
                className="tag tag-on-brand"
                onClick={() => void navigate(ROUTES.creditScore)}
                data-testid="me-credit-score"
              >
                {t('me.creditScore', { score: userInfo.creditScore })}
              </button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}

export function MeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const language = useLanguage();
  const unread = useUnreadNoticeCount();
  const openKefu = useOpenKefu();
  const { askLogout, dialog } = useLogoutDialog();
  const query = useLiveUserInfo();
  const userInfo = query.data;
  const [isHidden, setIsHidden] = useState(false);
  const isMember = session !== null && !session.isGuest;
  // The tab stays mounted while hidden: balances are asked again whenever it is shown (a deposit
  // approved meanwhile shows at once).
  const isShown = useLocation().pathname === ROUTES.me;
  const { refetch } = query;
  useEffect(() => {
    if (isShown && isMember) void refetch();
  }, [isShown, isMember, refetch]);

  const accountItems: MenuItem[] = [
    {
      key: 'identity',
      label: t('screens.realName'),
      icon: 'shield',
      tone: 'blue',
      value: userInfo && (
        <span className={`tag ${realNameTone(userInfo.realNameStatus)}`} data-testid="menu-identity-status">
          {t(`realName.${userInfo.realNameStatus}`)}
        </span>
      ),
      onClick: () => void navigate(ROUTES.realName),
      testId: 'menu-identity',
    },
    {
      key: 'bankCards',
      label: t('me.bankCardsWallets'),
      icon: 'wallet',
      tone: 'green',
      onClick: () => void navigate(ROUTES.bankList),
      testId: 'menu-bank-cards',
    },
    {
      key: 'wallets',
      label: t('screens.walletAddress'),
      icon: 'coins',
      tone: 'orange',
      onClick: () => void navigate(ROUTES.walletAddress),
      testId: 'menu-wallets',
    },
  ];

  const menu: MenuItem[] = [
    {
      key: 'fundRecord',
      label: t('screens.fundRecord'),
      icon: 'file',
      tone: 'teal',
      onClick: () => void navigate(ROUTES.fundRecord),
      testId: 'menu-fund-records',
    },
    {
      key: 'dividends',
      label: t('screens.dividends'),
      icon: 'coins',
      tone: 'orange',
      onClick: () => void navigate(ROUTES.dividends),
      testId: 'menu-dividends',
    },
    {
      key: 'lending',
      label: t('screens.lending'),
      icon: 'handshake',
      tone: 'teal',
      onClick: () => void navigate(ROUTES.lending),
      testId: 'menu-lending',
    },
    {
      key: 'priceAlerts',
      label: t('screens.priceAlerts'),
      icon: 'bell',
      tone: 'purple',
      onClick: () => void navigate(ROUTES.priceAlerts),
      testId: 'menu-price-alerts',
    },
    {
      key: 'security',
      label: t('screens.security'),
      icon: 'shield',
      tone: 'green',
      onClick: () => void navigate(ROUTES.security),
      testId: 'menu-security',
    },
    {
      key: 'settings',
      label: t('screens.settings'),
      icon: 'settings',
      tone: 'grey',
      onClick: () => void navigate(ROUTES.settings),
      testId: 'menu-settings',
    },
    {
      key: 'language',
      label: t('screens.changeLanguage'),
      icon: 'globe',
      tone: 'blue',
      value: LANGUAGE_NATIVE_NAMES[language],
      onClick: () => void navigate(ROUTES.changeLanguage),
      testId: 'menu-language',
    },
    {
      key: 'notices',
      label: t('screens.notices'),
      icon: 'megaphone',
      tone: 'orange',
      value: isMember && unread > 0 ? t('me.unreadCount', { n: unread }) : undefined,
      onClick: () => void navigate(ROUTES.notices),
      testId: 'menu-notices',
    },
    {
      key: 'about',
      label: t('screens.aboutUs'),
      icon: 'info',
      tone: 'purple',
      onClick: () => void navigate(ROUTES.aboutUs),
      testId: 'menu-about',
    },
    {
      key: 'kefu',
      label: t('screens.kefu'),
      icon: 'headset',
      tone: 'teal',
      onClick: openKefu,
      testId: 'menu-kefu',
    },
  ];
  if (isMember) {
    menu.push({
      key: 'logout',
      label: t('me.logout'),
      icon: 'logout',
      tone: 'red',
      danger: true,
      onClick: askLogout,
      testId: 'menu-logout',
    });
  }

  const content = () => {
    if (!isMember) {
      return (
        <section className="card me-signed-out" data-testid="me-signed-out">
          <p className="muted">{session?.isGuest ? t('me.visitorText') : t('me.signedOutText')}</p>
          <div className="button-row">
            <Button
              color="primary"
              shape="rounded"
              onClick={() => void navigate(ROUTES.login)}
              data-testid="me-login"
            >
              {t('auth.login')}
            </Button>
            <Button shape="rounded" onClick={() => void navigate(ROUTES.register)} data-testid="me-register">
              {t('auth.register')}
            </Button>
          </div>
        </section>
      );
    }
    if (query.isPending) return <LoadingBlock />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <>
        <SetupChecklist shownAt={ROUTES.me} />
        <BalanceCard
          balances={query.data.balances}
          isHidden={isHidden}
          onToggleHidden={() => setIsHidden((hidden) => !hidden)}
        />
        <MenuList items={accountItems} />
        <CurrencyBalances balances={query.data.balances} isHidden={isHidden} />
      </>
    );
  };

  return (
    <div className="me-screen" data-testid="me-screen">
      <MeHeader userInfo={userInfo} />
      <div className="me-body">
        {content()}
        <MenuList items={menu} />
      </div>
      {dialog}
    </div>
  );
}
