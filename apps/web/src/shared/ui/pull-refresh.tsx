// Pull to refresh (spec §9: pull-refresh head 50 px, success shown 500 ms) for list and quote screens.
// Pulling the page down from its top past the 50 px head and letting go refetches the screen's queries:
// every query that is on screen (TanStack Query's active queries), unless the screen says otherwise.
// A kept-alive page that is hidden has no active queries (app/keep-alive-outlet.tsx), so a pull here
// does not refetch what it shows.
//
// Its own touch handling rather than antd-mobile's PullToRefresh: every page draws this, so it is in
// the app's entry, and antd-mobile's brought react-spring and @use-gesture with it (about 75 KB of the
// entry's JavaScript to evaluate before the first paint, issue 16). Same behaviour: the head follows
// the finger with the same rubber band (antd-mobile's `rubberband`, dimension five heads, constant
// 0.5), a pull only starts downwards from the top of every scrolled ancestor, and the head's height is
// written to its style while dragging (no React render per move).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pullHeight, shouldStartPull, type PullStatus } from './pull-refresh-model.ts';
import './pull-refresh.css';

export const PULL_REFRESH_HEAD_PX = 50;
export const PULL_REFRESH_DONE_MS = 500;
/** How long the head takes to close (pull-refresh.css, `.pull-refresh-head.is-settling`). */
const SETTLE_MS = 250;

/** True when `target` or one of its ancestors (or the window) is scrolled down from its top. */
function isScrolledDown(target: EventTarget | null): boolean {
  if (window.scrollY > 0) return true;
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return true;
  }
  return false;
}

export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PullStatus>('pulling');
  const rootRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const refresh = onRefresh ?? (() => queryClient.refetchQueries({ type: 'active' }));
  // The listeners are attached once; they call the current refresh through this.
  const current = useRef(refresh);
  useEffect(() => {
    current.current = refresh;
  });

  useEffect(() => {
    const root = rootRef.current;
    const head = headRef.current;
    if (!root || !head) return;
    let isUnmounted = false;
    let start: { x: number; y: number } | null = null;
    let isPulling = false;
    let shownStatus: PullStatus = 'pulling';

    const show = (next: PullStatus) => {
      if (next === shownStatus) return;
      shownStatus = next;
      if (!isUnmounted) setStatus(next);
    };
    const setHeight = (height: number, isSettling: boolean) => {
      head.classList.toggle('is-settling', isSettling);
      head.style.height = `${height}px`;
    };
    const close = () =>
      new Promise<void>((resolve) => {
        setHeight(0, true);
        setTimeout(() => {
          show('pulling');
          resolve();
        }, SETTLE_MS);
      });
    const refresh = async () => {
      setHeight(PULL_REFRESH_HEAD_PX, true);
      show('refreshing');
      try {
        await current.current();
      } catch {
        await close();
        return;
      }
      show('complete');
      await new Promise((resolve) => setTimeout(resolve, PULL_REFRESH_DONE_MS));
      await close();
    };

    const isBusy = () => shownStatus === 'refreshing' || shownStatus === 'complete';
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        event.touches.length === 1 && touch && !isBusy() ? { x: touch.clientX, y: touch.clientY } : null;
      isPulling = false;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      if (!isPulling) {
        const decision = shouldStartPull(dx, dy, () => isScrolledDown(event.target));
        if (decision === 'wait') return;
        if (decision === 'no') {
          start = null;
          return;
        }
        isPulling = true;
      }
      if (event.cancelable) event.preventDefault();
      event.stopPropagation();
      const height = pullHeight(dy, PULL_REFRESH_HEAD_PX);
      setHeight(height, false);
      show(height > PULL_REFRESH_HEAD_PX ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      const wasPulling = isPulling;
      start = null;
      isPulling = false;
      if (!wasPulling) return;
      if (shownStatus === 'canRelease') void refresh();
      else setHeight(0, true);
    };
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      isUnmounted = true;
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return (
    <div className="pull-refresh" ref={rootRef}>
      <div className="pull-refresh-head" ref={headRef} style={{ height: 0 }}>
        <div className="pull-refresh-head-content" style={{ height: PULL_REFRESH_HEAD_PX }}>
          <span className="pull-refresh-text" data-testid="pull-refresh-status" data-status={status}>
            {t(`pullRefresh.${status}`)}
          </span>
        </div>
      </div>
      <div className="pull-refresh-content">{children}</div>
    </div>
  );
}
