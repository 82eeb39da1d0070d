import { useTranslation } from 'react-i18next';
import { Gauge } from 'lucide-react';
import type { ReadinessResponse } from '../../../shared/api/team';
import { clampPercent } from '../../../shared/readiness';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { GridSkeleton } from '../../components/GridSkeleton';
import { ListHeader } from '../../components/ListHeader';
import { ProgressBar } from '../../components/ProgressBar';
import { QueryView } from '../../components/QueryView';
import { RowCard, RowCardDetail, RowCardThumb, RowCardTitle } from '../../components/RowCard';
import { RowCardSkeleton } from '../../components/RowCardSkeleton';
import { ApiError, apiErrorText } from '../../lib/api';
import { useReadiness } from './api';

type TeamReadiness = ReadinessResponse['teams'][number];

/**
 * /readiness (product.md §2): the contact person's teams in the event, each with its readiness
 * percent (product.md §10: satisfied items ÷ 8) and a progress bar clamped to 0–100 %
 * (product.md §9); each team opens /team.
 */
export default function ReadinessScreen() {
  const { t } = useTranslation();
  const readiness = useReadiness();

  if (readiness.error instanceof ApiError && readiness.error.status === 403) {
    return (
      <section className="screen">
        <ListHeader title={t('readiness')} back="/home" />
        <EmptyState
          message={apiErrorText(readiness.error)}
          icon={<Gauge aria-hidden="true" size={40} />}
        />
      </section>
    );
  }
  return (
    <section className="screen">
      <ListHeader title={t('readiness')} count={readiness.data?.length} back="/home">
        <p className="text-muted">{t('readinessIntro')}</p>
      </ListHeader>
      <QueryView
        query={readiness}
        loading={<GridSkeleton columns={1} card={<RowCardSkeleton />} count={4} />}
      >
        {(teams) =>
          teams.length > 0 ? (
            <CardGrid
              columns={1}
              items={teams}
              itemKey={(team) => team.team_id}
              itemHeight={96}
              label={t('readiness')}
              renderItem={(team) => <ReadinessCard team={team} />}
            />
          ) : (
            <EmptyState message={t('noTeamsFound')} icon={<Gauge aria-hidden="true" size={40} />} />
          )
        }
      </QueryView>
    </section>
  );
}

/** One team: picture, name, its readiness as a percent and as a bar; opens /team. */
function ReadinessCard({ team }: { team: TeamReadiness }) {
  const { t, i18n } = useTranslation();
  const percent = clampPercent(team.readiness);
  const shown = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    numberingSystem: 'latn',
  }).format(percent / 100);
  return (
    <RowCard
      link={{ to: '/team', selectionKey: 'otherTeamId', id: team.team_id }}
      media={<RowCardThumb src={team.team_picture} fallback="team" />}
    >
      <RowCardTitle dir="auto">{team.team_name}</RowCardTitle>
      <RowCardDetail className="tabular-nums">
        {t('readinessPercent', { percent: shown })}
      </RowCardDetail>
      <ProgressBar value={percent} label={t('readinessOf', { team: team.team_name })} />
    </RowCard>
  );
}
