// /information/setting — settings: name, phone (the account), password links, font size (normal or
// large, saved with user/updateSettings) and logout.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FontSize } from '@saham/contract/user';
import { useUserInfo } from '../../shared/api/get-userinfo.ts';
import { useUpdateSettings } from '../../shared/api/update-settings.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';
import { applyFontSize, storedFontSize } from '../../shared/storage/font-size.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { MenuList } from '../../shared/ui/menu-list.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { QueryError } from '../../shared/ui/query-error.tsx';
import { useLogoutDialog } from './logout-dialog.tsx';
import { TradingPreferences } from './trading-preferences.tsx';
import './account.css';

/** The contract's FONT_SIZES, repeated so this chunk does not carry the contract's zod schemas. */
const FONT_SIZES: readonly FontSize[] = ['normal', 'large'];

function FontSizeSetting({ current }: { current: FontSize }) {
  const { t } = useTranslation();
  const updateSettings = useUpdateSettings();
  const choose = (fontSize: FontSize) => {
    if (fontSize === current || updateSettings.isPending) return;
    const previous = storedFontSize();
    applyFontSize(fontSize);
    updateSettings.mutate({ fontSize }, { onError: () => applyFontSize(previous) });
  };
  return (
    <section className="card menu-card">
      <div className="setting-row" style={{ borderTop: 0 }}>
        <span className="menu-icon tone-purple">
          <Icon name="text" size={18} />
        </span>
        <span className="menu-label">{t('settings.fontSize')}</span>
        <div className="segmented-inline" role="group" aria-label={t('settings.fontSize')}>
          {FONT_SIZES.map((size) => (
            <button
              key={size}
              type="button"
              aria-pressed={current === size}
              disabled={updateSettings.isPending}
              onClick={() => choose(size)}
              data-testid={`font-size-${size}`}
            >
              {t(`settings.fontSizes.${size}`)}
            </button>
          ))}
        </div>
      </div>
      <p className="font-preview">{t('settings.fontPreview')}</p>
    </section>
  );
}

export function SettingsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useUserInfo();
  const { askLogout, dialog } = useLogoutDialog();

  const content = () => {
    if (query.isPending) return <LoadingBlock />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    const userInfo = query.data;
    return (
      <>
        <MenuList
          items={[
            {
              key: 'name',
              label: t('settings.name'),
              icon: 'user',
              tone: 'blue',
              value: userInfo.name ?? t(`realName.${userInfo.realNameStatus}`),
              onClick: () => void navigate(ROUTES.realName),
              testId: 'settings-name',
            },
            {
              key: 'phone',
              label: t('settings.phone'),
              icon: 'phone',
              tone: 'teal',
              value: userInfo.phone || userInfo.account,
              testId: 'settings-phone',
            },
          ]}
        />
        <MenuList
          items={[
            {
              key: 'loginPassword',
              label: t('screens.loginPassword'),
              icon: 'lock',
              tone: 'green',
              onClick: () => void navigate(ROUTES.loginPassword),
              testId: 'settings-login-password',
            },
            {
              key: 'fundPassword',
              label: t('screens.fundPassword'),
              icon: 'key',
              tone: 'orange',
              value: userInfo.hasFundPassword ? t('common.set') : t('common.notSet'),
              onClick: () => void navigate(ROUTES.fundPassword),
              testId: 'settings-fund-password',
            },
            {
              key: 'language',
              label: t('screens.changeLanguage'),
              icon: 'globe',
              tone: 'blue',
              onClick: () => void navigate(ROUTES.changeLanguage),
              testId: 'settings-language',
            },
          ]}
        />
        <FontSizeSetting current={userInfo.fontSize} />
        <TradingPreferences />
      </>
    );
  };

  return (
    <Page title={t('screens.settings')} testId="settings-screen">
      {content()}
      <Button
        className="logout-button"
        size="large"
        block
        color="danger"
        fill="outline"
        onClick={askLogout}
        data-testid="settings-logout"
      >
        {t('me.logout')}
      </Button>
      {dialog}
    </Page>
  );
}
