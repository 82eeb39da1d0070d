import { ChevronRight } from 'lucide-react';
import type { Rival } from '../../../shared/api/rivals';
import { Img } from '../../components/Img';
import { SelectionLink } from '../../components/SelectionLink';
import '../../components/rowCard.css';

/** A rival team: picture, name, company and slogan; opens its /team (otherTeamId). */
export function RivalCard({ rival }: { rival: Rival }) {
  return (
    <SelectionLink to="/team" selectionKey="otherTeamId" id={rival.id} className="row-card">
      <Img
        src={rival.photo_url}
        alt=""
        fallback="team"
        width={56}
        height={56}
        className="row-card__thumb"
      />
      <span className="row-card__text">
        <span className="row-card__title" dir="auto">
          {rival.name}
        </span>
        <span className="row-card__detail" dir="auto">
          {rival.company_name}
        </span>
        {rival.message && (
          <span className="row-card__detail rival-card__slogan" dir="auto">
            {rival.message}
          </span>
        )}
      </span>
      <ChevronRight className="row-card__chevron flip-in-rtl" aria-hidden="true" size={20} />
    </SelectionLink>
  );
}
