import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LeaderboardResponse, LeaderboardTeam } from '../../../shared/api/scores';
import { BoardEmpty } from './BoardEmpty';
import { BoardHead } from './BoardHead';
import { BoardQuery } from './BoardQuery';
import { RankedBoard } from './RankedBoard';

const pointsOf = (team: LeaderboardTeam) => team.points;

/**
 * The big screen's main panel: the whole leaderboard (the published quarter while one is set),
 * paged when it is long. Before the first result it still shows the teams, under a line saying
 * the results are awaited.
 */
export function StandingsPanel({
  query,
  still,
}: {
  query: UseQueryResult<LeaderboardResponse>;
  still: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="board-panel board-panel--standings" aria-labelledby="standings-title">
      <h2 id="standings-title" className="board-panel__title">
        {t('leaderboard')}
      </h2>
      <BoardQuery query={query}>
        {({ teams }) =>
          teams.length === 0 ? (
            <BoardEmpty icon={<Trophy aria-hidden="true" />} message={t('bigScreenNoTeams')} />
          ) : (
            <>
              {teams.every((team) => team.points === 0) && (
                <p className="board-panel__note">{t('bigScreenNoResults')}</p>
              )}
              <BoardHead figure={t('rulesPoints')} />
              <RankedBoard
                teams={teams}
                figureOf={pointsOf}
                label={t('leaderboard')}
                unit={t('rulesPoints')}
                paged
                still={still}
              />
            </>
          )
        }
      </BoardQuery>
    </section>
  );
}
