import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Snowflake, Trophy } from 'lucide-react';
import type { LeaderboardResponse } from '../../../shared/api/scores';
import { EmptyState } from '../../components/EmptyState';
import { ListHeader } from '../../components/ListHeader';
import { QueryView } from '../../components/QueryView';
import { useLeaderboard } from './api';
import { BreakdownSheet } from './BreakdownSheet';
import { LiveOrderSwitch } from './LiveOrderSwitch';
import { PointsFigure } from './PointsFigure';
import { RankingList } from './RankingList';
import { RankingSkeleton } from './ScoreSkeleton';
import './scores.css';

/**
 * /leaderboard (product.md §2): the event's teams in position order (equal teams share a position)
 * with picture, name, rival mark, house flag, company and points; the viewer's team highlighted
 * and in view; the published quarter's name while the organizer shows a frozen leaderboard.
 * Tapping a team opens its points breakdown (BreakdownSheet), which links to its team page.
 */
export default function LeaderboardScreen() {
  const { t } = useTranslation();
  const leaderboard = useLeaderboard();

  return (
    <section className="screen">
      <ListHeader title={t('leaderboard')} count={leaderboard.data?.teams.length} back="/home" />
      <QueryView query={leaderboard} loading={<RankingSkeleton />}>
        {(data) => <Leaderboard data={data} />}
      </QueryView>
    </section>
  );
}

function Leaderboard({ data }: { data: LeaderboardResponse }) {
  const { t } = useTranslation();
  // The id, not the row: a live update re-reads the leaderboard and the sheet follows it.
  const [openedId, setOpenedId] = useState<number | null>(null);
  // Organizers, while a quarter is published: the live order instead of the frozen one.
  const [liveOrder, setLiveOrder] = useState(false);
  const shownTeams = liveOrder && data.live_teams ? data.live_teams : data.teams;
  const opened = shownTeams.find((team) => team.team_id === openedId);
  if (data.teams.length === 0) {
    return (
      <EmptyState
        message={t('noLeaderboardFound')}
        icon={<Trophy aria-hidden="true" size={40} />}
      />
    );
  }
  return (
    <>
      {data.leaderboard_quarter && (
        <p className="leaderboard-quarter">
          <Snowflake aria-hidden="true" size={16} />
          <span>{t('leaderboardQuarter', { quarter: data.leaderboard_quarter })}</span>
        </p>
      )}
      {data.live_teams && <LiveOrderSwitch checked={liveOrder} onChange={setLiveOrder} />}
      <RankingList
        teams={shownTeams}
        userTeamId={data.user_team_id}
        label={t('leaderboard')}
        figure={(team) => <PointsFigure value={team.points} unit={t('rulesPoints')} />}
        onOpen={(team) => setOpenedId(team.team_id)}
      />
      {opened && (
        <BreakdownSheet
          team={opened}
          // Only organizers get live breakdowns beside a frozen leaderboard; everyone else's are
          // the quarter's, like the rows.
          quarter={data.live_teams ? data.leaderboard_quarter : null}
          onClose={() => setOpenedId(null)}
        />
      )}
    </>
  );
}
