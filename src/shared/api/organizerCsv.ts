/**
 * The organizer console's CSV part (the organizer console issue): the event's companies, teams,
 * players and results written as CSV files a spreadsheet opens, and read back from such files.
 * An import stores a whole file or nothing: its first bad row is refused with its line (as a
 * spreadsheet numbers it, the header being line 1) and column, and re-importing a file changes
 * nothing (rows are matched by name, e-mail, or battle, session start and team).
 */
import { z } from 'zod';
import { defineRoute } from './contract';
import { organizerAccess, organizerMessages } from './organizer';
import { organizerTeamsMessages } from './organizerTeams';
import { playerMessages } from './players';
import { crewMessages } from './crew';
import { count } from './wire';

export const CSV_KINDS = ['companies', 'teams', 'players', 'results'] as const;
export type CsvKind = (typeof CSV_KINDS)[number];

/**
 * The columns of each kind, in the order an export writes them. An import takes them in any
 * order; the optional ones may be left out (their cells are then empty).
 */
export const CSV_COLUMNS = {
  companies: ['name', 'contact_first_name', 'contact_last_name', 'contact_email'],
  teams: ['name', 'company', 'house', 'house_color'],
  players: ['email', 'first_name', 'last_name', 'team', 'company', 'captain'],
  results: [
    'battle',
    'session_start',
    'team',
    'rank',
    'score_1',
    'score_2',
    'time_1',
    'time_2',
    'ladies',
    'fairplay',
    'disqualified',
  ],
} as const satisfies Record<CsvKind, readonly string[]>;

/** Columns an import may leave out. */
export const CSV_OPTIONAL_COLUMNS: Readonly<Record<CsvKind, readonly string[]>> = {
  companies: [],
  teams: ['house', 'house_color'],
  players: ['captain'],
  results: ['rank', 'score_1', 'score_2', 'time_1', 'time_2', 'ladies', 'fairplay', 'disqualified'],
};

/** The largest file an import takes, in bytes of UTF-8, and the most rows below its header. */
export const CSV_MAX_BYTES = 1_000_000;
export const CSV_MAX_ROWS = 5_000;

/** How a yes/no column is written; an import also takes true/false, 1/0 and an empty cell (no). */
export const CSV_YES = 'yes';
export const CSV_NO = 'no';

/** Message keys of this part, beyond the console's and the areas' own. */
export const csvMessages = {
  imported: 'csvImported',
  tooLarge: 'csvTooLarge',
  tooManyRows: 'csvTooManyRows',
  unreadable: 'csvUnreadable',
  unknownColumn: 'csvUnknownColumn',
  missingColumn: 'csvMissingColumn',
  duplicateColumn: 'csvDuplicateColumn',
  extraCell: 'csvExtraCell',
  invalidYesNo: 'csvInvalidYesNo',
  contactDiffers: 'csvContactDiffers',
  houseColorDiffers: 'csvHouseColorDiffers',
  unknownTeam: 'csvUnknownTeam',
  teamOfOtherCompany: 'csvTeamOfOtherCompany',
  playsInOtherTeam: 'csvPlaysInOtherTeam',
  unknownBattle: 'csvUnknownBattle',
  unknownSession: 'csvUnknownSession',
} as const;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

export const csvExportQuery = z.object({ kind: z.enum(CSV_KINDS) });

export const csvImportBody = z.object({
  kind: z.enum(CSV_KINDS),
  /**
   * The file's text as the browser read it (a byte-order mark at its start is fine), decoded from
   * UTF-8 or, for Excel's "Unicode text", from UTF-16; cells separated by commas, semicolons or
   * tabs (the header line tells which).
   */
  csv: z
    .string()
    .max(CSV_MAX_BYTES, csvMessages.tooLarge)
    .refine((text) => utf8Bytes(text) <= CSV_MAX_BYTES, csvMessages.tooLarge),
});
export type CsvImportBody = z.output<typeof csvImportBody>;

/** What an import did: rows that made something new, rows that changed something stored. */
export const csvImportResponse = z.object({
  message: z.string(),
  created: count,
  updated: count,
  /** Companies of earlier events the file named, added to this one (companies only). */
  reused: count,
});

export const organizerCsvExportRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/export',
  summary:
    "The chosen event's companies, teams, players or results (`?kind=`) as a CSV file (`text/csv`, not JSON): UTF-8 with a byte-order mark, a header row, an attachment.",
  addition: true,
  answerType: 'text/csv',
  access: organizerAccess,
  query: csvExportQuery,
  response: z.string(),
});

/**
 * The delimiters a template may be written with: a comma, or a semicolon for spreadsheets whose
 * region writes decimals with a comma (Excel in NL/DE/FR splits a file's columns only at its
 * region's list separator). An import reads either, and tabs.
 */
export const CSV_TEMPLATE_DELIMITERS = { comma: ',', semicolon: ';' } as const;
export type CsvTemplateDelimiter = keyof typeof CSV_TEMPLATE_DELIMITERS;

export const csvTemplateQuery = z.object({
  kind: z.enum(CSV_KINDS),
  /** Commas when left out. */
  delimiter: z.enum(['comma', 'semicolon']).optional(),
});

export const organizerCsvTemplateRoute = defineRoute({
  method: 'GET',
  path: '/api/organizer/csv-template',
  summary:
    'A file to start an import of one kind from (`?kind=`): its header row and one example row, as a CSV file (`text/csv`, not JSON, UTF-8 with a byte-order mark so a spreadsheet reads it as UTF-8), an attachment, separated by commas or (`&delimiter=semicolon`, for spreadsheets of regions that write decimals with a comma) semicolons. The same for every event.',
  addition: true,
  answerType: 'text/csv',
  access: organizerAccess,
  query: csvTemplateQuery,
  response: z.string(),
});

export const organizerCsvImportRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/import',
  summary: `Imports a CSV file of one kind (separated by commas, semicolons or tabs; at most ${CSV_MAX_BYTES.toLocaleString('en-US')} bytes and ${CSV_MAX_ROWS.toLocaleString('en-US')} rows) into the chosen event, all of it or nothing: the first bad row is refused with \`fields: { line, column }\`. New people are invited by e-mail (audited).`,
  addition: true,
  access: organizerAccess,
  body: csvImportBody,
  response: csvImportResponse,
  refusals: {
    400: [
      ...Object.values(csvMessages).filter((message) => message !== csvMessages.imported),
      organizerMessages.nameTaken,
      organizerTeamsMessages.companyNotInEvent,
      playerMessages.teamFull,
      crewMessages.teamNotInSession,
      crewMessages.duplicateTeam,
      crewMessages.invalidScore,
      crewMessages.invalidTime,
      crewMessages.invalidRank,
    ],
  },
});
