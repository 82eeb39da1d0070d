import { useTranslation } from 'react-i18next';
import { Heart, Medal, Trophy, type LucideIcon } from 'lucide-react';
import type { Badge, BadgeKind } from '../../../shared/api/badges';
import { RowCard, RowCardDetail, RowCardTitle } from '../../components/RowCard';
import { formatLongDate, isoDateTime } from '../../lib/dates';
import { badgeTitle } from './badgeTitle';
import './Badges.css';

const ICONS: Record<BadgeKind, LucideIcon> = { award: Trophy, cheers: Heart, challenges: Medal };

/**
 * A badge: a medal in its kind's colour, what was earned, by which team in which event, and
 * when. It opens the team's page.
 */
export function BadgeCard({ badge }: { badge: Badge }) {
  const { t } = useTranslation();
  const Icon = ICONS[badge.kind];
  return (
    <RowCard
      link={{ to: '/team', selectionKey: 'otherTeamId', id: badge.team_id }}
      className="badge-card"
      media={
        <span className={`badge-card__medal badge-card__medal--${badge.kind}`}>
          <Icon aria-hidden="true" size={28} />
        </span>
      }
    >
      <RowCardTitle>{badgeTitle(t, badge)}</RowCardTitle>
      <RowCardDetail>
        <bdi>{badge.team_name}</bdi> · <bdi>{badge.event_name}</bdi>
      </RowCardDetail>
      <RowCardDetail as="time" dateTime={isoDateTime(badge.earned_at)}>
        {t('badgeEarnedOn', { date: formatLongDate(badge.earned_at) })}
      </RowCardDetail>
    </RowCard>
  );
}
