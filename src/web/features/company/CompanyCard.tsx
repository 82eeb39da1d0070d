import { useTranslation } from 'react-i18next';
import type { CompanyListItem } from '../../../shared/api/company';
import { RowCard, RowCardDetail, RowCardThumb, RowCardTitle } from '../../components/RowCard';

/** A company row: logo, name and its number of teams in the event; opens /company. */
export function CompanyCard({ company }: { company: CompanyListItem }) {
  const { t } = useTranslation();
  return (
    <RowCard
      link={{ to: '/company', selectionKey: 'otherCompanyId', id: company.id }}
      media={<RowCardThumb src={company.photo_url} fallback="company" />}
    >
      <RowCardTitle dir="auto">{company.name}</RowCardTitle>
      <RowCardDetail className="tabular-nums">
        {t('teamCount', { count: company.team_count })}
      </RowCardDetail>
    </RowCard>
  );
}
