import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { HorizontalStrip } from '../../../components/HorizontalStrip';
import { Img } from '../../../components/Img';
import { setSelection } from '../../../lib/session';
import { useHomeCompanies } from '../api/home';
import { StripCard } from './StripCard';

/** The companies taking part (not shown for an in-house event); each opens its company page. */
export function CompaniesStrip() {
  const { t } = useTranslation();
  const companies = useHomeCompanies();
  return (
    <HorizontalStrip
      title={t('companies')}
      to="/companies"
      query={companies}
      items={companies.data}
      itemKey={(company) => company.id}
      emptyMessage={t('noCompaniesFound')}
      emptyIcon={<Building2 aria-hidden="true" size={32} />}
      renderItem={(company) => (
        <StripCard
          to="/company"
          onNavigate={() => setSelection('otherCompanyId', company.id)}
          media={
            <Img
              src={company.photo_url}
              alt=""
              fallback="company"
              width={144}
              height={108}
              className="strip-card__logo"
            />
          }
          title={company.name}
          subtitle={t('teamCount', { count: company.team_count })}
        />
      )}
    />
  );
}
