// Swipeable tab strips (spec §9: tab swipe threshold 5 tabs, swipe 500 ms). A strip of five or more
// tabs scrolls sideways (tab-strip.css) and keeps the active tab in view; on screens whose tabs swipe,
// a quick horizontal swipe over the content (at least 50 px, more sideways than down, within 500 ms)
// moves to the next or previous tab.
import { useEffect, useRef, type TouchEvent } from 'react';

export const TAB_SWIPE_MIN_TABS = 5;
export const SWIPE_MAX_MS = 500;
export const SWIPE_MIN_PX = 50;

/** The tab a swipe lands on, or null when it is no swipe (too short, too slow, too vertical) or at an end. */
export function swipedTab<T>(
  tabs: readonly T[],
  active: T,
  dx: number,
  dy: number,
  durationMs: number,
): T | null {
  if (tabs.length < TAB_SWIPE_MIN_TABS) return null;
  if (durationMs > SWIPE_MAX_MS || Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy) * 1.5)
    return null;
  const index = tabs.indexOf(active);
  if (index < 0) return null;
  // A swipe to the left brings the next tab, as when turning a page.
  return tabs[dx < 0 ? index + 1 : index - 1] ?? null;
}

/** Whether the touch began in something that scrolls sideways itself (a tab strip, a chip row). */
function startsInSideScroller(target: EventTarget, boundary: EventTarget): boolean {
  for (
    let node = target instanceof Element ? target : null;
    node && node !== boundary;
    node = node.parentElement
  ) {
    if (node.scrollWidth > node.clientWidth && /auto|scroll/.test(getComputedStyle(node).overflowX))
      return true;
  }
  return false;
}

interface Start {
  x: number;
  y: number;
  at: number;
}

export function useSwipeTabs<T>(tabs: readonly T[], active: T, onChange: (tab: T) => void) {
  const start = useRef<Start | null>(null);
  const stripRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const strip = stripRef.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!strip || !tab) return;
    const left = tab.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2;
    strip.scrollTo({ left: Math.max(left, 0), behavior: 'smooth' });
  }, [active]);

  const swipeHandlers = {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current =
        event.touches.length === 1 && touch && !startsInSideScroller(event.target, event.currentTarget)
          ? { x: touch.clientX, y: touch.clientY, at: event.timeStamp }
          : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const next = swipedTab(
        tabs,
        active,
        touch.clientX - from.x,
        touch.clientY - from.y,
        event.timeStamp - from.at,
      );
      if (next !== null) onChange(next);
    },
  };
  return { stripRef, swipeHandlers };
}
