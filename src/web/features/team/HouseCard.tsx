import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseSummary } from '../../../shared/api/team';
import { RowCard, RowCardDetail, RowCardTitle } from '../../components/RowCard';

/** A house row: its colour, name and number of teams; opens /house. */
export function HouseCard({ house }: { house: HouseSummary }) {
  const { t } = useTranslation();
  return (
    <RowCard
      link={{ to: '/house', selectionKey: 'selectedHouseId', id: house.id }}
      media={
        <span
          className="house-swatch"
          style={{ '--house-color': house.color } as CSSProperties}
          aria-hidden="true"
        />
      }
    >
      <RowCardTitle dir="auto">{house.name}</RowCardTitle>
      <RowCardDetail className="tabular-nums">
        {t('teamCount', { count: house.team_count })}
      </RowCardDetail>
    </RowCard>
  );
}
