import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, type FieldErrors, type Path } from 'react-hook-form';
import { Minus, Plus } from 'lucide-react';
import {
  POINTS_MAX,
  POINTS_TABLE_MAX_ROWS,
  pointsTableBody,
  type OrganizerPointsRow,
  type PointsTableInput,
} from '../../../shared/api/organizerPoints';
import { Button } from '../../components/Button';
import '../../components/TextField.css';
import { showToast } from '../../lib/toast';
import type { OrganizerKey } from '../../lib/i18n';
import { useSavePointsTable } from './apiPoints';
import { LadiesSwitch } from './LadiesSwitch';
import { consoleMessage } from './messages';
import { useConsoleForm } from './useConsoleForm';

const COLUMNS = ['score', 'joker', 'ladies'] as const;
type Column = (typeof COLUMNS)[number];
const COLUMN_KEYS: Record<Column, OrganizerKey> = {
  score: 'pointsColumnScore',
  joker: 'pointsColumnJoker',
  ladies: 'pointsColumnLadies',
};

type RowErrors = NonNullable<FieldErrors<PointsTableInput>['rows']>[number];

/** Every input the grid can have, as the server names them in a refusal (`rows.2.joker`). */
const GRID_FIELDS: Path<PointsTableInput>[] = Array.from(
  { length: POINTS_TABLE_MAX_ROWS },
  (_, index) => (['rank', ...COLUMNS] as const).map((column) => `rows.${index}.${column}` as const),
).flat();

/**
 * The points table as an editable grid: one row per rank (ranks follow the rows, 1..n), points
 * and joker bonus per rank, and the ladies bonus column while its switch is on. Saving replaces
 * the whole table; the server recomputes the points of every saved result with it.
 */
export function PointsTableForm({ initial }: { initial: OrganizerPointsRow[] }) {
  const { t } = useTranslation('organizer');
  const saveTable = useSavePointsTable();
  const [withLadies, setWithLadies] = useState(initial.some((row) => row.ladies !== null));
  const {
    register,
    control,
    setValue,
    getValues,
    reset,
    onSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useConsoleForm({
    schema: pointsTableBody,
    defaultValues: { rows: initial },
    fields: GRID_FIELDS,
    save: async (body) => {
      await saveTable.mutateAsync(body);
      showToast(t('organizerSaved'), 'success');
    },
    resetTo: (body) => ({ rows: body.rows }),
    failureLog: 'Failed to save the points table',
    mode: 'onTouched',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });

  const switchLadies = (on: boolean) => {
    setWithLadies(on);
    getValues('rows').forEach((_, index) =>
      setValue(`rows.${index}.ladies`, on ? 0 : null, { shouldDirty: true }),
    );
  };

  const discard = () => {
    reset({ rows: initial });
    setWithLadies(initial.some((row) => row.ladies !== null));
  };

  const columns = COLUMNS.filter((column) => column !== 'ladies' || withLadies);
  const number = { valueAsNumber: true } as const;
  return (
    <form className="console-form" noValidate onSubmit={onSubmit}>
      <LadiesSwitch checked={withLadies} onChange={switchLadies} />
      {fields.length === 0 ? (
        <p className="console__lead">{t('pointsTableEmpty')}</p>
      ) : (
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
            {fields.map((field, index) => {
              const rank = index + 1;
              const rowErrors = errors.rows?.[index];
              const messageId = `points-row-${rank}-message`;
              return (
                <PointsRow
                  key={field.id}
                  rank={rank}
                  columnCount={columns.length + 1}
                  messages={rowMessages(rowErrors, columns, (key) => t(key))}
                  messageId={messageId}
                >
                  {columns.map((column) => (
                    <td key={column}>
                      <input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={POINTS_MAX}
                        step={1}
                        className="field__input points-table__input"
                        aria-label={t('pointsCellLabel', {
                          column: t(COLUMN_KEYS[column]),
                          rank,
                        })}
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
      )}
      {errors.rows?.message && (
        <p className="field__error" role="alert">
          {consoleMessage(errors.rows.message)}
        </p>
      )}
      <div className="points-table__rows">
        <Button
          variant="secondary"
          disabled={fields.length >= POINTS_TABLE_MAX_ROWS}
          onClick={() =>
            append({ rank: fields.length + 1, score: 0, joker: 0, ladies: withLadies ? 0 : null })
          }
        >
          <Plus aria-hidden="true" size={20} />
          {t('pointsAddRank')}
        </Button>
        <Button
          variant="ghost"
          disabled={fields.length === 0}
          onClick={() => remove(fields.length - 1)}
        >
          <Minus aria-hidden="true" size={20} />
          {t('pointsRemoveLastRank')}
        </Button>
      </div>
      <p className="console__lead">{t('pointsTableHint')}</p>
      <div className="console-form__actions">
        {isDirty && (
          <Button variant="ghost" onClick={discard}>
            {t('pointsDiscardChanges')}
          </Button>
        )}
        <Button type="submit" busy={isSubmitting}>
          {t('pointsSaveTable')}
        </Button>
      </div>
    </form>
  );
}

/** A row's refusals in words, each with the column it is about. */
function rowMessages(
  rowErrors: RowErrors | undefined,
  columns: readonly Column[],
  label: (key: OrganizerKey) => string,
): string[] {
  if (!rowErrors) return [];
  const messages: string[] = [];
  if (rowErrors.rank?.message) messages.push(consoleMessage(rowErrors.rank.message) ?? '');
  for (const column of columns) {
    const message = consoleMessage(rowErrors[column]?.message);
    if (message) messages.push(`${label(COLUMN_KEYS[column])}: ${message}`);
  }
  return messages;
}

interface PointsRowProps {
  rank: number;
  columnCount: number;
  messages: string[];
  messageId: string;
  children: ReactNode;
}

/** One rank of the grid, with its refusals on a line of their own under it. */
function PointsRow({ rank, columnCount, messages, messageId, children }: PointsRowProps) {
  return (
    <>
      <tr className={messages.length ? 'points-table__row--invalid' : undefined}>
        <th scope="row" className="points-table__rank">
          {rank}
        </th>
        {children}
      </tr>
      {messages.length > 0 && (
        <tr className="points-table__message">
          <td colSpan={columnCount} id={messageId}>
            {messages.map((message) => (
              <p key={message} className="field__error">
                {message}
              </p>
            ))}
          </td>
        </tr>
      )}
    </>
  );
}
