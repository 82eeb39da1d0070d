/**
 * The organizer console's CSV import: the rows of a file (read by csv.ts) written into the
 * chosen event inside one transaction, through the owning areas' own writes: companies with
 * their contact person (organizeCompanies), houses and teams (houses, organizeTeams), players as
 * employees (employees' addMember) and team members (players' addToTeam, setCaptaincy), results
 * as a crew save stores them (crew's importSessionResults). Rows are matched by name (e-mail for
 * players; battle, session start and team for results): a row that matches what is stored
 * changes nothing, so importing a file twice stores it once. The first bad row, checked or
 * refused by an area, refuses the whole file on its line; the transaction then stores nothing
 * and no mail leaves. New accounts are mailed their invitation after commit, by the caller.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  battles,
  companies,
  companyMembers,
  eventCompanies,
  events,
  houses,
  scoreSessions,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { iso } from '../../db/wire';
import type { EventScope } from '../../auth/eventScope';
import { messageKeys } from '../../../shared/validation';
import { organizerTeamsMessages } from '../../../shared/api/organizerTeams';
import type { CrewResultInput } from '../../../shared/api/crew';
import { csvMessages, type CsvKind } from '../../../shared/api/organizerCsv';
import { createCompanyWithContact } from '../company/organizeCompanies';
import { addMember, type Invitation } from '../employees/invitation';
import { createHouse, saveHouse } from '../team/houses';
import { createTeam, saveTeam } from '../team/organizeTeams';
import { invitedTeam } from '../team/access';
import { addToTeam, setCaptaincy } from '../players/manage';
import { importSessionResults } from '../crew/service';
import { recordEventRole } from '../selection/service';
import { atRow, badRow, rowSchemas, rowValues, type CsvRow } from './csv';

/** Who imports, into which event, and what the new accounts of the file get. */
export interface ImportContext {
  scope: EventScope;
  /** The language of a new account: the organizer's. */
  language: string;
  now: Date;
  /** Addresses (lowercased) that had no account before the import. */
  newEmails: ReadonlySet<string>;
  /** The one unusable password hash of the file's new accounts; undefined when none is new. */
  newPasswordHash: string | undefined;
}

/** What an import did, and what its caller sends and publishes once it has committed. */
export interface ImportOutcome {
  created: number;
  updated: number;
  /** Set-password mails of the accounts the import made. */
  invitations: Invitation[];
  /** Companies with new staff. */
  staffChanged: Set<number>;
  /** Users whose notification lists grew. */
  told: Set<number>;
}

interface Importer {
  ctx: ImportContext;
  out: ImportOutcome;
  /** Addresses whose invitation is on its way already. */
  invited: Set<string>;
}

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

/** A new account made by this import gets its invitation once, whatever rows name it. */
function inviteIfNew(importer: Importer, email: string, invitation: Invitation) {
  if (!importer.ctx.newEmails.has(email) || importer.invited.has(email)) return;
  importer.invited.add(email);
  importer.out.invitations.push(invitation);
}

const byName = <T extends { name: string }>(rows: readonly T[]) =>
  new Map(rows.map((row) => [row.name, row]));

// ---------------------------------------------------------------------------------------------
// Companies
// ---------------------------------------------------------------------------------------------

async function eventCompaniesOf(tx: Db, eventId: number) {
  return tx
    .select({ id: companies.id, name: companies.name, contactEmail: users.email })
    .from(eventCompanies)
    .innerJoin(companies, eq(companies.id, eventCompanies.companyId))
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.isContactPerson, true)),
    )
    .leftJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(eventCompanies.eventId, eventId));
}

async function importCompanies(tx: Db, importer: Importer, rows: readonly CsvRow[]) {
  const { ctx, out } = importer;
  const { eventId, userId } = ctx.scope;
  const known = byName(await eventCompaniesOf(tx, eventId));
  for (const row of rows) {
    const body = rowValues(rowSchemas.companies, row);
    const email = body.contact_email.toLowerCase();
    const company = known.get(body.name);
    const person = {
      inviterId: userId,
      language: ctx.language,
      newPasswordHash: ctx.newEmails.has(email) ? ctx.newPasswordHash : undefined,
      now: ctx.now,
    };
    if (!company) {
      const created = await atRow(row.line, 'name', () =>
        createCompanyWithContact(tx, eventId, body, { ...person, userId }),
      );
      known.set(body.name, { id: created.id, name: body.name, contactEmail: email });
      inviteIfNew(importer, email, created.invitation);
      out.created += 1;
      continue;
    }
    if (company.contactEmail?.toLowerCase() === email) continue;
    // The contact person is never replaced (CLARIFICATIONS): only a company without one gets one.
    if (company.contactEmail !== null)
      badRow(row.line, 'contact_email', csvMessages.contactDiffers);
    const contact = await addMember(tx, {
      ...person,
      companyId: company.id,
      companyName: company.name,
      email,
      firstName: body.contact_first_name,
      lastName: body.contact_last_name,
      role: 'admin',
      isContactPerson: true,
    });
    if (!contact) badRow(row.line, 'contact_email', csvMessages.contactDiffers);
    await recordEventRole(tx, contact.userId, eventId, 'contactPerson');
    company.contactEmail = email;
    inviteIfNew(importer, email, contact.invitation);
    out.staffChanged.add(company.id);
    out.updated += 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Teams and their houses
// ---------------------------------------------------------------------------------------------

const sameColor = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The form's fields as the file's columns, for the refusals of the teams area. */
const TEAM_COLUMNS = { name: 'name', company_id: 'company', house_id: 'house' };

async function importTeams(tx: Db, importer: Importer, rows: readonly CsvRow[]) {
  const { out } = importer;
  const { eventId } = importer.ctx.scope;
  const companiesByName = byName(await eventCompaniesOf(tx, eventId));
  const housesByName = byName(
    await tx
      .select({ id: houses.id, name: houses.name, color: houses.color })
      .from(houses)
      .where(eq(houses.eventId, eventId)),
  );
  const teamsByName = byName(
    await tx
      .select({
        id: teams.id,
        name: teams.name,
        companyId: teams.companyId,
        houseId: teams.houseId,
      })
      .from(teams)
      .where(eq(teams.eventId, eventId)),
  );
  /** Houses whose colour a row of the file has named: a later row may not name another. */
  const colouredHere = new Set<string>();

  /** The row's house, made or recoloured as the file says; whether it was recoloured. */
  async function houseOf(row: CsvRow, name: string, color: string | null) {
    let house = housesByName.get(name);
    let recoloured = false;
    if (!house) {
      if (color === null) badRow(row.line, 'house_color', messageKeys.required);
      const { id } = await atRow(row.line, 'house', () =>
        createHouse(tx, eventId, { name, color }),
      );
      house = { id, name, color: color.toUpperCase() };
      housesByName.set(name, house);
    } else if (color !== null && !sameColor(color, house.color)) {
      if (colouredHere.has(name)) badRow(row.line, 'house_color', csvMessages.houseColorDiffers);
      await atRow(row.line, 'house_color', () =>
        saveHouse(tx, eventId, { id: house!.id, name, color }),
      );
      house.color = color.toUpperCase();
      recoloured = true;
    }
    if (color !== null) colouredHere.add(name);
    return { id: house.id, recoloured };
  }

  for (const row of rows) {
    const values = rowValues(rowSchemas.teams, row);
    const company = companiesByName.get(values.company);
    if (!company) badRow(row.line, 'company', organizerTeamsMessages.companyNotInEvent);
    const team = teamsByName.get(values.name);
    // A file without the house column leaves the teams' houses as they are.
    const house =
      values.house !== null
        ? await houseOf(row, values.house, values.house_color)
        : { id: 'house' in row.cells ? null : (team?.houseId ?? null), recoloured: false };
    const body = { name: values.name, company_id: company.id, house_id: house.id };
    if (!team) {
      const { id } = await atRow(
        row.line,
        'name',
        () => createTeam(tx, eventId, body),
        TEAM_COLUMNS,
      );
      teamsByName.set(values.name, {
        id,
        name: values.name,
        companyId: company.id,
        houseId: house.id,
      });
      out.created += 1;
    } else if (team.companyId !== company.id || team.houseId !== house.id) {
      await atRow(
        row.line,
        'name',
        () => saveTeam(tx, eventId, { ...body, id: team.id }),
        TEAM_COLUMNS,
      );
      team.companyId = company.id;
      team.houseId = house.id;
      out.updated += 1;
    } else if (house.recoloured) {
      out.updated += 1;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Players
// ---------------------------------------------------------------------------------------------

async function importPlayers(tx: Db, importer: Importer, rows: readonly CsvRow[]) {
  const { ctx, out } = importer;
  const { eventId, userId } = ctx.scope;
  const teamsByName = byName(
    await tx
      .select({
        id: teams.id,
        name: teams.name,
        companyId: teams.companyId,
        companyName: companies.name,
      })
      .from(teams)
      .innerJoin(companies, eq(companies.id, teams.companyId))
      .where(eq(teams.eventId, eventId)),
  );
  /** Who plays in the event, by address: their team and captaincy. */
  const playing = new Map(
    (
      await tx
        .select({
          email: users.email,
          userId: users.id,
          teamId: teamPlayers.teamId,
          isCaptain: teamPlayers.isCaptain,
        })
        .from(teamPlayers)
        .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
        .innerJoin(users, eq(users.id, teamPlayers.userId))
        .where(eq(teams.eventId, eventId))
    ).map((player) => [player.email.toLowerCase(), player]),
  );
  const tell = (userIds: readonly number[]) => userIds.forEach((id) => out.told.add(id));

  /** The player becomes the team's captain (the others of the team step down) or stops being it. */
  async function captaincy(team: { id: number; name: string }, player: number, isCaptain: boolean) {
    tell(await setCaptaincy(tx, team, player, isCaptain, ctx.now));
    for (const other of playing.values()) {
      if (other.teamId === team.id) {
        other.isCaptain = other.userId === player ? isCaptain : isCaptain ? false : other.isCaptain;
      }
    }
  }

  for (const row of rows) {
    const values = rowValues(rowSchemas.players, row);
    const email = values.email.toLowerCase();
    const team = teamsByName.get(values.team);
    if (!team) badRow(row.line, 'team', csvMessages.unknownTeam);
    if (team.companyName !== values.company) {
      badRow(row.line, 'company', csvMessages.teamOfOtherCompany);
    }
    const place = playing.get(email);
    if (place && place.teamId !== team.id) badRow(row.line, 'team', csvMessages.playsInOtherTeam);
    // A file without the captain column leaves the captaincy as it is.
    const captain = 'captain' in row.cells ? values.captain : (place?.isCaptain ?? false);
    if (place) {
      if (place.isCaptain === captain) continue;
      await captaincy(team, place.userId, captain);
      out.updated += 1;
      continue;
    }
    const joined = await atRow(row.line, 'email', () =>
      addMember(tx, {
        companyId: team.companyId,
        companyName: team.companyName,
        email,
        firstName: values.first_name,
        lastName: values.last_name,
        role: 'employee',
        isContactPerson: false,
        inviterId: userId,
        language: ctx.language,
        newPasswordHash: ctx.newEmails.has(email) ? ctx.newPasswordHash : undefined,
        now: ctx.now,
      }),
    );
    if (joined) {
      out.staffChanged.add(team.companyId);
      inviteIfNew(importer, email, joined.invitation);
    }
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    // Changes of one team's players take turns (players area): its row is locked first.
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, team.id)).for('update');
    const ref = await invitedTeam(tx, team.id, team.companyId);
    if (!ref) badRow(row.line, 'team', csvMessages.unknownTeam);
    tell(
      await atRow(row.line, 'team', () =>
        addToTeam(tx, ref, account.id, ctx.now, csvMessages.playsInOtherTeam),
      ),
    );
    playing.set(email, { email, userId: account.id, teamId: team.id, isCaptain: false });
    if (captain) await captaincy(team, account.id, true);
    out.created += 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------------------------

const sessionKey = (battle: string, start: number) => `${start} ${battle}`;

/** The session's results waiting to be stored: consecutive rows of one session go together. */
interface PendingSession {
  sessionId: number;
  results: CrewResultInput[];
}

async function importResults(tx: Db, importer: Importer, rows: readonly CsvRow[]) {
  const { ctx, out } = importer;
  const { eventId } = ctx.scope;
  const sessions = await tx
    .select({
      id: scoreSessions.id,
      battle: battles.name,
      start: iso(scoreSessions.startTime),
    })
    .from(scoreSessions)
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .where(eq(battles.eventId, eventId));
  const battleNames = new Set(sessions.map((session) => session.battle));
  const sessionIds = new Map(
    sessions.map((s) => [sessionKey(s.battle, Date.parse(s.start)), s.id]),
  );
  const teamIds = new Map(
    (
      await tx
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(eq(teams.eventId, eventId))
    ).map((team) => [team.name, team.id]),
  );

  /** A row's result, its session and team found by battle name, start and team name. */
  function resultOf(row: CsvRow): CrewResultInput {
    const values = rowValues(rowSchemas.results, row);
    if (!battleNames.has(values.battle)) badRow(row.line, 'battle', csvMessages.unknownBattle);
    const start = new Date(values.session_start).getTime();
    const sessionId = sessionIds.get(sessionKey(values.battle, start));
    if (sessionId === undefined) badRow(row.line, 'session_start', csvMessages.unknownSession);
    const teamId = teamIds.get(values.team);
    if (teamId === undefined) badRow(row.line, 'team', csvMessages.unknownTeam);
    return {
      // The index names the row in the crew save's refusals (`team_id.<line>`).
      index: row.line,
      scoreId: sessionId,
      challengeScoreId: null,
      teamId,
      rank: values.rank,
      score1: values.score_1,
      score2: values.score_2,
      time1: values.time_1,
      time2: values.time_2,
      isLadies: values.ladies,
      isFairplay: values.fairplay,
      isDisqualified: values.disqualified,
      isJoker: false,
    };
  }

  let pending: PendingSession | null = null;
  /** Stores the waiting session's results as a crew save; a team it refuses names its row. */
  async function flush() {
    if (!pending) return;
    const { sessionId, results } = pending;
    pending = null;
    try {
      const stored = await importSessionResults(tx, ctx.scope, sessionId, results, ctx.now);
      stored.told.forEach((id) => out.told.add(id));
      out.created += stored.created;
      out.updated += stored.updated;
    } catch (err) {
      const [field] = err instanceof HttpError ? Object.keys(err.fields ?? {}) : [];
      const line = /^team_id\.(\d+)$/.exec(field ?? '')?.[1];
      if (line) badRow(Number(line), 'team', (err as HttpError).message);
      throw err;
    }
  }

  for (const row of rows) {
    let result: CrewResultInput;
    try {
      result = resultOf(row);
    } catch (err) {
      // The rows before this one are stored first, so a refusal among them comes first.
      await flush();
      throw err;
    }
    if (pending && pending.sessionId !== result.scoreId) await flush();
    pending ??= { sessionId: result.scoreId, results: [] };
    pending.results.push(result);
  }
  await flush();
}

// ---------------------------------------------------------------------------------------------
// The file
// ---------------------------------------------------------------------------------------------

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
    invitations: [],
    staffChanged: new Set(),
    told: new Set(),
  };
  await IMPORTS[kind](tx, { ctx, out, invited: new Set() }, rows);
  return out;
}
