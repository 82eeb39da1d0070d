import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../components/Spinner';

export interface BoardQueryProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * A big-screen read's states, worded for a room rather than a phone: getting ready, then the
 * board. A read that fails before it ever answered says the screen keeps trying (api.ts asks
 * again by itself) and offers a retry for whoever stands at the laptop; one that fails later
 * keeps the last board on show while the live indicator says it is reconnecting.
 */
export function BoardQuery<T>({ query, children }: BoardQueryProps<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <div className="board-state" role="alert">
        <CircleAlert aria-hidden="true" className="board-state__icon" />
        <p className="board-state__title">{t('bigScreenLoadFailed')}</p>
        <p>{t('bigScreenRetrying')}</p>
        <button type="button" className="board-state__retry" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="board-state" role="status">
      <Spinner size={40} />
      <p>{t('bigScreenLoading')}</p>
    </div>
  );
}
