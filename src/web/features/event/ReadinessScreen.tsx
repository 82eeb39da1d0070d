import { useTranslation } from 'react-i18next';
import { ChevronRight, Gauge } from 'lucide-react';
import type { ReadinessResponse } from '../../../shared/api/team';
import { clampPercent } from '../../../shared/readiness';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { GridSkeleton } from '../../components/GridSkeleton';
import { Img } from '../../components/Img';
import { ListHeader } from '../../components/ListHeader';
import { ProgressBar } from '../../components/ProgressBar';
import { QueryView } from '../../components/QueryView';
import { RowCardSkeleton } from '../../components/RowCardSkeleton';
import { SelectionLink } from '../../components/SelectionLink';
import { ApiError, apiErrorText } from '../../lib/api';
import { useReadiness } from './readinessApi';
import '../../components/rowCard.css';

type TeamReadiness = ReadinessResponse['teams'][number];

/**
 * /readiness (SPEC §2): the contact person's teams in the event, each with its readiness
 * percent (CLARIFICATIONS: satisfied items ÷ 8) and a progress bar clamped to 0–100 %
 * (SPEC §9); each team opens /team.
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
    <SelectionLink to="/team" selectionKey="otherTeamId" id={team.team_id} className="row-card">
      <Img
        src={team.team_picture}
        alt=""
        fallback="team"
        width={56}
        height={56}
        className="row-card__thumb"
      />
      <span className="row-card__text">
        <span className="row-card__title" dir="auto">
          {team.team_name}
        </span>
        <span className="row-card__detail tabular-nums">
          {t('readinessPercent', { percent: shown })}
        </span>
        <ProgressBar value={percent} label={t('readinessOf', { team: team.team_name })} />
      </span>
      <ChevronRight className="row-card__chevron flip-in-rtl" aria-hidden="true" size={20} />
    </SelectionLink>
  );
}
