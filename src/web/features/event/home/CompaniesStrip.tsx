import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { Img } from '../../../components/Img';
import { setSelection } from '../../../lib/session';
import { useHomeCompanies } from '../../company/api';
import { HomeStrip } from './HomeStrip';

/** The companies taking part (not shown for an in-house event); each opens its company page. */
export function CompaniesStrip() {
  const { t } = useTranslation();
  const companies = useHomeCompanies();
  return (
    <HomeStrip
      query={companies}
      titleKey="companies"
      to="/companies"
      emptyKey="noCompaniesFound"
      emptyIcon={Building2}
      itemKey={(company) => company.id}
      card={(company) => ({
        to: '/company',
        onNavigate: () => setSelection('otherCompanyId', company.id),
        media: (
          <Img
            src={company.photo_url}
            alt=""
            fallback="company"
            width={144}
            height={108}
            className="strip-card__logo"
          />
        ),
        title: company.name,
        subtitle: t('teamCount', { count: company.team_count }),
      })}
    />
  );
}
