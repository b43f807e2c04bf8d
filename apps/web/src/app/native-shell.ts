// The hybrid shell (Capacitor): status bar white with dark text, and the hardware back button that
// goes back a screen and, on a root screen, exits only on a second press within 1 s (spec §1, §9).
// Everything here is a no-op in a plain browser.
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

/** True inside the Capacitor shell, which injects its bridge before the page loads. */
function mayBeNative(): boolean {
  return 'Capacitor' in window;
}

export async function startNativeShell(): Promise<void> {
  // Capacitor's core is loaded only when its bridge is present, so browsers never download it.
  if (!mayBeNative()) return;
  const { Capacitor } = await import('@capacitor/core');
  if (!Capacitor.isNativePlatform()) return;
  const [{ App }, { StatusBar, Style }] = await Promise.all([
    import('@capacitor/app'),
    import('@capacitor/status-bar'),
  ]);
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
