// After an order is placed the order sheet closes; this banner is the one confirmation (no toast
// beside it): what was placed or filled, and "View order" to the position or the pending order. It
// lives outside the sheet's React tree (the sheet is gone by then), one at a time, and goes after a few
// seconds, on close, on its link, or as soon as the member moves to another screen — it never follows
// them onto the positions tabs.
import { navigateTo } from '../../shared/navigation/app-navigator.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';

export const PLACED_BANNER_MS = 8000;

interface Announcement {
  message: string;
  /** The label of the link to the order. */
  action: string;
  /** The close button's accessible label. */
  close: string;
  /** Where the link goes: the filled position, or the pending orders. */
  target?: string;
  onAction?: () => void;
}

let current: { element: HTMLElement; timer: ReturnType<typeof setTimeout> } | null = null;

export function dismissOrderPlaced(): void {
  if (!current) return;
  clearTimeout(current.timer);
  current.element.remove();
  current = null;
  window.removeEventListener('hashchange', dismissOrderPlaced);
}

function button(className: string, text: string, testId: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  element.dataset.testid = testId;
  element.addEventListener('click', onClick);
  return element;
}

/** Shows the banner (replacing one on screen); it goes after PLACED_BANNER_MS, on close, or on its action. */
export function announceOrderPlaced({ message, action, close, target, onAction }: Announcement): void {
  if (typeof document === 'undefined') return;
  dismissOrderPlaced();
  const element = document.createElement('div');
  element.className = 'order-placed';
  element.setAttribute('role', 'status');
  element.dataset.testid = 'order-placed';
  const text = document.createElement('span');
  text.className = 'order-placed-text';
  text.textContent = message;
  const go = button('order-placed-action', action, 'order-view-positions', () => {
    dismissOrderPlaced();
    if (onAction) onAction();
    else navigateTo(target ?? ROUTES.positions);
  });
  const shut = button('order-placed-close', '×', 'order-placed-close', dismissOrderPlaced);
  shut.setAttribute('aria-label', close);
  element.append(text, go, shut);
  document.body.append(element);
  current = { element, timer: setTimeout(dismissOrderPlaced, PLACED_BANNER_MS) };
  // Another screen (the routes are in the hash): the banner belongs to the one it was placed on.
  window.addEventListener('hashchange', dismissOrderPlaced);
}
