import { TOAST_FADE_MS, useToast } from '../feedback/toast.ts';

/** Renders the current toast; mounted once at the top of the app. */
export function ToastHost() {
  const toast = useToast();
  if (!toast) return null;
  return (
    <div className="toast-layer" aria-live="polite">
      <div
        key={toast.id}
        className="toast"
        data-testid="toast"
        data-phase={toast.phase}
        style={{ transitionDuration: `${TOAST_FADE_MS}ms`, opacity: toast.phase === 'fading' ? 0 : 1 }}
      >
        {toast.message}
      </div>
    </div>
  );
}
