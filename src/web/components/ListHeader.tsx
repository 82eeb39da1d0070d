import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from './BackLink';
import { CountHeading } from './CountHeading';
import './ListHeader.css';

export interface ListHeaderProps {
  /** Already translated. */
  title: string;
  /** How many entries the screen lists, shown as a pill next to the title once known. */
  count?: number;
  /** Where the back link leads. */
  back: string;
  children?: ReactNode;
}

/** The top of an event list screen: back link, title with its count, then extras (search). */
export function ListHeader({ title, count, back, children }: ListHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="list-header">
      <BackLink to={back} label={t('back')} />
      <CountHeading title={title} count={count} />
      {children}
    </header>
  );
}
