import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice';

/** What an import did, or why nothing of the file was stored and where. */
export type CsvImportOutcome =
  | { kind: 'imported'; created: number; updated: number }
  | { kind: 'refused'; reason: string; place: { line: string; column: string } | null };

export function CsvOutcome({ outcome }: { outcome: CsvImportOutcome }) {
  const { t } = useTranslation('organizer');
  if (outcome.kind === 'imported') {
    const unchanged = outcome.created === 0 && outcome.updated === 0;
    return (
      <Notice kind="success" role="status" title={t('csvImportedTitle')}>
        <p>
          {unchanged
            ? t('csvImportUnchanged')
            : t('csvImportDone', { created: outcome.created, updated: outcome.updated })}
        </p>
      </Notice>
    );
  }
  return (
    <Notice kind="error" role="alert" title={t('csvRefusedTitle')}>
      {outcome.place && (
        <p className="csv-outcome__place">
          {t('csvRefusedAt', { line: outcome.place.line, column: outcome.place.column })}
        </p>
      )}
      <p>{outcome.reason}</p>
    </Notice>
  );
}
