// Server state for the back office. Refusals are shown once, as a toast, by the caches; a mutation
// that shows its own errors (the login form) says so with `meta.handlesErrors`.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRefusal } from '../shared/api/api-refusal.ts';
import { QUEUE_COUNTS_QUERY_KEY } from '../shared/api/queue-counts.ts';
import { reportError } from '../shared/ui/error-toast.tsx';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { handlesErrors?: boolean };
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiRefusal && error.code === 'NETWORK_ERROR' && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: reportError }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors) reportError(error);
      },
      // A decision (or any change) may empty or fill a review queue: the menu's counts follow at once.
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: QUEUE_COUNTS_QUERY_KEY }),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
