/** One TanStack Query client: a failed read is retried once, but never a 4xx answer. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/apiError';

/**
 * The client that holds the reads of a screen the server drew (set by firstReads.ts before the
 * app takes the drawing over; by prerender.tsx while it draws one): the app starts from it.
 */
export const drawnFrom: { client?: QueryClient } = {};

/** The client the app starts from: the drawn screen's (drawnFrom), else a new one. */
export function createQueryClient(): QueryClient {
  return (
    drawnFrom.client ??
    new QueryClient({
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
    })
  );
}
