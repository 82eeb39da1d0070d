import { useTranslation } from 'react-i18next';
import { CountHeading } from '../../components/CountHeading';

export interface TeamPlayersHeadingProps {
  /** Already translated: the screen's title. */
  title: string;
  teamName: string;
  count: number;
  max: number;
}

/** The top of /players and /add-players: the title with the count out of the maximum, the team. */
export function TeamPlayersHeading({ title, teamName, count, max }: TeamPlayersHeadingProps) {
  const { t } = useTranslation();
  return (
    <div className="players-heading">
      <CountHeading
        title={title}
        count={
          <>
            <span aria-hidden="true">
              {count}/{max}
            </span>
            <span className="visually-hidden">{t('outOf', { count, max })}</span>
          </>
        }
      />
      <p className="players-heading__team" dir="auto">
        {teamName}
      </p>
    </div>
  );
}
