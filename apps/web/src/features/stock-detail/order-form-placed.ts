// After an order is placed the order sheet closes; this banner stays on the screen for a few seconds
// with "View positions" (to /trade/index). It lives outside the sheet's React tree (the sheet is gone
// by then), as a small element of its own at the top of the page, one at a time.
import { navigateTo } from '../../shared/navigation/app-navigator.ts';
import { ROUTES } from '../../shared/navigation/routes.ts';

export const PLACED_BANNER_MS = 8000;

interface Announcement {
  message: string;
  /** The label of the button to /trade/index. */
  action: string;
  /** The close button's accessible label. */
  close: string;
  onAction?: () => void;
}

let current: { element: HTMLElement; timer: ReturnType<typeof setTimeout> } | null = null;

export function dismissOrderPlaced(): void {
  if (!current) return;
  clearTimeout(current.timer);
  current.element.remove();
  current = null;
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
export function announceOrderPlaced({ message, action, close, onAction }: Announcement): void {
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
    else navigateTo(ROUTES.positions);
  });
  const shut = button('order-placed-close', '×', 'order-placed-close', dismissOrderPlaced);
  shut.setAttribute('aria-label', close);
  element.append(text, go, shut);
  document.body.append(element);
  current = { element, timer: setTimeout(dismissOrderPlaced, PLACED_BANNER_MS) };
}
