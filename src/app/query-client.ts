import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

/** Server state for standard pages. Only a missing answer is worth retrying; a business refusal is final. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 2 && isApiError(error) && error.kind === 'network',
    },
    mutations: { retry: false },
  },
});
