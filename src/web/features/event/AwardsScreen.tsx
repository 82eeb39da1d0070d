import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { GridSkeleton } from '../../components/GridSkeleton';
import { ListHeader } from '../../components/ListHeader';
import { QueryView } from '../../components/QueryView';
import { useAwards } from './api';
import { AwardCard } from './AwardCard';
import { AwardCardSkeleton } from './AwardCardSkeleton';

/** /awards: each award with its winner; a team winner opens /team, a company winner /company. */
export default function AwardsScreen() {
  const { t } = useTranslation();
  const awards = useAwards();

  return (
    <section className="screen">
      <ListHeader title={t('awards')} back="/home" />
      <QueryView
        query={awards}
        loading={<GridSkeleton columns={1} card={<AwardCardSkeleton />} count={3} />}
      >
        {(list) =>
          list.length > 0 ? (
            <CardGrid
              columns={1}
              items={list}
              itemKey={(award) => award.id}
              itemHeight={96}
              label={t('awards')}
              renderItem={(award) => <AwardCard award={award} />}
            />
          ) : (
            <EmptyState message={t('noAwardsYet')} icon={<Trophy aria-hidden="true" size={40} />} />
          )
        }
      </QueryView>
    </section>
  );
}
