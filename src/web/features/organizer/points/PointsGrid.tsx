import { useTranslation } from 'react-i18next';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { POINTS_MAX, type PointsTableInput } from '../../../../shared/api/organizerPoints';
import { FieldInput } from '../../../components/TextField';
import { COLUMN_KEYS, rowMessages, type Column } from './pointsColumns';
import { PointsRow } from './PointsRow';

interface PointsGridProps {
  /** The rows as the form's field array keys them. */
  rows: readonly { id: string }[];
  /** The columns shown: points and joker bonus, and the ladies bonus while it is on. */
  columns: readonly Column[];
  register: UseFormRegister<PointsTableInput>;
  errors: FieldErrors<PointsTableInput>['rows'];
}

const number = { valueAsNumber: true } as const;

/** The points table as a grid of number inputs: one row per rank (1..n), one column per bonus. */
export function PointsGrid({ rows, columns, register, errors }: PointsGridProps) {
  const { t } = useTranslation('organizer');
  return (
    <table className="points-table">
      <caption className="visually-hidden">{t('pointsTableTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pointsColumnRank')}</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(COLUMN_KEYS[column])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const rank = index + 1;
          const rowErrors = errors?.[index];
          const messageId = `points-row-${rank}-message`;
          return (
            <PointsRow
              key={row.id}
              rank={rank}
              columnCount={columns.length + 1}
              messages={rowMessages(rowErrors, columns, (key) => t(key))}
              messageId={messageId}
            >
              {columns.map((column) => (
                <td key={column}>
                  <FieldInput
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={POINTS_MAX}
                    step={1}
                    className="points-table__input"
                    aria-label={t('pointsCellLabel', { column: t(COLUMN_KEYS[column]), rank })}
                    aria-invalid={rowErrors?.[column] ? true : undefined}
                    aria-describedby={rowErrors?.[column] ? messageId : undefined}
                    {...register(`rows.${index}.${column}`, number)}
                  />
                </td>
              ))}
            </PointsRow>
          );
        })}
      </tbody>
    </table>
  );
}
