import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { HouseSummary } from '../../../shared/api/team';
import { SelectionLink } from '../../components/SelectionLink';
import '../../components/rowCard.css';

/** A house row: its colour, name and number of teams; opens /house. */
export function HouseCard({ house }: { house: HouseSummary }) {
  const { t } = useTranslation();
  return (
    <SelectionLink to="/house" selectionKey="selectedHouseId" id={house.id} className="row-card">
      <span
        className="house-swatch"
        style={{ '--house-color': house.color } as CSSProperties}
        aria-hidden="true"
      />
      <span className="row-card__text">
        <span className="row-card__title" dir="auto">
          {house.name}
        </span>
        <span className="row-card__detail tabular-nums">
          {t('teamCount', { count: house.team_count })}
        </span>
      </span>
      <ChevronRight className="row-card__chevron flip-in-rtl" aria-hidden="true" size={20} />
    </SelectionLink>
  );
}
