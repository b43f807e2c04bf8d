// The landscape full-screen chart: the chart card fills the screen; where the browser allows it
// (Android) the page goes full screen and locks the screen to landscape, elsewhere a phone held
// upright shows the card turned a quarter (CSS, .is-rotated), so the chart is drawn wide either way.
// Closing (the button, Escape or the browser's back-out of full screen) restores the card.
import { useCallback, useEffect, useState } from 'react';

function isPortrait(): boolean {
  return window.innerHeight > window.innerWidth;
}

async function enterLandscape(): Promise<void> {
  try {
    await document.documentElement.requestFullscreen({ navigationUI: 'hide' });
    await screen.orientation.lock('landscape');
  } catch {
    // Not allowed here (iOS Safari, desktop): the card is turned by CSS instead.
  }
}

function leaveLandscape(): void {
  try {
    screen.orientation.unlock();
  } catch {
    // Nothing was locked.
  }
  if (document.fullscreenElement !== null) void document.exitFullscreen().catch(() => {});
}

export function useChartFullScreen() {
  const [isFullScreen, setIsFullScreen] = useState(false);
  const [isRotated, setIsRotated] = useState(false);
  const close = useCallback(() => {
    setIsFullScreen(false);
    leaveLandscape();
  }, []);
  const toggle = useCallback(() => {
    if (isFullScreen) close();
    else {
      setIsFullScreen(true);
      setIsRotated(isPortrait());
      void enterLandscape().then(() => setIsRotated(isPortrait()));
    }
  }, [isFullScreen, close]);
  useEffect(() => {
    if (!isFullScreen) return;
    const onResize = () => setIsRotated(isPortrait());
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKey);
    };
  }, [isFullScreen, close]);
  useEffect(() => () => leaveLandscape(), []);
  return { isFullScreen, isRotated: isFullScreen && isRotated, toggle };
}
