// The hybrid shell (Capacitor): status bar white with dark text, and the hardware back button that
// goes back a screen and, on a root screen, exits only on a second press within 1 s (spec §1, §9).
// Everything here is a no-op in a plain browser.
import { Capacitor } from '@capacitor/core';
import i18next from 'i18next';
import { showToast } from '../shared/feedback/toast.ts';
import { isTabRoute, ROUTES } from '../shared/navigation/routes.ts';
import { createExitGuard } from './exit-guard.ts';

function currentPath(): string {
  return window.location.hash.replace(/^#/, '').split('?')[0] || ROUTES.start;
}

function isRootScreen(path: string): boolean {
  return isTabRoute(path) || path === ROUTES.start || path === ROUTES.login || path === ROUTES.welcome;
}

export async function startNativeShell(): Promise<void> {
  if (!Capacitor.isNativePlatform()) return;
  const [{ App }, { StatusBar, Style }] = await Promise.all([import('@capacitor/app'), import('@capacitor/status-bar')]);
  await StatusBar.setOverlaysWebView({ overlay: false }).catch(() => undefined);
  await StatusBar.setBackgroundColor({ color: '#ffffff' }).catch(() => undefined);
  await StatusBar.setStyle({ style: Style.Light });

  const exitGuard = createExitGuard();
  await App.addListener('backButton', ({ canGoBack }) => {
    if (canGoBack && !isRootScreen(currentPath())) {
      window.history.back();
      return;
    }
    if (exitGuard.press(Date.now()) === 'exit') void App.exitApp();
    else showToast(i18next.t('app.pressAgainToExit'));
  });
}
