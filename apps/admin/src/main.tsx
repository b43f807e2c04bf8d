import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/reset.css';
import { initI18n } from './shared/i18n/i18n.ts';
import { loadDisplayZone } from './shared/api/display-zone.ts';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

await Promise.all([initI18n(), loadDisplayZone()]);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
