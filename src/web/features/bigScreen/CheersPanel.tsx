import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartHandshake } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CheersLeaderboardResponse } from '../../../shared/api/scores';
import { BoardEmpty } from './BoardEmpty';
import { BoardHead } from './BoardHead';
import { BoardQuery } from './BoardQuery';
import { RankedBoard } from './RankedBoard';

type CheeredTeam = CheersLeaderboardResponse['teams'][number];

const cheersOf = (team: CheeredTeam) => team.cheer_count;

/**
 * Beside the standings (below them in portrait): the most cheered teams, as many as fit, each
 * flashing when it receives new cheers. Teams nobody cheered yet stay off it.
 */
export function CheersPanel({
  query,
  still,
}: {
  query: UseQueryResult<CheersLeaderboardResponse>;
  still: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="board-panel board-panel--cheers" aria-labelledby="cheers-title">
      <h2 id="cheers-title" className="board-panel__title">
        <HeartHandshake aria-hidden="true" className="board-panel__icon" />
        {t('bigScreenTopCheers')}
      </h2>
      <BoardQuery query={query}>
        {({ teams }) => <CheeredTeams teams={teams} still={still} />}
      </BoardQuery>
    </section>
  );
}

function CheeredTeams({ teams, still }: { teams: readonly CheeredTeam[]; still: boolean }) {
  const { t } = useTranslation();
  const cheered = useMemo(() => teams.filter((team) => team.cheer_count > 0), [teams]);
  if (cheered.length === 0) {
    return (
      <BoardEmpty icon={<HeartHandshake aria-hidden="true" />} message={t('bigScreenNoCheers')} />
    );
  }
  return (
    <>
      <BoardHead figure={t('cheers')} />
      <RankedBoard
        teams={cheered}
        figureOf={cheersOf}
        label={t('bigScreenTopCheers')}
        unit={t('cheers')}
        paged={false}
        still={still}
      />
    </>
  );
}
