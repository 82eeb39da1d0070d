/** One TanStack Query client: a failed read is retried once, but never a 4xx answer. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/apiError';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          const clientError =
            error instanceof ApiError && error.status >= 400 && error.status < 500;
          return !clientError && failureCount < 1;
        },
      },
    },
  });
}
