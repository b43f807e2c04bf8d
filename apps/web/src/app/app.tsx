// The app's providers, top to bottom: server state, the site configuration gate (nothing mounts before
// common/config succeeds), antd-mobile's locale, then the router.
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { RouterProvider } from 'react-router';
import { queryClient } from '../shared/api/query-client.ts';
import { useLanguage } from '../shared/i18n/i18n.ts';
import { ToastHost } from '../shared/ui/toast-host.tsx';
import { useAntdLocale } from './antd-locale.ts';
import { ConfigGate } from './config-gate.tsx';
import { FontSizeSync } from './font-size-sync.tsx';
import { router } from './router.tsx';

export function App() {
  const language = useLanguage();
  const antdLocale = useAntdLocale(language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale}>
        <ConfigGate>
          <FontSizeSync />
          <RouterProvider router={router} />
        </ConfigGate>
        <ToastHost />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
