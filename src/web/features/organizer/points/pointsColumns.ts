/**
 * The points table's columns and what a refusal says about them: every input of the grid as
 * the server names it (`rows.2.joker`), and a row's refusals in words.
 */
import type { FieldErrors, Path } from 'react-hook-form';
import {
  POINTS_TABLE_MAX_ROWS,
  type PointsTableInput,
} from '../../../../shared/api/organizerPoints';
import type { OrganizerKey } from '../../../lib/i18n';
import { consoleMessage } from '../shared/messages';

export const COLUMNS = ['score', 'joker', 'ladies'] as const;
export type Column = (typeof COLUMNS)[number];
export const COLUMN_KEYS: Record<Column, OrganizerKey> = {
  score: 'pointsColumnScore',
  joker: 'pointsColumnJoker',
  ladies: 'pointsColumnLadies',
};

export type RowErrors = NonNullable<FieldErrors<PointsTableInput>['rows']>[number];

/** Every input the grid can have, as the server names them in a refusal (`rows.2.joker`). */
export const GRID_FIELDS: Path<PointsTableInput>[] = Array.from(
  { length: POINTS_TABLE_MAX_ROWS },
  (_, index) => (['rank', ...COLUMNS] as const).map((column) => `rows.${index}.${column}` as const),
).flat();

/** A row's refusals in words, each with the column it is about. */
export function rowMessages(
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
