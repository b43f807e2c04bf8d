// Entry point: font size and language first (so the first paint is right), then the app. The site
// configuration call starts before the language catalogue is awaited, so both travel at once and the
// first paint can be the screen itself rather than a splash (see docs/decisions/0008).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/ui/theme.css';
import { App } from './app/app.tsx';
import { startNativeShell } from './app/native-shell.ts';
import { siteConfigQuery } from './shared/api/config.ts';
import { queryClient } from './shared/api/query-client.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { applyFontSize, storedFontSize } from './shared/storage/font-size.ts';
import { followUpColour } from './shared/storage/trade-preferences.ts';

/** Ends the current task, so the work after it is not one long task with the bundle's evaluation. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function bootstrap(container: HTMLElement): Promise<void> {
  await yieldToBrowser();
  applyFontSize(storedFontSize());
  followUpColour();
  // The config gate reads this query; a failure here is shown (and retried) by the gate.
  void queryClient.prefetchQuery(siteConfigQuery);
  await initI18n();
  const root = createRoot(container);
  // A transition: React renders the first screen in short slices, yielding to the browser between
  // them, instead of one long task that would hold the main thread (Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  await startNativeShell();
}

// early-start.ts is loaded async: from the cache it can run after this bundle, which has already asked
// for the configuration and the screen's calls itself; it then leaves them alone.
window.sahamAppStarted = true;
const container = document.getElementById('root');
if (container) {
  bootstrap(container).catch((error: unknown) => {
    console.error(error);
    container.innerHTML =
      '<p style="padding:48px 24px;text-align:center;font-family:sans-serif">Saham could not start. Please check your connection and reload.</p>';
  });
}
