// Lets code outside React screens (the 401 handler, the native back button) navigate: the app
// registers the router's navigate function here once the router exists.
type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigateFn: Navigate | null = null;

export function registerNavigator(navigate: Navigate): void {
  navigateFn = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateFn) void navigateFn(to, options);
  else window.location.hash = `#${to}`;
}
