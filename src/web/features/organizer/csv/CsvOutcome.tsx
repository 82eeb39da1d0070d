import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice';

/** What an import did, or why nothing of the file was stored and where. */
export type CsvImportOutcome =
  | { kind: 'imported'; created: number; updated: number; reused: number }
  | { kind: 'refused'; reason: string; place: { line: string; column: string } | null };

/** What an import did, in one line: new, changed, and companies reused from earlier events. */
export function importSummary(
  t: TFunction<'organizer'>,
  { created, updated, reused }: { created: number; updated: number; reused: number },
): string {
  if (created + updated + reused === 0) return t('csvImportUnchanged');
  return reused > 0
    ? t('csvImportDoneReused', { created, updated, reused })
    : t('csvImportDone', { created, updated });
}

/** A column the server names by its place (a cell past the header's last, an empty header). */
const isColumnNumber = (column: string) => /^[0-9]+$/.test(column);

/**
 * The outcome under a kind's card. A refusal reads "Line 3, column “session_start”: …"; the
 * column is as the file's header writes it, so it may be long and without spaces: the notice
 * wraps anywhere (csv.css) rather than run off a phone's screen.
 */
export function CsvOutcome({ outcome }: { outcome: CsvImportOutcome }) {
  const { t } = useTranslation('organizer');
  if (outcome.kind === 'imported') {
    return (
      <Notice kind="success" role="status" title={t('csvImportedTitle')}>
        <p>{importSummary(t, outcome)}</p>
      </Notice>
    );
  }
  const { place, reason } = outcome;
  return (
    <div className="csv-outcome">
      <Notice kind="error" role="alert" title={t('csvRefusedTitle')}>
        <p>
          {place === null
            ? reason
            : t(isColumnNumber(place.column) ? 'csvRefusedAtNumber' : 'csvRefusedAt', {
                line: place.line,
                column: place.column,
                reason,
              })}
        </p>
      </Notice>
    </div>
  );
}
