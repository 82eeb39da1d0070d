import { useTranslation } from 'react-i18next';
import type { CompanyTeam } from '../../../shared/api/company';
import { RowCard, RowCardDetail, RowCardThumb, RowCardTitle } from '../../components/RowCard';
import { parseDate } from '../../lib/dates';

/** A team of the company: picture, name, its event and year; opens /team (otherTeamId). */
export function CompanyTeamCard({ team }: { team: CompanyTeam }) {
  const { t } = useTranslation();
  const year = parseDate(team.date)?.year();
  return (
    <RowCard
      link={{ to: '/team', selectionKey: 'otherTeamId', id: team.id }}
      media={<RowCardThumb src={team.photo_url} fallback="team" />}
    >
      <RowCardTitle dir="auto">{team.name}</RowCardTitle>
      <RowCardDetail dir="auto">
        {year === undefined
          ? team.event_name
          : t('companyTeamEventYear', { event: team.event_name, year })}
      </RowCardDetail>
    </RowCard>
  );
}
