import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { Skeleton } from '../../components/Skeleton';
import { SectionError } from './SectionError';
import { useTeamPoints } from './api';

/**
 * The team's points after the closing date (product.md §2, §3 "Team points"): the total, the
 * challenge points (its results) and the extra points, as one link to the leaderboard.
 */
export function TeamPointsLink({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const points = useTeamPoints(teamId);

  if (points.isPending) return <Skeleton height={88} />;
  if (points.isError) return <SectionError onRetry={() => void points.refetch()} />;
  const stats = [
    { key: 'points', value: points.data.points, label: t('teamPoints') },
    { key: 'battle', value: points.data.battle_points, label: t('teamBattlePoints') },
    { key: 'extra', value: points.data.extra_points, label: t('teamExtraPoints') },
  ];
  return (
    <Link to="/leaderboard" className="team-points">
      <span className="team-points__stats">
        {stats.map((stat) => (
          <span key={stat.key} className={`team-points__stat team-points__stat--${stat.key}`}>
            <span className="team-points__value tabular-nums">{stat.value}</span>
            <span className="team-points__label">{stat.label}</span>
          </span>
        ))}
      </span>
      <span className="team-points__more">
        {t('teamSeeLeaderboard')}
        <ChevronRight className="flip-in-rtl" aria-hidden="true" size={18} />
      </span>
    </Link>
  );
}
