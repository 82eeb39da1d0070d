/**
 * The organizer console's CSV import: the rows of a file (read by csv.ts) written into the
 * chosen event inside one transaction by the importer of its kind (csvImportCompanies, …Teams,
 * …Players, …Results), through the owning areas' own writes: companies with their contact
 * person (organizeCompanies), houses and teams (houses, organizeTeams), players as employees
 * (employees' addMember) and team members (players' addToTeam, setCaptaincy), results as a
 * crew save stores them (crew's importSessionResults). Rows are matched by name (e-mail for
 * players; battle, session start and team for results): a row that matches what is stored
 * changes nothing, so importing a file twice stores it once. The first bad row, checked or
 * refused by an area, refuses the whole file on its line; the transaction then stores nothing
 * and no mail leaves. New accounts are mailed their invitation after commit, by the caller.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, users } from '../../db/schema';
import type { CsvKind } from '../../../shared/api/organizerCsv';
import type { CsvRow } from './csv';
import { importCompanies } from './csvImportCompanies';
import type { ImportContext, Importer, ImportOutcome } from './csvImporter';
import { importPlayers } from './csvImportPlayers';
import { importResults } from './csvImportResults';
import { importTeams } from './csvImportTeams';

/** The addresses among `emails` (lowercased) that have no account yet. */
export async function emailsWithoutAccount(
  db: Db,
  emails: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(emails)];
  if (wanted.length === 0) return new Set();
  const known = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, wanted));
  const taken = new Set(known.map((row) => row.email.toLowerCase()));
  return new Set(wanted.filter((email) => !taken.has(email)));
}

/** The addresses a file names (contact persons, players), lowercased. */
export function emailsOf(kind: CsvKind, rows: readonly CsvRow[]): string[] {
  const column = kind === 'companies' ? 'contact_email' : kind === 'players' ? 'email' : null;
  if (!column) return [];
  return rows.map((row) => (row.cells[column] ?? '').trim().toLowerCase()).filter(Boolean);
}

const IMPORTS: Record<
  CsvKind,
  (tx: Db, importer: Importer, rows: readonly CsvRow[]) => Promise<void>
> = {
  companies: importCompanies,
  teams: importTeams,
  players: importPlayers,
  results: importResults,
};

/**
 * Writes the file's rows into the event inside `tx` (the organizer's `organize` transaction),
 * with the event's row locked so no console change of it interleaves.
 */
export async function importCsvRows(
  tx: Db,
  ctx: ImportContext,
  kind: CsvKind,
  rows: readonly CsvRow[],
): Promise<ImportOutcome> {
  await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, ctx.scope.eventId))
    .for('update');
  const out: ImportOutcome = {
    created: 0,
    updated: 0,
    reused: 0,
    invitations: [],
    staffChanged: new Set(),
    told: new Set(),
  };
  await IMPORTS[kind](tx, { ctx, out, invited: new Set() }, rows);
  return out;
}
