// The app's providers, top to bottom: server state, the site configuration gate (nothing mounts before
// common/config succeeds), then the router.
//
// antd-mobile is used only for components without built-in text (Button), so there is no antd
// ConfigProvider locale, and none of its imperative APIs (Toast.show, Dialog.confirm), which would
// need its React 19 render adapter (`unstableSetRender`). Add both when a screen needs them.
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../shared/api/query-client.ts';
import { ToastHost } from '../shared/ui/toast-host.tsx';
import { ConfigGate } from './config-gate.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigGate>
        <RouterProvider router={router} />
      </ConfigGate>
      <ToastHost />
    </QueryClientProvider>
  );
}
