/**
 * The console's CSV calls. A download is a plain link to the export (the session cookie goes
 * with it); an import is a console change, so every read refreshes after it (useConsoleChange).
 */
import {
  organizerCsvExportRoute,
  organizerCsvImportRoute,
  type CsvImportBody,
  type CsvKind,
} from '../../../../shared/api/organizerCsv';
import { useConsoleChange } from '../shared/api';

/** The address of the event's file of the kind. */
export const csvExportUrl = (kind: CsvKind) =>
  `${organizerCsvExportRoute.path}?${new URLSearchParams({ kind })}`;

export const useCsvImport = () =>
  useConsoleChange(organizerCsvImportRoute, (body: CsvImportBody) => ({ body }));
