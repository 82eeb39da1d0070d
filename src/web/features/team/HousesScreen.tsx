import { useTranslation } from 'react-i18next';
import { Flag } from 'lucide-react';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { GridSkeleton } from '../../components/GridSkeleton';
import { ListHeader } from '../../components/ListHeader';
import { RowCardSkeleton } from '../../components/RowCardSkeleton';
import { QueryView } from '../../components/QueryView';
import { useHouses } from './api';
import { HouseCard } from './HouseCard';
import './houses.css';

/** /houses: the event's houses (name, colour, team count); each opens /house. */
export default function HousesScreen() {
  const { t } = useTranslation();
  const houses = useHouses();

  return (
    <section className="screen">
      <ListHeader title={t('houses')} count={houses.data?.length} back="/home" />
      <QueryView
        query={houses}
        loading={<GridSkeleton columns={1} card={<RowCardSkeleton thumb={48} round />} count={4} />}
      >
        {(list) =>
          list.length > 0 ? (
            <CardGrid
              columns={1}
              items={list}
              itemKey={(house) => house.id}
              itemHeight={80}
              label={t('houses')}
              renderItem={(house) => <HouseCard house={house} />}
            />
          ) : (
            <EmptyState message={t('noHousesFound')} icon={<Flag aria-hidden="true" size={40} />} />
          )
        }
      </QueryView>
    </section>
  );
}
