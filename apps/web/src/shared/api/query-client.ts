// The TanStack Query client and the app-wide error handling of spec §8: every failed query or
// mutation shows its translated message as a toast; HTTP 401 ends the session after 2 s.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { clearStorageExceptDeviceKeys } from '../storage/local-store.ts';
import { errorMessage } from '../feedback/error-message.ts';
import { showToast } from '../feedback/toast.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { navigateTo } from '../navigation/app-navigator.ts';
import { ROUTES } from '../navigation/routes.ts';
import { isApiError } from './api-error.ts';

export interface ApiMeta extends Record<string, unknown> {
  /** No toast for this call's refusals and network errors (a background poll); 401 still ends the session. */
  quietErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiMeta;
    mutationMeta: ApiMeta;
  }
}

export const UNAUTHORIZED_REDIRECT_MS = 2000;

let pendingUnauthorized: ReturnType<typeof setTimeout> | null = null;

function endSessionAfterUnauthorized(): void {
  if (pendingUnauthorized) return;
  showToast(i18next.t('common.sessionExpired'));
  pendingUnauthorized = setTimeout(() => {
    pendingUnauthorized = null;
    clearStorageExceptDeviceKeys();
    queryClient.clear();
    navigateTo(ROUTES.login, { replace: true });
  }, UNAUTHORIZED_REDIRECT_MS);
}

/** Shows what went wrong; used by the caches below and by calls made outside TanStack Query. */
export function reportApiError(error: unknown, meta?: ApiMeta): void {
  if (!isApiError(error)) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    console.error(error);
    if (!meta?.quietErrors) showToast(i18next.t('errors.SYSTEM_BUSY'));
    return;
  }
  if (error.kind === 'unauthorized') {
    endSessionAfterUnauthorized();
    return;
  }
  if (meta?.quietErrors) return;
  showToast(errorMessage(error, (key, values) => i18next.t(key, values ?? {}), currentLanguage()));
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reportApiError(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => reportApiError(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      // A refusal or a 401 will not change on retry; a dropped connection may.
      retry: (failureCount, error) => isApiError(error) && error.kind === 'network' && failureCount < 1,
    },
    mutations: { retry: false },
  },
});
