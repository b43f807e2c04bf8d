// The double press that leaves the app: a second press within the window exits, any other warns.
export const EXIT_WINDOW_MS = 1000;

export function createExitGuard(windowMs: number = EXIT_WINDOW_MS) {
  let lastPressAt: number | null = null;
  return {
    press(now: number): 'exit' | 'warn' {
      if (lastPressAt !== null && now - lastPressAt <= windowMs) {
        lastPressAt = null;
        return 'exit';
      }
      lastPressAt = now;
      return 'warn';
    },
  };
}
