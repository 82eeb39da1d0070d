/**
 * CSV files of the organizer console, read and written with the `csv` project's parser and
 * stringifier (never by hand): quoted fields with delimiters, `""` and line breaks, CRLF or LF, a
 * byte-order mark from spreadsheet exports, and the delimiter spreadsheets write where they are
 * used (a comma, a semicolon in NL/DE/FR, a tab in Excel's "Unicode text"), read from the
 * header line. Header names are taken in any case, with spaces around them, and with spaces or
 * dashes for underscores (`Session Start` is `session_start`). A file is read into rows that know
 * their line as a spreadsheet numbers it (the header is line 1; a quoted field holding line
 * breaks stays one line; an empty line is a line too), each checked by its kind's row schema,
 * built from the same shared rules as the console forms. Any refusal names the line and the
 * column.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { BadRequestError, HttpError } from '../../http/errors';
import { TEXT_MAX, emailSchema, requiredText } from '../../../shared/validation';
import { hexColor, momentInput } from '../../../shared/api/organizer';
import { companyCreateBody } from '../../../shared/api/organizerTeams';
import { createEmployeeBody } from '../../../shared/api/employees';
import { crewMessages, MAX_RANK, MAX_SCORE } from '../../../shared/api/crew';
import { parseTime } from '../../../shared/scoring';
import {
  CSV_COLUMNS,
  CSV_MAX_ROWS,
  CSV_NO,
  CSV_OPTIONAL_COLUMNS,
  CSV_YES,
  csvMessages,
  type CsvKind,
} from '../../../shared/api/organizerCsv';

// ---------------------------------------------------------------------------------------------
// Refusals with a line and a column
// ---------------------------------------------------------------------------------------------

/** A refusal of the file at a line (1: the header) and a column (its header name). */
export function badRow(line: number, column: string, message: string): never {
  throw new BadRequestError(message, { line: String(line), column });
}

const isRowRefusal = (err: HttpError) => err.fields?.line !== undefined;

/**
 * Runs the writes of one row: a refusal of an area's write (a taken name, a full team) becomes
 * a refusal of the row, on the column its field comes from (`columnOf`), else on `column`.
 */
export async function atRow<T>(
  line: number,
  column: string,
  work: () => Promise<T>,
  columnOf: Readonly<Record<string, string>> = {},
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500 && !isRowRefusal(err)) {
      const field = Object.keys(err.fields ?? {})[0];
      badRow(line, (field && columnOf[field]) || column, err.message);
    }
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Cells a spreadsheet would run as formulas
// ---------------------------------------------------------------------------------------------

/**
 * A cell starting with = + - @ (or a tab or return) is a formula to a spreadsheet: a team name
 * like `=HYPERLINK(…)` would run on the organizer's computer. Such a cell is written with a
 * leading apostrophe, which spreadsheets show as text; so is a cell starting with an apostrophe,
 * so that reading takes exactly one off again and a round trip gives the same text.
 */
const FORMULA_START = /^[=+\-@\t\r']/;

export const spreadsheetSafe = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);
const fromSpreadsheet = (cell: string) => (cell.startsWith("'") ? cell.slice(1) : cell);

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/** A cell's value: text, a number, yes/no, or empty. */
export type CsvCell = string | number | boolean | null;

/**
 * A file of the kind: a byte-order mark (spreadsheets then read UTF-8), the header, CRLF lines,
 * cells separated by commas unless told.
 */
export function writeCsv<K extends CsvKind>(
  kind: K,
  rows: readonly Record<(typeof CSV_COLUMNS)[K][number], CsvCell>[],
  delimiter = ',',
): string {
  const columns: readonly string[] = CSV_COLUMNS[kind];
  const cells = rows.map((row) =>
    columns.map((column) => {
      const value = (row as Record<string, CsvCell>)[column];
      if (value === null) return '';
      if (typeof value === 'boolean') return value ? CSV_YES : CSV_NO;
      return typeof value === 'number' ? String(value) : spreadsheetSafe(value);
    }),
  );
  return stringify(cells, {
    bom: true,
    delimiter,
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
  });
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** A row of the file below its header: its line and its cells by column name. */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

interface ParseFailure {
  records?: number;
  index?: number;
}

/** The delimiters a file may use; on a tie the earlier one wins. */
const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The file's delimiter: of comma, semicolon and tab, the one its header line (up to the first
 * line break outside quotes) holds most often outside quotes; a comma when it holds none.
 */
export function delimiterOf(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text) {
    // A doubled quote inside quotes turns quoting off and on again: the same as not at all.
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = DELIMITERS[0];
  for (const delimiter of DELIMITERS) {
    if (counts.get(delimiter)! > counts.get(best)!) best = delimiter;
  }
  return best;
}

/**
 * The file's records as arrays of text; unreadable quoting is refused on its line. (Excel's
 * UTF-16 "Unicode text" arrives decoded by the web app; read as 8-bit text it would hold NUL
 * characters, which every JSON body is refused for before this: http/nulCharacter.ts.)
 */
function records(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch (err) {
    const failure = err as ParseFailure;
    // The records read before the failure are lines 1…records: it is on the next one.
    badRow((failure.records ?? 0) + 1, String((failure.index ?? 0) + 1), csvMessages.unreadable);
  }
}

/** A header cell as a column name: `Session Start`, ` session-start ` are `session_start`. */
export const columnName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The most characters of a header cell a refusal repeats (a cell may be 1 MB long). */
const SHOWN_HEADER_MAX = 60;

/** A header cell as a refusal names it: as the file writes it, trimmed, cut short if long. */
function shownHeader(cell: string, index: number): string {
  const trimmed = cell.trim();
  if (trimmed === '') return String(index + 1);
  // Characters, not UTF-16 units, from a slice long enough to tell whether it is cut.
  const chars = Array.from(trimmed.slice(0, 2 * SHOWN_HEADER_MAX));
  return chars.length > SHOWN_HEADER_MAX || trimmed.length > 2 * SHOWN_HEADER_MAX
    ? `${chars.slice(0, SHOWN_HEADER_MAX - 1).join('')}…`
    : trimmed;
}

/**
 * The header without the empty cells at its end, which spreadsheets write for columns that were
 * formatted once (`name;company;;`); cells below them must be empty too (csvExtraCell).
 */
function withoutTrailingBlanks(header: readonly string[]): readonly string[] {
  let end = header.length;
  while (end > 0 && header[end - 1].trim() === '') end -= 1;
  return header.slice(0, end);
}

/** The header's column names, each known to the kind, none twice, none required missing. */
function columnsOf(kind: CsvKind, header: readonly string[]): string[] {
  const known: readonly string[] = CSV_COLUMNS[kind];
  const names = header.map(columnName);
  names.forEach((name, index) => {
    if (!known.includes(name))
      badRow(1, shownHeader(header[index], index), csvMessages.unknownColumn);
    if (names.indexOf(name) !== index) badRow(1, name, csvMessages.duplicateColumn);
  });
  const missing = known.find(
    (name) => !names.includes(name) && !CSV_OPTIONAL_COLUMNS[kind].includes(name),
  );
  if (missing) badRow(1, missing, csvMessages.missingColumn);
  return names;
}

const isBlankRecord = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * Reads a file of the kind into its rows with their lines: the header's columns in any order,
 * empty lines skipped (but counted), at most CSV_MAX_ROWS rows.
 */
export function readCsv(kind: CsvKind, text: string): CsvRow[] {
  const [header = [], ...body] = records(text);
  const columns = columnsOf(kind, withoutTrailingBlanks(header));
  const rows: CsvRow[] = [];
  body.forEach((record, index) => {
    const line = index + 2;
    if (isBlankRecord(record)) return;
    if (record.length > columns.length && !isBlankRecord(record.slice(columns.length))) {
      badRow(line, String(columns.length + 1), csvMessages.extraCell);
    }
    const cells: Record<string, string> = {};
    columns.forEach((column, at) => {
      cells[column] = fromSpreadsheet(record[at] ?? '');
    });
    rows.push({ line, cells });
  });
  if (rows.length > CSV_MAX_ROWS) {
    badRow(rows[CSV_MAX_ROWS].line, columns[0], csvMessages.tooManyRows);
  }
  return rows;
}

/** A row's cells checked by its schema; the first problem is refused on its line and column. */
export function rowValues<S extends z.ZodType>(schema: S, row: CsvRow): z.output<S> {
  const parsed = schema.safeParse(row.cells);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  badRow(row.line, String(issue.path[0] ?? ''), issue.message);
}

// ---------------------------------------------------------------------------------------------
// The rows of each kind: the console forms' rules, cell by cell
// ---------------------------------------------------------------------------------------------

/** An optional cell: empty is null. */
const blankable = <S extends z.ZodType>(schema: S) =>
  z.string().transform((cell, ctx): z.output<S> | null => {
    if (cell.trim() === '') return null;
    const parsed = schema.safeParse(cell.trim());
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

const YES = ['yes', 'true', '1'];
const NO = ['no', 'false', '0', ''];

/** A yes/no cell; empty is no. */
const yesNo = z.string().transform((cell, ctx) => {
  const value = cell.trim().toLowerCase();
  if (YES.includes(value)) return true;
  if (NO.includes(value)) return false;
  ctx.addIssue({ code: 'custom', message: csvMessages.invalidYesNo });
  return z.NEVER;
});

const score = z
  .string()
  .regex(/^[0-9]{1,10}([.,][0-9]{1,3})?$/, crewMessages.invalidScore)
  .transform((cell) => Number(cell.replace(',', '.')))
  .refine((value) => value <= MAX_SCORE, crewMessages.invalidScore);

const rank = z
  .string()
  .regex(/^[0-9]{1,3}$/, crewMessages.invalidRank)
  .transform(Number)
  .refine((value) => value >= 1 && value <= MAX_RANK, crewMessages.invalidRank);

/** A time as the crew type it (MM:SS:SSS, `4:12`, `4:12.345`, … — shared parseTime), as milliseconds. */
const time = z.string().transform((cell, ctx) => {
  const ms = parseTime(cell);
  if (ms !== null) return ms;
  ctx.addIssue({ code: 'custom', message: crewMessages.invalidTime });
  return z.NEVER;
});

/** Cells of columns a file left out are not there: they read as empty. */
const cellsOf = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(
    (cells) =>
      Object.fromEntries(
        Object.keys(shape).map((key) => [key, (cells as Record<string, string>)[key] ?? '']),
      ),
    z.object(shape),
  );

export const rowSchemas = {
  /** The console's company form. */
  companies: cellsOf(companyCreateBody.shape),
  /** The console's team form, with the company and house by name. */
  teams: cellsOf({
    name: requiredText(TEXT_MAX),
    company: requiredText(TEXT_MAX),
    house: blankable(requiredText(TEXT_MAX)),
    house_color: blankable(hexColor),
  }),
  /** The create-employee form, with the team and company by name. */
  players: cellsOf({
    email: emailSchema,
    first_name: createEmployeeBody.shape.first_name,
    last_name: createEmployeeBody.shape.last_name,
    team: requiredText(TEXT_MAX),
    company: requiredText(TEXT_MAX),
    captain: yesNo,
  }),
  /** The crew's result card, with the battle, session and team by name and start. */
  results: cellsOf({
    battle: requiredText(TEXT_MAX),
    session_start: z.string().trim().pipe(momentInput),
    team: requiredText(TEXT_MAX),
    rank: blankable(rank),
    score_1: blankable(score),
    score_2: blankable(score),
    time_1: blankable(time),
    time_2: blankable(time),
    ladies: yesNo,
    fairplay: yesNo,
    disqualified: yesNo,
  }),
} satisfies Record<CsvKind, z.ZodType>;
