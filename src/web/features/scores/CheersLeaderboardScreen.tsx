import { useTranslation } from 'react-i18next';
import { HeartHandshake } from 'lucide-react';
import type { CheersLeaderboardResponse } from '../../../shared/api/scores';
import { EmptyState } from '../../components/EmptyState';
import { ListHeader } from '../../components/ListHeader';
import { QueryView } from '../../components/QueryView';
import { PointsFigure } from './PointsFigure';
import { RankingList } from './RankingList';
import { RankingSkeleton } from './ScoreSkeleton';
import { useCheersLeaderboard } from './api';
import './scores.css';

/**
 * /cheers-leaderboard (product.md §2): the teams by cheer count, equal counts sharing a position, in
 * the leaderboard's layout: picture, name, rival mark, house
 * flag, company and cheers; the viewer's team highlighted and in view.
 */
export default function CheersLeaderboardScreen() {
  const { t } = useTranslation();
  const leaderboard = useCheersLeaderboard();

  return (
    <section className="screen">
      <ListHeader
        title={t('cheersLeaderboard')}
        count={leaderboard.data?.teams.length}
        back="/home"
      />
      <QueryView query={leaderboard} loading={<RankingSkeleton />}>
        {(data) => <CheersRanking data={data} />}
      </QueryView>
    </section>
  );
}

function CheersRanking({ data }: { data: CheersLeaderboardResponse }) {
  const { t } = useTranslation();
  if (data.teams.length === 0) {
    return (
      <EmptyState
        message={t('noLeaderboardFound')}
        icon={<HeartHandshake aria-hidden="true" size={40} />}
      />
    );
  }
  return (
    <RankingList
      teams={data.teams}
      userTeamId={data.user_team_id}
      label={t('cheersLeaderboard')}
      figure={(team) => <PointsFigure value={team.cheer_count} unit={t('cheers')} />}
    />
  );
}
