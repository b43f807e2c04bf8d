// The arithmetic of pull to refresh (pull-refresh.tsx), apart so that it is tested without a DOM.

export type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** Moves shorter than this (px) do not yet say which way the finger goes. */
const DIRECTION_PX = 3;

/**
 * The head's height for a finger `distance` px below where it started: antd-mobile's rubber band
 * (`rubberband(distance, dimension, constant)` with dimension five heads and constant 0.5), which
 * the app used before, so a pull feels the same: 170 px of finger open a 50 px head to 64 px.
 */
export function pullHeight(distance: number, headHeight: number): number {
  if (distance <= 0) return 0;
  const dimension = headHeight * 5;
  const constant = 0.5;
  return Math.ceil((distance * dimension * constant) / (dimension + constant * distance));
}

/**
 * Whether a touch that has moved (`dx`, `dy`) from where it started is a pull: only once it has moved
 * a few pixels, only downwards and more vertically than sideways (a sideways swipe belongs to the
 * tabs), and only when nothing it is in is scrolled down (then the finger scrolls back up instead).
 */
export function shouldStartPull(
  dx: number,
  dy: number,
  isScrolledDown: () => boolean,
): 'wait' | 'yes' | 'no' {
  if (Math.abs(dx) < DIRECTION_PX && Math.abs(dy) < DIRECTION_PX) return 'wait';
  if (dy <= 0 || Math.abs(dx) > Math.abs(dy)) return 'no';
  return isScrolledDown() ? 'no' : 'yes';
}
