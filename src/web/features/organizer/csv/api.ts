/**
 * The console's CSV calls. A download (the event's file, or a kind's template) is a plain link
 * (the session cookie goes with it); an import is a console change, so every read refreshes
 * after it (useConsoleChange).
 */
import {
  organizerCsvExportRoute,
  organizerCsvImportRoute,
  organizerCsvTemplateRoute,
  type CsvImportBody,
  type CsvKind,
  type CsvTemplateDelimiter,
} from '../../../../shared/api/organizerCsv';
import { useConsoleChange } from '../shared/api';

/** The address of the event's file of the kind. */
export const csvExportUrl = (kind: CsvKind) =>
  `${organizerCsvExportRoute.path}?${new URLSearchParams({ kind })}`;

/**
 * The delimiter a spreadsheet on this computer splits a CSV file's columns at, as far as the
 * browser tells: Excel takes the region's list separator, a semicolon where decimals are written
 * with a comma (NL, DE, FR, …), else a comma.
 */
export function spreadsheetDelimiter(locale?: string): CsvTemplateDelimiter {
  const decimal = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  return decimal === ',' ? 'semicolon' : 'comma';
}

/** The address of the kind's template (its header row and one example row), for this computer. */
export const csvTemplateUrl = (kind: CsvKind, delimiter = spreadsheetDelimiter()) =>
  `${organizerCsvTemplateRoute.path}?${new URLSearchParams({ kind, delimiter })}`;

export const useCsvImport = () =>
  useConsoleChange(organizerCsvImportRoute, (body: CsvImportBody) => ({ body }));
