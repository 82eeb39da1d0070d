import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';
import { POINTS_TABLE_MAX_ROWS } from '../../../../shared/api/organizerPoints';
import { Button } from '../../../components/Button';

interface PointsRankButtonsProps {
  rankCount: number;
  onAdd: () => void;
  onRemoveLast: () => void;
}

/** Under the grid: a rank more (up to the table's limit), or the last one less. */
export function PointsRankButtons({ rankCount, onAdd, onRemoveLast }: PointsRankButtonsProps) {
  const { t } = useTranslation('organizer');
  return (
    <div className="points-table__rows">
      <Button variant="secondary" disabled={rankCount >= POINTS_TABLE_MAX_ROWS} onClick={onAdd}>
        <Plus aria-hidden="true" size={20} />
        {t('pointsAddRank')}
      </Button>
      <Button variant="ghost" disabled={rankCount === 0} onClick={onRemoveLast}>
        <Minus aria-hidden="true" size={20} />
        {t('pointsRemoveLastRank')}
      </Button>
    </div>
  );
}
