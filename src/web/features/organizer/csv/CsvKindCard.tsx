import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileDown, Upload } from 'lucide-react';
import { CSV_COLUMNS, type CsvKind } from '../../../../shared/api/organizerCsv';
import { Button, buttonClassName } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { showToast } from '../../../lib/toast';
import type { OrganizerKey } from '../../../lib/i18n';
import { useCsvImport, csvExportUrl, csvTemplateUrl } from './api';
import { readCsvFile } from './readCsvFile';
import { CsvOutcome, importSummary, type CsvImportOutcome } from './CsvOutcome';
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

/** Where a refused file went wrong: the line and column the server named, if any. */
function placeOf(error: unknown): { line: string; column: string } | null {
  if (!(error instanceof ApiError)) return null;
  const fields = (error.body as { fields?: { line?: unknown; column?: unknown } } | undefined)
    ?.fields;
  if (typeof fields?.line !== 'string' || typeof fields.column !== 'string') return null;
  return { line: fields.line, column: fields.column };
}

/**
 * The files the picker offers: CSV (comma or semicolon separated) and the tab-separated text
 * Excel saves as "Unicode text" (.txt).
 */
const FILE_TYPES = '.csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain';

/** One kind of file: what it holds, its template, its download, and an import with its outcome. */
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
    // UTF-8 or Excel's UTF-16 "Unicode text", bounded in size; an older "CSV" in a Windows code
    // page is refused with the way out (save as "CSV UTF-8").
    const read = await readCsvFile(file);
    if ('refusal' in read) {
      refuse(t(read.refusal));
      return;
    }
    const { csv } = read;
    importer.mutate(
      { kind, csv },
      {
        onSuccess: (answer) => {
          const { created, updated, reused } = answer;
          setOutcome({ kind: 'imported', created, updated, reused });
          showToast(importSummary(t, answer), 'success');
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
      <a
        className={buttonClassName('ghost', 'csv-kind__template')}
        href={csvTemplateUrl(kind)}
        download
        aria-describedby={titleId}
      >
        <FileDown aria-hidden="true" size={20} />
        {t('csvDownloadTemplate')}
      </a>
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
          accept={FILE_TYPES}
          hidden
          aria-label={t('csvChooseFile', { kind: t(TITLES[kind]) })}
          onChange={(event) => void importFile(event)}
        />
      </div>
      {outcome && <CsvOutcome outcome={outcome} />}
    </Card>
  );
}
