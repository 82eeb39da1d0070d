/**
 * The console's CSV templates: per kind, the header row and one example row, written as an export
 * writes files (UTF-8 with a byte-order mark, so Excel reads the accents right; CRLF lines), with
 * commas or, for spreadsheets that split columns at semicolons (NL/DE/FR), semicolons. The
 * example rows fit together: imported in set-up order into an event that has a challenge named
 * "Example Challenge" with a session at the example's start, each one imports cleanly (the
 * result row needs that challenge, since challenges are not part of the files).
 */
import {
  CSV_TEMPLATE_DELIMITERS,
  type CSV_COLUMNS,
  type CsvKind,
  type CsvTemplateDelimiter,
} from '../../../shared/api/organizerCsv';
import { writeCsv, type CsvCell } from './csv';

type ExampleRows = { [K in CsvKind]: Record<(typeof CSV_COLUMNS)[K][number], CsvCell> };

/**
 * The example row of each kind; addresses under example.com, which mail never reaches. No cell
 * holds a decimal point, which a spreadsheet of a decimal-comma region would read as a date.
 */
export const CSV_TEMPLATE_ROWS: ExampleRows = {
  companies: {
    name: 'Example Company',
    contact_first_name: 'Alex',
    contact_last_name: 'Example',
    contact_email: 'alex@example.com',
  },
  teams: {
    name: 'Example Team',
    company: 'Example Company',
    house: 'Example House',
    house_color: '#2A9D8F',
  },
  players: {
    email: 'sam@example.com',
    first_name: 'Sam',
    last_name: 'Example',
    team: 'Example Team',
    company: 'Example Company',
    captain: true,
  },
  results: {
    battle: 'Example Challenge',
    session_start: '2030-06-01T10:00:00.000Z',
    team: 'Example Team',
    rank: 1,
    score_1: 12,
    score_2: null,
    time_1: '01:02:345',
    time_2: null,
    ladies: false,
    fairplay: false,
    disqualified: false,
  },
};

/** The template file of the kind, separated by commas or semicolons. */
export const csvTemplate = <K extends CsvKind>(
  kind: K,
  delimiter: CsvTemplateDelimiter = 'comma',
): string => writeCsv(kind, [CSV_TEMPLATE_ROWS[kind]], CSV_TEMPLATE_DELIMITERS[delimiter]);
