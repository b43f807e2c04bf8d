// The layout around every screen: scroll to top on each page change, keep-alive pages, the bottom
// tab bar on the five tab roots, and the centred phone-width column on wide screens.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { registerNavigator } from '../shared/navigation/app-navigator.ts';
import { isTabRoute } from '../shared/navigation/routes.ts';
import { TabBar } from '../shared/ui/tab-bar.tsx';
import { AccountSync } from './account-sync.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';

export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hasTabs = isTabRoute(pathname);

  useEffect(() => {
    registerNavigator((to, options) => navigate(to, options));
  }, [navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={hasTabs ? 'app-shell with-tabs' : 'app-shell'}>
      {/* Here, with the first screen, so that its call waits for that screen to be on screen. */}
      <AccountSync />
      <KeepAliveOutlet />
      {hasTabs && <TabBar />}
    </div>
  );
}
