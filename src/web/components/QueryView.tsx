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

/** A read's three states: skeleton while loading, error with retry, else the content. */
export function QueryView<T>({ query, loading, notFound, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return loading;
  if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (missing && notFound) return notFound;
    return (
      <ErrorState
        title={t('listLoadFailed')}
        actionLabel={t('retry')}
        onAction={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
