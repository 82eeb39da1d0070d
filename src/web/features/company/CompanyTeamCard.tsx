import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { CompanyTeam } from '../../../shared/api/company';
import { Img } from '../../components/Img';
import { SelectionLink } from '../../components/SelectionLink';
import { parseDate } from '../../lib/dates';
import '../../components/rowCard.css';

/** A team of the company: picture, name, its event and year; opens /team (otherTeamId). */
export function CompanyTeamCard({ team }: { team: CompanyTeam }) {
  const { t } = useTranslation();
  const year = parseDate(team.date)?.year();
  return (
    <SelectionLink to="/team" selectionKey="otherTeamId" id={team.id} className="row-card">
      <Img
        src={team.photo_url}
        alt=""
        fallback="team"
        width={56}
        height={56}
        className="row-card__thumb"
      />
      <span className="row-card__text">
        <span className="row-card__title" dir="auto">
          {team.name}
        </span>
        <span className="row-card__detail" dir="auto">
          {year === undefined
            ? team.event_name
            : t('companyTeamEventYear', { event: team.event_name, year })}
        </span>
      </span>
      <ChevronRight className="row-card__chevron flip-in-rtl" aria-hidden="true" size={20} />
    </SelectionLink>
  );
}
