import { useTranslation } from 'react-i18next';
import { Swords } from 'lucide-react';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { GridSkeleton } from '../../components/GridSkeleton';
import { ListHeader } from '../../components/ListHeader';
import { QueryView } from '../../components/QueryView';
import { useBattles } from './api';
import { BattleCard } from './BattleCard';
import { BattleCardSkeleton } from './BattleCardSkeleton';
import { JokerInfo } from './JokerInfo';
import './battles.css';

/**
 * /battles: the event's challenges in a grid with their team count; joker challenges carry a
 * star (explained above the grid) and the team's current joker stands out. A card opens /battle.
 */
export default function BattlesScreen() {
  const { t } = useTranslation();
  const battles = useBattles();

  return (
    <section className="screen">
      <ListHeader title={t('battles')} count={battles.data?.battles.length} back="/home" />
      <QueryView query={battles} loading={<GridSkeleton card={<BattleCardSkeleton />} />}>
        {({ battles: list }) =>
          list.length > 0 ? (
            <>
              {list.some((battle) => battle.is_joker) && <JokerInfo />}
              <CardGrid
                items={list}
                itemKey={(battle) => battle.id}
                itemHeight={200}
                label={t('battles')}
                renderItem={(battle) => <BattleCard battle={battle} />}
              />
            </>
          ) : (
            <EmptyState
              message={t('noBattlesFound')}
              icon={<Swords aria-hidden="true" size={40} />}
            />
          )
        }
      </QueryView>
    </section>
  );
}
