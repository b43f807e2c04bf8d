// Entry point: font size and language first (so the first paint is right), then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/ui/theme.css';
import { App } from './app/app.tsx';
import { startNativeShell } from './app/native-shell.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { applyFontSize, storedFontSize } from './shared/storage/font-size.ts';

async function bootstrap(container: HTMLElement): Promise<void> {
  applyFontSize(storedFontSize());
  await initI18n();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  await startNativeShell();
}

const container = document.getElementById('root');
if (container) {
  bootstrap(container).catch((error: unknown) => {
    console.error(error);
    container.innerHTML =
      '<p style="padding:48px 24px;text-align:center;font-family:sans-serif">Saham could not start. Please check your connection and reload.</p>';
  });
}
