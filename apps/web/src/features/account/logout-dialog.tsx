import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/feedback/toast.ts';
import { useExit } from '../../shared/navigation/special-targets.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { useLogout } from './api/logout.ts';

/** Log out behind a confirmation: revoke the session on the server, then the `exit` target. */
export function useLogoutDialog() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const logout = useLogout();
  const exit = useExit();

  const confirm = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        setIsOpen(false);
        showToast(t('me.loggedOut'));
        exit();
      },
    });
  };

  const dialog = (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('me.logoutTitle')}
      message={t('me.logoutText')}
      confirmText={t('me.logout')}
      isDanger
      isBusy={logout.isPending}
      onConfirm={confirm}
      onCancel={() => setIsOpen(false)}
      testId="logout-dialog"
    />
  );
  return { askLogout: () => setIsOpen(true), dialog };
}
