import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleDashed } from 'lucide-react';
import type { TeamReadiness } from '../../../shared/api/team';
import { READINESS_ITEMS, type ReadinessItem } from '../../../shared/readiness';
import type { CommonKey } from '../../lib/i18n';
import { isReadinessItemDone } from './readinessItems';

const ITEM_KEYS: Record<ReadinessItem, CommonKey> = {
  captain: 'teamReadinessCaptain',
  players: 'teamReadinessPlayers',
  photo: 'teamReadinessPhoto',
  slogan: 'teamReadinessSlogan',
  bio: 'teamReadinessBio',
  song: 'teamReadinessSong',
  joker: 'teamReadinessJoker',
  challenged: 'teamReadinessChallenged',
};

/** The eight readiness items in their shared order (shared/readiness.ts), each done or to do. */
export function ReadinessChecklist({ readiness }: { readiness: TeamReadiness }) {
  const { t } = useTranslation();
  return (
    <ul className="readiness-list">
      {READINESS_ITEMS.map((item) => {
        const done = isReadinessItemDone(readiness, item);
        const Icon = done ? CircleCheck : CircleDashed;
        return (
          <li
            key={item}
            className={`readiness-list__item readiness-list__item--${done ? 'done' : 'todo'}`}
          >
            <Icon aria-hidden="true" size={24} className="readiness-list__icon" />
            <span className="readiness-list__text">
              {t(ITEM_KEYS[item], { players: readiness.players, max: readiness.max_players })}
            </span>
            <span className="readiness-list__state">
              {done ? t('teamReadinessDone') : t('teamReadinessTodo')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
