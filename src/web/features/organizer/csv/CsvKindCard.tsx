import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Upload } from 'lucide-react';
import {
  CSV_COLUMNS,
  CSV_MAX_BYTES,
  csvMessages,
  type CsvKind,
} from '../../../../shared/api/organizerCsv';
import { Button, buttonClassName } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { showToast } from '../../../lib/toast';
import type { OrganizerKey } from '../../../lib/i18n';
import { useCsvImport, csvExportUrl } from './api';
import { CsvOutcome, type CsvImportOutcome } from './CsvOutcome';
import { consoleFailure } from '../shared/messages';
import { ApiError } from '../../../lib/api';

const TITLES: Record<CsvKind, OrganizerKey> = {
  companies: 'csvCompanies',
  teams: 'csvTeams',
  players: 'csvPlayers',
  results: 'csvResults',
};

const HINTS: Record<CsvKind, OrganizerKey> = {
  companies: 'csvCompaniesHint',
  teams: 'csvTeamsHint',
  players: 'csvPlayersHint',
  results: 'csvResultsHint',
};

/** What the browser reads in place of bytes that are not UTF-8. */
const NOT_UTF8 = '\uFFFD';

/** Where a refused file went wrong: the line and column the server named, if any. */
function placeOf(error: unknown): { line: string; column: string } | null {
  if (!(error instanceof ApiError)) return null;
  const fields = (error.body as { fields?: { line?: unknown; column?: unknown } } | undefined)
    ?.fields;
  if (typeof fields?.line !== 'string' || typeof fields.column !== 'string') return null;
  return { line: fields.line, column: fields.column };
}

/** One kind of file: what it holds, its download, and an import with its outcome. */
export function CsvKindCard({ kind }: { kind: CsvKind }) {
  const { t } = useTranslation('organizer');
  const importer = useCsvImport();
  const picker = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [outcome, setOutcome] = useState<CsvImportOutcome | null>(null);
  const refuse = (reason: string) => setOutcome({ kind: 'refused', reason, place: null });

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after fixing it.
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    if (file.size > CSV_MAX_BYTES) {
      refuse(t(csvMessages.tooLarge));
      return;
    }
    const csv = await file.text().catch(() => null);
    if (csv === null) {
      refuse(t(csvMessages.unreadable));
      return;
    }
    // A spreadsheet's older "CSV" is not UTF-8: its accents would arrive as replacement marks.
    if (csv.includes(NOT_UTF8)) {
      refuse(t('csvNotUtf8'));
      return;
    }
    importer.mutate(
      { kind, csv },
      {
        onSuccess: (answer) => {
          setOutcome({ kind: 'imported', created: answer.created, updated: answer.updated });
          showToast(
            answer.created + answer.updated === 0
              ? t('csvImportUnchanged')
              : t('csvImportDone', { created: answer.created, updated: answer.updated }),
            'success',
          );
        },
        onError: (failure) =>
          setOutcome({ kind: 'refused', reason: consoleFailure(failure), place: placeOf(failure) }),
      },
    );
  }

  return (
    <Card className="csv-kind">
      <h2 id={titleId} className="csv-kind__title">
        {t(TITLES[kind])}
      </h2>
      <p className="csv-kind__hint">{t(HINTS[kind])}</p>
      <p className="csv-kind__columns">
        <span>{t('csvColumns')}</span> <code dir="ltr">{CSV_COLUMNS[kind].join(', ')}</code>
      </p>
      <div className="csv-kind__actions">
        <a
          className={buttonClassName('secondary')}
          href={csvExportUrl(kind)}
          download
          aria-describedby={titleId}
        >
          <Download aria-hidden="true" size={20} />
          {t('csvDownload')}
        </a>
        <Button
          busy={importer.isPending}
          aria-describedby={titleId}
          onClick={() => picker.current?.click()}
        >
          <Upload aria-hidden="true" size={20} />
          {t('csvImport')}
        </Button>
        <input
          ref={picker}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={t('csvChooseFile', { kind: t(TITLES[kind]) })}
          onChange={(event) => void importFile(event)}
        />
      </div>
      {outcome && <CsvOutcome outcome={outcome} />}
    </Card>
  );
}
