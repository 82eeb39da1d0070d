/**
 * The CSV import of results, each row matched to its session by battle name and start and to its
 * team by name; consecutive rows of one session are stored together, as a crew save stores them.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { battles, scoreSessions, teams } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { iso } from '../../db/wire';
import type { CrewResultInput } from '../../../shared/api/crew';
import { csvMessages } from '../../../shared/api/organizerCsv';
import { importSessionResults } from '../crew/service';
import { badRow, rowSchemas, rowValues, type CsvRow } from './csv';
import type { Importer } from './csvImporter';

const sessionKey = (battle: string, start: number) => `${start} ${battle}`;

/** The session's results waiting to be stored: consecutive rows of one session go together. */
interface PendingSession {
  sessionId: number;
  results: CrewResultInput[];
}

export async function importResults(tx: Db, importer: Importer, rows: readonly CsvRow[]) {
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
