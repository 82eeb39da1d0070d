import { useTranslation } from 'react-i18next';

/** What a standings row shows of a team: the leaderboard's and the quarter preview's rows. */
export interface StandingsTeam {
  position: number;
  team_id: number;
  name: string;
  company_name: string | null;
  points: number;
}

export interface StandingsListProps {
  teams: readonly StandingsTeam[];
  /** Already translated: names the list. */
  label: string;
}

/**
 * A compact ordered list of standings for the console (the quarter's preview, the frozen and the
 * live order): position, team with its company, points. Teams on equal points share a position.
 */
export function StandingsList({ teams, label }: StandingsListProps) {
  const { t } = useTranslation('organizer');
  if (teams.length === 0) {
    return <p className="console-note">{t('quarterNoTeams')}</p>;
  }
  return (
    <ol className="standings-list" aria-label={label}>
      {teams.map((team) => (
        <li key={team.team_id} className="standings-list__row">
          <span className="standings-list__position">
            <span className="visually-hidden">{t('leaderboardPosition', { ns: 'common' })} </span>
            {team.position}
          </span>
          <span className="standings-list__team">
            <bdi className="standings-list__name">{team.name}</bdi>
            {team.company_name && (
              <bdi className="standings-list__company">{team.company_name}</bdi>
            )}
          </span>
          <span className="standings-list__points">
            {t('quarterPoints', { points: team.points })}
          </span>
        </li>
      ))}
    </ol>
  );
}
