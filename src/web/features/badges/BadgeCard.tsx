import { useTranslation } from 'react-i18next';
import { ChevronRight, Heart, Medal, Trophy, type LucideIcon } from 'lucide-react';
import type { Badge, BadgeKind } from '../../../shared/api/badges';
import { SelectionLink } from '../../components/SelectionLink';
import { formatLongDate, isoDateTime } from '../../lib/dates';
import { badgeTitle } from './badgeTitle';
import '../../components/rowCard.css';
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
    <SelectionLink
      to="/team"
      selectionKey="otherTeamId"
      id={badge.team_id}
      className="row-card badge-card"
    >
      <span className={`badge-card__medal badge-card__medal--${badge.kind}`}>
        <Icon aria-hidden="true" size={28} />
      </span>
      <span className="row-card__text">
        <span className="row-card__title">{badgeTitle(t, badge)}</span>
        <span className="row-card__detail">
          <bdi>{badge.team_name}</bdi> · <bdi>{badge.event_name}</bdi>
        </span>
        <time className="row-card__detail" dateTime={isoDateTime(badge.earned_at)}>
          {t('badgeEarnedOn', { date: formatLongDate(badge.earned_at) })}
        </time>
      </span>
      <ChevronRight className="row-card__chevron flip-in-rtl" aria-hidden="true" size={20} />
    </SelectionLink>
  );
}
