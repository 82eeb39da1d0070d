import { useTranslation } from 'react-i18next';
import { Medal } from 'lucide-react';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { GridSkeleton } from '../../components/GridSkeleton';
import { ListHeader } from '../../components/ListHeader';
import { QueryView } from '../../components/QueryView';
import { useBadges } from './api';
import { BadgeCard } from './BadgeCard';
import { BadgeCardSkeleton } from './BadgeCardSkeleton';
import './Badges.css';

/** /badges: what the user's teams earned in every event (awards, cheers, challenges), newest first. */
export default function BadgesScreen() {
  const { t } = useTranslation();
  const badges = useBadges();

  return (
    <section className="screen">
      <ListHeader title={t('badges')} count={badges.data?.length} back="/profile" />
      <p className="text-muted badges-intro">{t('badgesIntro')}</p>
      <QueryView
        query={badges}
        loading={<GridSkeleton columns={1} card={<BadgeCardSkeleton />} count={4} />}
      >
        {(list) =>
          list.length > 0 ? (
            <CardGrid
              columns={1}
              items={list}
              itemKey={(badge) =>
                `${badge.kind}-${badge.team_id}-${badge.award_name ?? badge.milestone}-${badge.earned_at}`
              }
              itemHeight={112}
              label={t('badges')}
              renderItem={(badge) => <BadgeCard badge={badge} />}
            />
          ) : (
            <EmptyState message={t('badgesEmpty')} icon={<Medal aria-hidden="true" size={40} />} />
          )
        }
      </QueryView>
    </section>
  );
}
