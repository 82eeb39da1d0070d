import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { CompanyListItem } from '../../../shared/api/company';
import { Img } from '../../components/Img';
import { SelectionLink } from '../../components/SelectionLink';
import '../../components/rowCard.css';

/** A company row: logo, name and its number of teams in the event; opens /company. */
export function CompanyCard({ company }: { company: CompanyListItem }) {
  const { t } = useTranslation();
  return (
    <SelectionLink to="/company" selectionKey="otherCompanyId" id={company.id} className="row-card">
      <Img
        src={company.photo_url}
        alt=""
        fallback="company"
        width={56}
        height={56}
        className="row-card__thumb"
      />
      <span className="row-card__text">
        <span className="row-card__title" dir="auto">
          {company.name}
        </span>
        <span className="row-card__detail tabular-nums">
          {t('teamCount', { count: company.team_count })}
        </span>
      </span>
      <ChevronRight className="row-card__chevron flip-in-rtl" aria-hidden="true" size={20} />
    </SelectionLink>
  );
}
