/**
 * The organizer console's CSV export: one query per kind reads the chosen event's companies,
 * teams, players or results (read-only joins of the owning areas' tables) in an order that does
 * not depend on ids, so exporting what an import made gives the same text again.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  battles,
  companies,
  companyMembers,
  eventCompanies,
  houses,
  results,
  scoreSessions,
  teamPlayers,
  teams,
  users,
} from '../../db/schema';
import { iso } from '../../db/wire';
import { timeText } from '../../../shared/scoring';
import type { CsvKind } from '../../../shared/api/organizerCsv';
import { writeCsv } from './csv';

async function companiesCsv(db: Db, eventId: number): Promise<string> {
  const rows = await db
    .select({
      name: companies.name,
      contact_first_name: users.firstName,
      contact_last_name: users.lastName,
      contact_email: users.email,
    })
    .from(eventCompanies)
    .innerJoin(companies, eq(companies.id, eventCompanies.companyId))
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.isContactPerson, true)),
    )
    .leftJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(eventCompanies.eventId, eventId))
    .orderBy(asc(companies.name), asc(companies.id));
  return writeCsv('companies', rows);
}

async function teamsCsv(db: Db, eventId: number): Promise<string> {
  const rows = await db
    .select({
      name: teams.name,
      company: companies.name,
      house: houses.name,
      house_color: houses.color,
    })
    .from(teams)
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .leftJoin(houses, eq(houses.id, teams.houseId))
    .where(eq(teams.eventId, eventId))
    .orderBy(asc(teams.name), asc(teams.id));
  return writeCsv('teams', rows);
}

async function playersCsv(db: Db, eventId: number): Promise<string> {
  const rows = await db
    .select({
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
      team: teams.name,
      company: companies.name,
      captain: teamPlayers.isCaptain,
    })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .innerJoin(companies, eq(companies.id, teams.companyId))
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(eq(teams.eventId, eventId))
    .orderBy(asc(teams.name), asc(users.email));
  return writeCsv('players', rows);
}

async function resultsCsv(db: Db, eventId: number): Promise<string> {
  const rows = await db
    .select({
      battle: battles.name,
      session_start: iso(scoreSessions.startTime),
      team: teams.name,
      rank: results.rank,
      score_1: results.score1,
      score_2: results.score2,
      time1: results.time1,
      time2: results.time2,
      ladies: results.isLadies,
      fairplay: results.isFairplay,
      disqualified: results.isDisqualified,
    })
    .from(results)
    .innerJoin(scoreSessions, eq(scoreSessions.id, results.scoreSessionId))
    .innerJoin(battles, eq(battles.id, scoreSessions.battleId))
    .innerJoin(teams, eq(teams.id, results.teamId))
    .where(eq(battles.eventId, eventId))
    .orderBy(asc(battles.name), asc(scoreSessions.startTime), asc(teams.name), asc(results.id));
  return writeCsv(
    'results',
    rows.map(({ time1, time2, ...row }) => ({
      ...row,
      time_1: timeText(time1),
      time_2: timeText(time2),
    })),
  );
}

const EXPORTS: Record<CsvKind, (db: Db, eventId: number) => Promise<string>> = {
  companies: companiesCsv,
  teams: teamsCsv,
  players: playersCsv,
  results: resultsCsv,
};

/** The event's rows of the kind as a CSV file's text. */
export function exportCsv(db: Db, eventId: number, kind: CsvKind): Promise<string> {
  return EXPORTS[kind](db, eventId);
}
