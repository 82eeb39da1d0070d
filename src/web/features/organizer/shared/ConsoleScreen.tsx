import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { BackLink } from '../../../components/BackLink';
import { ButtonLink } from '../../../components/ButtonLink';
import { CardSkeleton } from '../../../components/CardSkeleton';
import { EmptyState } from '../../../components/EmptyState';
import { QueryView } from '../../../components/QueryView';
import { RowCardSkeleton } from '../../../components/RowCardSkeleton';
import { ApiError } from '../../../lib/api';
import type { OrganizerKey } from '../../../lib/i18n';
import { documentTitle } from '../../../lib/documentTitle';
import './organizer.css';

export interface ConsoleScreenProps {
  titleKey: OrganizerKey;
  /** Where the back link leads: the console's start unless given. */
  back?: string;
  children: ReactNode;
}

/** A console screen: the back link, its title (heading and browser tab) and its content. */
export function ConsoleScreen({ titleKey, back = '/organizer', children }: ConsoleScreenProps) {
  const { t } = useTranslation('organizer');
  const title = t(titleKey);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <section className="screen console">
      <BackLink to={back} label={t('back', { ns: 'common' })} />
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/**
 * A console read's states: the skeleton, the retry, and for someone who is not an organizer of
 * the chosen event a plain explanation with the way to choose another event.
 */
export function ConsoleQuery<T>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('organizer');
  if (query.error instanceof ApiError && query.error.status === 403) {
    return (
      <EmptyState message={t('notOrganizer')} icon={<ShieldAlert aria-hidden="true" size={40} />}>
        <ButtonLink to="/role" variant="secondary">
          {t('profileChangeRole', { ns: 'common' })}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <QueryView query={query} loading={loading}>
      {children}
    </QueryView>
  );
}

/** A console list while it loads: a few rows in the list's shape. */
export function ConsoleListSkeleton() {
  return (
    <CardSkeleton className="console-list">
      <RowCardSkeleton thumb={40} round />
      <RowCardSkeleton thumb={40} round />
      <RowCardSkeleton thumb={40} round />
    </CardSkeleton>
  );
}
