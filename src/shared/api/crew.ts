/**
 * The crew area (product.md §7: /crew-battles, /crew-score): a crew member's score sessions, each
 * marked correct when every team has a complete result, and the result form of one session.
 *
 * POST /crew-score keeps the product spec's indexed fields (`rank.0`, `time_1.3`, …). Two additions, both
 * optional for a client that follows the product spec alone: `team_id.N` names the team of a result that
 * does not exist yet (its `challenge_score_id.N` is empty), and `version` is the session's
 * version the form was based on, so a save based on a stale form is refused with 409 instead of
 * silently overwriting another crew member's save.
 */
import { z } from 'zod';
import { defineRoute, forRoles } from './contract';
import { idBody, idText, ID_MAX } from './ids';
import { count, id, moment, optionalText, text } from './wire';
import { parseTime, SCORING_TYPES, type TeamResult } from '../scoring';

/** The session a crew read or save is about travels as selectedScoreId (product.md §2). */
export const selectedScoreHeaders = z.looseObject({ selectedscoreid: idText });

/** Stable message keys of the crew routes; the web app translates them. */
export const crewMessages = {
  sessionNotFound: 'scoreSessionNotFound',
  notCrewOfBattle: 'notCrewOfBattle',
  selected: 'scoreSessionSelected',
  saved: 'scoreSaved',
  staleVersion: 'scoreChangedMeanwhile',
  /** An idempotency key already used for another session or by another crew member. */
  keyReused: 'saveKeyReused',
  resultNotInSession: 'resultNotInSession',
  teamNotInSession: 'teamNotInSession',
  mixedSessions: 'mixedScoreSessions',
  noResults: 'noResultsSent',
  /** A save whose cards are all empty, for teams that have no result yet: nothing would count. */
  nothingToSave: 'nothingToSave',
  /** Results for a session that has not started yet (an organizer may enter them from the console). */
  sessionNotStarted: 'sessionNotStarted',
  duplicateTeam: 'duplicateTeamInSave',
  invalidScore: 'invalidScore',
  invalidTime: 'invalidTime',
  invalidRank: 'invalidRank',
  invalidFlag: 'invalidFlag',
  unknownField: 'unknownField',
} as const;

/**
 * Where the crew's save stands when the event's results need an organizer's approval:
 * `submitted` (awaiting review: it does not count yet) or `sent_back` (with the organizer's note);
 * null when nothing waits (approved, or approval is off).
 */
export const REVIEW_STATES = ['submitted', 'sent_back'] as const;
export const reviewState = z.enum(REVIEW_STATES).nullable();
export type ReviewState = z.infer<typeof reviewState>;

/** One crew session on /crew-battles. */
export const crewSession = z.object({
  score_id: id,
  battle_id: id,
  name: text,
  photo_url: optionalText,
  start_time: moment,
  end_time: moment,
  team_count: count,
  /** Every team of the session has a complete, valid result (shared isResultComplete). */
  is_correct: z.boolean(),
  review_state: reviewState,
});
export const crewBattlesResponse = z.object({ battles: z.array(crewSession) });

export const crewBattleSelectBody = z.object({ score_id: idBody });
export const crewBattleSelectResponse = z.object({
  message: z.literal(crewMessages.selected),
  score_id: id,
});

/**
 * A time on the wire: MM:SS:SSS in answers; a save also takes what a person types (`4:12`,
 * `4:12.345`, … — shared parseTime). Null when not entered.
 */
export const maskedTime = z.string().nullable();

/** One team's card on /crew-score (product.md §3 "Activity score per team", crew's part). */
export const crewTeamResult = z.object({
  /** The team's result in the session; null until the crew first saves one. */
  challenge_score_id: id.nullable(),
  team_id: id,
  name: text,
  photo_url: optionalText,
  company_name: optionalText,
  captain_name: optionalText,
  rank: count.nullable(),
  points: count,
  score_1: z.number().nullable(),
  score_2: z.number().nullable(),
  time_1: maskedTime,
  time_2: maskedTime,
  is_ladies: z.boolean(),
  is_fairplay: z.boolean(),
  is_disqualified: z.boolean(),
  /** Read-only: the team chose this battle as its joker (product.md "Joker"). */
  is_joker: z.boolean(),
  /** Who saved the result last, and when; null until saved. */
  entered_by: optionalText,
  updated_at: moment.nullable(),
});

export const crewScoreResponse = z.object({
  score_id: id,
  activity_id: id,
  activity_name: text,
  activity_photo: optionalText,
  scoring_type: z.enum(SCORING_TYPES),
  start_time: moment,
  end_time: moment,
  score_1_label: optionalText,
  score_2_label: optionalText,
  time_1_label: optionalText,
  time_2_label: optionalText,
  /** Whether the event's points table has a ladies bonus (the checkbox is shown only then). */
  has_ladies: z.boolean(),
  /** Grows with every save of the session; sent back with a save to detect a stale form. */
  version: count,
  /** The crew's save awaiting review or sent back (its values are the cards'), or null. */
  review_state: reviewState,
  /** The organizer's note when the save was sent back. */
  review_note: optionalText,
  teams: z.array(crewTeamResult),
});

export type CrewSession = z.infer<typeof crewSession>;
export type CrewTeamResult = z.infer<typeof crewTeamResult>;
export type CrewScoreResponse = z.infer<typeof crewScoreResponse>;

// ---------------------------------------------------------------------------------------------
// POST /crew-score: the product spec's indexed fields, read into one result per index
// ---------------------------------------------------------------------------------------------

/** The most teams one save may carry. */
export const MAX_RESULTS_PER_SAVE = 500;
/** The largest score a crew member may enter. */
export const MAX_SCORE = 1_000_000_000;
/** The largest rank. */
export const MAX_RANK = 999;

const INDEXED_FIELDS = [
  'score_id',
  'challenge_score_id',
  'team_id',
  'score_1',
  'score_2',
  'time_1',
  'time_2',
  'rank',
  'is_ladies',
  'is_fairplay',
  'is_disqualified',
  'is_joker',
] as const;
type IndexedField = (typeof INDEXED_FIELDS)[number];
const INDEXED_KEY = new RegExp(`^(${INDEXED_FIELDS.join('|')})\\.(0|[1-9][0-9]{0,3})$`);

/**
 * One team's result as a save carries it, after reading. Its `isJoker` is accepted for the product spec's
 * contract; the stored flag follows the team's joker choice.
 */
export interface CrewResultInput extends TeamResult {
  /** The index N of its fields, for messages. */
  index: number;
  scoreId: number;
  challengeScoreId: number | null;
  teamId: number | null;
}

export interface CrewScoreSave {
  scoreId: number;
  version: number | null;
  /** The client's key for this save: a save sent again with it changes nothing (offline queue). */
  idempotencyKey: string | null;
  results: CrewResultInput[];
}

/** An idempotency key: the client's random UUID for one save. */
export const idempotencyKey = z.uuid();

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

type Read<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = (message: string): Read<never> => ({ ok: false, message });

function readId(value: unknown, blankAllowed: boolean): Read<number | null> {
  if (isBlank(value)) return blankAllowed ? ok(null) : fail('invalidId');
  const number =
    typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= ID_MAX
    ? ok(number)
    : fail('invalidId');
}

function readScore(value: unknown): Read<number | null> {
  if (isBlank(value)) return ok(null);
  const number =
    typeof value === 'string' && /^[0-9]{1,10}([.,][0-9]{1,3})?$/.test(value.trim())
      ? Number(value.trim().replace(',', '.'))
      : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 && number <= MAX_SCORE
    ? ok(number)
    : fail(crewMessages.invalidScore);
}

function readTime(value: unknown): Read<number | null> {
  if (isBlank(value)) return ok(null);
  const ms = typeof value === 'string' ? parseTime(value) : null;
  return ms === null ? fail(crewMessages.invalidTime) : ok(ms);
}

function readRank(value: unknown): Read<number | null> {
  if (isBlank(value)) return ok(null);
  const number = typeof value === 'string' && /^[0-9]{1,3}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= MAX_RANK
    ? ok(number)
    : fail(crewMessages.invalidRank);
}

function readFlag(value: unknown): Read<boolean> {
  if (value === undefined || value === null || value === false || value === 'false') {
    return ok(false);
  }
  if (value === true || value === 'true' || value === 'on') return ok(true);
  return fail(crewMessages.invalidFlag);
}

const READERS: Record<IndexedField, (value: unknown) => Read<unknown>> = {
  score_id: (value) => readId(value, false),
  challenge_score_id: (value) => readId(value, true),
  team_id: (value) => readId(value, true),
  score_1: readScore,
  score_2: readScore,
  time_1: readTime,
  time_2: readTime,
  rank: readRank,
  is_ladies: readFlag,
  is_fairplay: readFlag,
  is_disqualified: readFlag,
  is_joker: readFlag,
};

/**
 * POST /crew-score's body: the product spec's indexed fields (one set per team, N from 0), `version` (ours),
 * nothing else. Every field's error names the field (`time_1.2`), so the form shows it on its
 * card; a body with any error stores nothing.
 */
const loose = z.union([z.number(), z.string(), z.boolean(), z.null()]).optional();
export const crewScoreBody = z
  .object({
    // The fields that name a result, spelled out at index 0 for the reader (and docs/api.md);
    // every N and every other field (score_1, score_2, time_1, time_2, rank, is_ladies,
    // is_fairplay, is_disqualified, is_joker) follows the same shape and is read below.
    'score_id.0': z.union([z.number(), z.string()]),
    'challenge_score_id.0': loose,
    'team_id.0': loose,
    'rank.0': loose,
    version: z.number().int().min(0).optional(),
    idempotency_key: idempotencyKey.optional(),
  })
  .catchall(z.unknown())
  .transform((raw, ctx): CrewScoreSave => {
    const rows = new Map<number, Partial<Record<IndexedField, unknown>>>();
    let version: number | null = null;
    for (const [key, value] of Object.entries(raw)) {
      if (key === 'idempotency_key') continue;
      if (key === 'version') {
        if (isBlank(value)) continue;
        if (typeof value === 'number' && Number.isInteger(value) && value >= 0) version = value;
        else ctx.addIssue({ code: 'custom', path: [key], message: 'invalidVersion' });
        continue;
      }
      const match = INDEXED_KEY.exec(key);
      if (!match) {
        ctx.addIssue({ code: 'custom', path: [key], message: crewMessages.unknownField });
        continue;
      }
      const [, field, index] = match as unknown as [string, IndexedField, string];
      const read = READERS[field](value);
      if (!read.ok) {
        ctx.addIssue({ code: 'custom', path: [key], message: read.message });
        continue;
      }
      const row = rows.get(Number(index)) ?? {};
      row[field] = read.value;
      rows.set(Number(index), row);
    }
    if (rows.size === 0) {
      ctx.addIssue({ code: 'custom', path: ['score_id.0'], message: crewMessages.noResults });
    }
    if (rows.size > MAX_RESULTS_PER_SAVE) {
      ctx.addIssue({ code: 'custom', path: [], message: 'tooManyResults' });
    }
    const results: CrewResultInput[] = [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, row]) => ({
        index,
        scoreId: (row.score_id as number | undefined) ?? 0,
        challengeScoreId: (row.challenge_score_id as number | null | undefined) ?? null,
        teamId: (row.team_id as number | null | undefined) ?? null,
        rank: (row.rank as number | null | undefined) ?? null,
        score1: (row.score_1 as number | null | undefined) ?? null,
        score2: (row.score_2 as number | null | undefined) ?? null,
        time1: (row.time_1 as number | null | undefined) ?? null,
        time2: (row.time_2 as number | null | undefined) ?? null,
        isLadies: (row.is_ladies as boolean | undefined) ?? false,
        isFairplay: (row.is_fairplay as boolean | undefined) ?? false,
        isDisqualified: (row.is_disqualified as boolean | undefined) ?? false,
        isJoker: (row.is_joker as boolean | undefined) ?? false,
      }));
    for (const result of results) {
      const at = (field: IndexedField) => [`${field}.${result.index}`];
      if (!result.scoreId) {
        ctx.addIssue({ code: 'custom', path: at('score_id'), message: 'invalidId' });
      }
      if (result.challengeScoreId === null && result.teamId === null) {
        ctx.addIssue({ code: 'custom', path: at('challenge_score_id'), message: 'invalidId' });
      }
    }
    const sessions = new Set(results.map((result) => result.scoreId));
    if (sessions.size > 1) {
      ctx.addIssue({ code: 'custom', path: ['score_id.0'], message: crewMessages.mixedSessions });
    }
    return {
      scoreId: results[0]?.scoreId ?? 0,
      version,
      idempotencyKey: raw.idempotency_key ?? null,
      results,
    };
  });

/** What the crew form holds for one team, to be sent as the product spec's indexed fields. */
export interface CrewFormResult {
  challengeScoreId: number | null;
  teamId: number;
  rank: string;
  score1: string;
  score2: string;
  time1: string;
  time2: string;
  isLadies: boolean;
  isFairplay: boolean;
  isDisqualified: boolean;
  isJoker: boolean;
}

/** A team's card with nothing typed yet, with the given values over it. */
export function blankCrewResult(
  teamId: number,
  values: Partial<CrewFormResult> = {},
): CrewFormResult {
  return {
    challengeScoreId: null,
    teamId,
    rank: '',
    score1: '',
    score2: '',
    time1: '',
    time2: '',
    isLadies: false,
    isFairplay: false,
    isDisqualified: false,
    isJoker: false,
    ...values,
  };
}

/**
 * The body of POST /crew-score for a form: the product spec's indexed fields plus team ids and version, and
 * the save's idempotency key when the client keeps one (a save queued offline is sent with it).
 */
export function crewScoreFields(
  scoreId: number,
  version: number,
  results: readonly CrewFormResult[],
  idempotencyKey?: string,
): Record<string, unknown> {
  const body: Record<string, unknown> = { version };
  if (idempotencyKey) body.idempotency_key = idempotencyKey;
  results.forEach((result, n) => {
    body[`score_id.${n}`] = scoreId;
    body[`challenge_score_id.${n}`] = result.challengeScoreId ?? '';
    body[`team_id.${n}`] = result.teamId;
    body[`rank.${n}`] = result.rank;
    body[`score_1.${n}`] = result.score1;
    body[`score_2.${n}`] = result.score2;
    body[`time_1.${n}`] = result.time1;
    body[`time_2.${n}`] = result.time2;
    body[`is_ladies.${n}`] = result.isLadies;
    body[`is_fairplay.${n}`] = result.isFairplay;
    body[`is_disqualified.${n}`] = result.isDisqualified;
    body[`is_joker.${n}`] = result.isJoker;
  });
  return body;
}

export const crewScoreSavedResponse = z.object({
  message: z.literal(crewMessages.saved),
  /** The session's new version. */
  version: count,
  /** The teams of the session, and how many of them still have neither a rank nor a disqualification. */
  team_count: count,
  teams_without_result: count,
  /** The event's results need approval: the save waits for an organizer and does not count yet. */
  awaiting_review: z.boolean(),
});
export type CrewScoreSaved = z.infer<typeof crewScoreSavedResponse>;

const crewOfBattle = forRoles(['crew'], ['event']);

export const crewBattlesRoute = defineRoute({
  method: 'GET',
  path: '/api/crew-battles',
  summary:
    "The crew member's score sessions in the event (of every battle they are assigned to), each marked correct when every team has a complete, valid result.",
  access: crewOfBattle,
  response: crewBattlesResponse,
});

export const crewBattleSelectRoute = defineRoute({
  method: 'POST',
  path: '/api/crew-battles',
  summary:
    'Selects a score session of a battle the crew member is assigned to; the client keeps it as selectedScoreId.',
  access: crewOfBattle,
  body: crewBattleSelectBody,
  response: crewBattleSelectResponse,
  refusals: { 403: [crewMessages.notCrewOfBattle], 404: [crewMessages.sessionNotFound] },
});

export const crewScoreRoute = defineRoute({
  method: 'GET',
  path: '/api/crew-score',
  summary:
    "The result form of a session (header `selectedScoreId`): the battle's labels and scoring type, the session's version, and one card per team.",
  access: crewOfBattle,
  headers: selectedScoreHeaders,
  response: crewScoreResponse,
  refusals: { 403: [crewMessages.notCrewOfBattle], 404: [crewMessages.sessionNotFound] },
});

export const crewScoreSaveRoute = defineRoute({
  method: 'POST',
  path: '/api/crew-score',
  summary:
    "Saves the results of one session in one transaction (all teams or none): the product spec's indexed fields, plus `team_id.N` for a team without a result yet and the `version` the form was based on (409 when stale), and an optional `idempotency_key` (a UUID): a save sent again with the same key changes nothing and answers the version it made. A save whose cards are all empty is refused (400 nothingToSave). In a battle scored by score or time the ranks follow from the values (computed on the server, ties sharing a rank, disqualified and valueless teams unranked; a sent rank is ignored); only a `rank` battle takes the ranks as sent. Points follow the points table; the joker flag follows the team's choice. The answer says how many of the session's teams still have no result. Results for a session that has not started are refused (403 sessionNotStarted). When the event's results need approval, the save is kept as submitted (`awaiting_review`) and counts nowhere until an organizer approves it.",
  access: crewOfBattle,
  body: crewScoreBody,
  response: crewScoreSavedResponse,
  refusals: {
    400: [
      crewMessages.resultNotInSession,
      crewMessages.teamNotInSession,
      crewMessages.mixedSessions,
      crewMessages.duplicateTeam,
      crewMessages.nothingToSave,
    ],
    403: [crewMessages.notCrewOfBattle, crewMessages.sessionNotStarted],
    404: [crewMessages.sessionNotFound],
    409: [crewMessages.staleVersion, crewMessages.keyReused],
  },
});
