// Routes marked `keepAlive` stay mounted while hidden (spec §2), so going back to the home page or a
// market tab keeps its state. Visited keep-alive pages are rendered once and hidden in an <Activity>;
// others mount and unmount as usual. A new session starts with a fresh set.
//
// A hidden <Activity> keeps its state and DOM but runs its effects' clean-ups, so a hidden page's
// queries have no subscribed observers: they are not `active`, a pull to refresh on the page on show
// leaves them alone, and they do not poll. Shown again, the page subscribes again, which refetches
// what went stale meanwhile.
import { Activity, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import { useSession } from '../shared/storage/session.ts';
import { isKeepAlive } from './route-handle.ts';

interface KeptPages {
  token: string | null;
  pages: ReadonlyMap<string, ReactNode>;
}

export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const matches = useMatches();
  const token = useSession()?.token ?? null;
  const shouldKeep = matches.some((match) => isKeepAlive(match.handle));
  const [kept, setKept] = useState<KeptPages>({ token, pages: new Map() });

  // Derived state, updated during render as React recommends for it.
  if (kept.token !== token) {
    setKept({ token, pages: new Map() });
  } else if (shouldKeep && outlet && !kept.pages.has(pathname)) {
    setKept({ token, pages: new Map(kept.pages).set(pathname, outlet) });
  }

  return (
    <>
      {[...kept.pages].map(([path, page]) => (
        <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
          <div className="route-view" data-keep-alive={path}>
            {page}
          </div>
        </Activity>
      ))}
      {!shouldKeep && (
        <div key={pathname} className="route-view">
          {outlet}
        </div>
      )}
    </>
  );
}
