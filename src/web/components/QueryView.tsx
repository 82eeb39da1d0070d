import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './ErrorState';
import { ApiError } from '../lib/api';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Shown while loading: a skeleton in the shape of the content. */
  loading: ReactNode;
  /** Shown instead of the error state when the server answers 400 or 404 (nothing to retry). */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The request never reached the server: fetch itself failed (no network, server out of reach). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.cause instanceof TypeError;
}

/**
 * A read's three states: skeleton while loading, error with retry, else the content. A read
 * TanStack Query holds back because the device went offline (paused) would load for ever: it
 * shows the offline state, and goes on by itself when the network is back. Once the content is
 * on screen it stays there when a refetch in the background fails (a live update on a flaky
 * network): the last answer is better than an error page, and a form in it keeps what was
 * typed. Only a 404 or 400 the screen has a notFound for replaces it: the thing is gone.
 */
export function QueryView<T>({ query, loading, notFound, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  const paused = query.isPending && query.fetchStatus === 'paused';
  if (query.isPending && !paused) return loading;
  const missing =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  if (missing && notFound) return notFound;
  if (query.data !== undefined) return children(query.data);
  return (
    <ErrorState
      title={t('listLoadFailed')}
      offline={paused || isNetworkFailure(query.error)}
      actionLabel={t('retry')}
      onAction={() => void query.refetch()}
    />
  );
}
