// "Within 300 px of the end" (spec §9: load-more offset 300 px): calls `onNearEnd` when the page is
// scrolled so that the element's top is no more than 300 px below the bottom of the viewport. Only a
// scroll triggers it, so a short list does not load page after page by itself; a hidden (kept-alive)
// page has no layout and never triggers.
import { useEffect, useEffectEvent, type RefObject } from 'react';

export const LOAD_MORE_OFFSET_PX = 300;

export function isNearEnd(elementTop: number, viewportHeight: number, offset = LOAD_MORE_OFFSET_PX): boolean {
  return elementTop - viewportHeight <= offset;
}

export function useNearEnd(ref: RefObject<HTMLElement | null>, enabled: boolean, onNearEnd: () => void) {
  const nearEnd = useEffectEvent(onNearEnd);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      if (!element || element.getClientRects().length === 0) return;
      if (isNearEnd(element.getBoundingClientRect().top, window.innerHeight)) nearEnd();
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    // Captured on the document: the page itself or any scrolling box inside it (a scroll event does
    // not bubble, but every one passes the document on its way down).
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [enabled, ref]);
}
