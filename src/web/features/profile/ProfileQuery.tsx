import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '../../components/ErrorState';

export interface ProfileQueryProps<T> {
  query: UseQueryResult<T>;
  /** A skeleton in the shape of the content. */
  loading: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A profile read's three states. Like the kit's QueryView, but its error speaks of data, not
 * of a list: these screens show one person's details.
 */
export function ProfileQuery<T>({ query, loading, children }: ProfileQueryProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <ErrorState
        title={t('somethingWentWrong')}
        message={t('dataLoadFailed')}
        actionLabel={t('retry')}
        onAction={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
