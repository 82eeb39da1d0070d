import { useTranslation } from 'react-i18next';
import type { BattleListItem } from '../../../shared/api/battles';
import { Img } from '../../components/Img';
import { JokerBadge } from '../../components/JokerBadge';
import { SelectionLink } from '../../components/SelectionLink';

/**
 * A challenge in the /battles grid: photo, name, how many teams played it, and the joker star
 * (the team's own joker stands out). Opens /battle.
 */
export function BattleCard({ battle }: { battle: BattleListItem }) {
  const { t } = useTranslation();
  return (
    <SelectionLink
      to="/battle"
      selectionKey="selectedBattleId"
      id={battle.id}
      className={battle.is_team_joker ? 'battle-card battle-card--team-joker' : 'battle-card'}
    >
      <span className="battle-card__media">
        <Img
          src={battle.photo_url}
          alt=""
          fallback="battle"
          width={180}
          height={112}
          className="battle-card__photo"
        />
        {battle.is_joker && (
          <span className="battle-card__badge">
            <JokerBadge variant={battle.is_team_joker ? 'chosen' : 'eligible'} />
          </span>
        )}
      </span>
      <span className="battle-card__text">
        <span className="battle-card__name" dir="auto">
          {battle.name}
        </span>
        <span className="battle-card__detail tabular-nums">
          {t('teamCount', { count: battle.team_count })}
        </span>
      </span>
    </SelectionLink>
  );
}
