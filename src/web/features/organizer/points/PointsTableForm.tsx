import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray } from 'react-hook-form';
import { pointsTableBody, type OrganizerPointsRow } from '../../../../shared/api/organizerPoints';
import { Button } from '../../../components/Button';
import { FieldError } from '../../../components/TextField';
import { showToast } from '../../../lib/toast';
import { consoleMessage } from '../shared/messages';
import { useConsoleForm } from '../shared/useConsoleForm';
import { useSavePointsTable } from './api';
import { LadiesSwitch } from './LadiesSwitch';
import { COLUMNS, GRID_FIELDS } from './pointsColumns';
import { PointsGrid } from './PointsGrid';
import { PointsRankButtons } from './PointsRankButtons';

const hasLadies = (rows: OrganizerPointsRow[]) => rows.some((row) => row.ladies !== null);

/**
 * The points table as an editable grid: one row per rank (ranks follow the rows, 1..n), points
 * and joker bonus per rank, and the ladies bonus column while its switch is on. Saving replaces
 * the whole table; the server recomputes the points of every saved result with it.
 */
export function PointsTableForm({ initial }: { initial: OrganizerPointsRow[] }) {
  const { t } = useTranslation('organizer');
  const saveTable = useSavePointsTable();
  const [withLadies, setWithLadies] = useState(hasLadies(initial));
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
    setWithLadies(hasLadies(initial));
  };

  const addRank = () =>
    append({ rank: fields.length + 1, score: 0, joker: 0, ladies: withLadies ? 0 : null });

  const columns = COLUMNS.filter((column) => column !== 'ladies' || withLadies);
  return (
    <form className="console-form" noValidate onSubmit={onSubmit}>
      <LadiesSwitch checked={withLadies} onChange={switchLadies} />
      {fields.length === 0 ? (
        <p className="console__lead">{t('pointsTableEmpty')}</p>
      ) : (
        <PointsGrid rows={fields} columns={columns} register={register} errors={errors.rows} />
      )}
      {errors.rows?.message && (
        <FieldError role="alert">{consoleMessage(errors.rows.message)}</FieldError>
      )}
      <PointsRankButtons
        rankCount={fields.length}
        onAdd={addRank}
        onRemoveLast={() => remove(fields.length - 1)}
      />
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
