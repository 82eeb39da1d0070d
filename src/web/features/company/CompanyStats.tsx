import { useTranslation } from 'react-i18next';
import type { CompanyResponse } from '../../../shared/api/company';

/** The company's counts (product.md §2): events, teams and players, as three equal tiles. */
export function CompanyStats({ company }: { company: CompanyResponse }) {
  const { t } = useTranslation();
  const stats = [
    { key: 'events', value: company.event_count, label: t('companyStatEvents') },
    { key: 'teams', value: company.team_count, label: t('companyStatTeams') },
    { key: 'players', value: company.employee_count, label: t('companyStatPlayers') },
  ];
  return (
    <dl className="company-stats">
      {stats.map((stat) => (
        <div key={stat.key} className="company-stats__item">
          <dt className="company-stats__label">{stat.label}</dt>
          <dd className="company-stats__value tabular-nums">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
