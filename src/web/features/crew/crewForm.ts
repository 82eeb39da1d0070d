/**
 * The crew form's rules, without React: the form values of a session (the contract's
 * CrewFormResult, one per team), the checks a save must pass before it is sent (the very schema
 * the server reads the save with, so the form refuses exactly what the server would), where a
 * field error of the wire (`time_1.2`) belongs on the form, the ranks computed from what is
 * typed (a battle scored by score or time: the server computes them the same way on save), a
 * save with nothing in it, which values differ from another crew member's save, and the values
 * of a save still waiting on the device.
 */
import {
  crewScoreBody,
  crewScoreFields,
  type CrewFormResult,
  type CrewScoreResponse,
} from '../../../shared/api/crew';
import { parseTime, suggestRanks, type ScoringType } from '../../../shared/scoring';

export interface CrewScoreFormValues {
  teams: CrewFormResult[];
}

/** The fields a crew member types or ticks, in the order a card shows them. */
export const EDITABLE_FIELDS = [
  'score1',
  'score2',
  'time1',
  'time2',
  'rank',
  'isLadies',
  'isFairplay',
  'isDisqualified',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** the product spec's wire names of the editable fields. */
const WIRE_NAMES: Record<string, EditableField> = {
  score_1: 'score1',
  score_2: 'score2',
  time_1: 'time1',
  time_2: 'time2',
  rank: 'rank',
  is_ladies: 'isLadies',
  is_fairplay: 'isFairplay',
  is_disqualified: 'isDisqualified',
};

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function formValuesOf(session: CrewScoreResponse): CrewScoreFormValues {
  return {
    teams: session.teams.map((team) => ({
      challengeScoreId: team.challenge_score_id,
      teamId: team.team_id,
      rank: numberText(team.rank),
      score1: numberText(team.score_1),
      score2: numberText(team.score_2),
      time1: team.time_1 ?? '',
      time2: team.time_2 ?? '',
      isLadies: team.is_ladies,
      isFairplay: team.is_fairplay,
      isDisqualified: team.is_disqualified,
      isJoker: team.is_joker,
    })),
  };
}

export interface FormFieldError {
  /** The team's place in the form. */
  index: number;
  field: EditableField;
  /** A message key (invalidTime, …) or the server's text. */
  message: string;
}

/** Where a wire field error belongs: `time_1.2` is the third card's first time. */
export function formFieldOf(wireKey: string, message: string): FormFieldError | null {
  const match = /^([a-z_0-9]+)\.(\d+)$/.exec(wireKey);
  const field = match ? WIRE_NAMES[match[1]] : undefined;
  return match && field ? { index: Number(match[2]), field, message } : null;
}

/** The field errors of a save before it is sent, by the schema the server reads it with. */
export function checkResults(
  scoreId: number,
  version: number,
  results: readonly CrewFormResult[],
): FormFieldError[] {
  const read = crewScoreBody.safeParse(crewScoreFields(scoreId, version, results));
  if (read.success) return [];
  return read.error.issues
    .map((issue) => formFieldOf(String(issue.path[0] ?? ''), issue.message))
    .filter((error): error is FormFieldError => error !== null);
}

/** The field errors of a 400 answer (`{ fields: { 'time_1.2': 'invalidTime' } }`). */
export function serverFieldErrors(body: unknown): FormFieldError[] {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return [];
  const { fields } = body;
  if (typeof fields !== 'object' || fields === null) return [];
  return Object.entries(fields)
    .map(([key, message]) => (typeof message === 'string' ? formFieldOf(key, message) : null))
    .filter((error): error is FormFieldError => error !== null);
}

const typedNumber = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
};

/**
 * The rank of each card from the scores or times typed so far, by the engine the server ranks
 * a save with (null: no rank, for a card without a value that reads or a disqualified team).
 * A `rank` battle has none: its ranks are typed.
 */
export function suggestedRanks(
  scoringType: ScoringType,
  results: readonly CrewFormResult[],
): (number | null)[] {
  return suggestRanks(
    scoringType,
    results.map((result) => ({
      score1: typedNumber(result.score1),
      time1: parseTime(result.time1),
      isDisqualified: result.isDisqualified,
    })),
  );
}

/** Whether the battle's ranks follow from the typed scores or times (every type but `rank`). */
export const ranksAreComputed = (scoringType: ScoringType) => scoringType !== 'rank';

/**
 * The results as a save sends them: in a battle scored by score or time each card carries the
 * rank computed from every card's values (the server ignores it and computes its own, the same
 * way), so what is sent, kept on the device and compared after a conflict is what the crew saw.
 */
export function withComputedRanks(
  scoringType: ScoringType,
  results: readonly CrewFormResult[],
): CrewFormResult[] {
  if (!ranksAreComputed(scoringType)) return [...results];
  const ranks = suggestedRanks(scoringType, results);
  return results.map((result, index) => ({ ...result, rank: numberText(ranks[index]) }));
}

const isBlankText = (text: string) => text.trim() === '';

/**
 * The form holds nothing a save would store: every card is empty (no value typed, no flag
 * ticked) and none has a stored result to change. The server refuses such a save
 * (nothingToSave); the form says so before sending it.
 */
export function hasNothingToSave(results: readonly CrewFormResult[]): boolean {
  return results.every(
    (result) =>
      result.challengeScoreId === null &&
      [result.rank, result.score1, result.score2, result.time1, result.time2].every(isBlankText) &&
      !result.isLadies &&
      !result.isFairplay &&
      !result.isDisqualified,
  );
}

/** What a save's answer says about the session: its teams, and how many still have no result. */
export interface SessionCounts {
  teamCount: number;
  teamsWithoutResult: number;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The counts of a save's answer, or null when it does not carry them (an answer of a server
 * from before the counts), so the crew is told "saved" without them.
 */
export function countsOf(answer: {
  team_count?: unknown;
  teams_without_result?: unknown;
}): SessionCounts | null {
  const { team_count: teamCount, teams_without_result: teamsWithoutResult } = answer;
  if (!isCount(teamCount) || !isCount(teamsWithoutResult) || teamsWithoutResult > teamCount) {
    return null;
  }
  return { teamCount, teamsWithoutResult };
}

export interface FieldDifference {
  field: EditableField;
  mine: string | boolean;
  theirs: string | boolean;
}

export interface TeamDifferences {
  teamId: number;
  differences: FieldDifference[];
}

/** Two typed values mean the same when they read as the same number ("7" and "7.0"). */
function sameValue(a: string | boolean, b: string | boolean): boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  if (a.trim() === b.trim()) return true;
  const [x, y] = [typedNumber(a), typedNumber(b)];
  return x !== null && x === y && /^[\d.,\s]+$/.test(a) && /^[\d.,\s]+$/.test(b);
}

/** Per team, the fields where the crew's values differ from another crew member's save. */
export function differencesFrom(
  mine: readonly CrewFormResult[],
  theirs: readonly CrewFormResult[],
): TeamDifferences[] {
  return theirs
    .map((their) => {
      const my = mine.find((result) => result.teamId === their.teamId);
      if (!my) return { teamId: their.teamId, differences: [] };
      const differences = EDITABLE_FIELDS.filter(
        (field) => !sameValue(my[field], their[field]),
      ).map((field) => ({ field, mine: my[field], theirs: their[field] }));
      return { teamId: their.teamId, differences };
    })
    .filter((team) => team.differences.length > 0);
}

/**
 * The crew's values on top of a newer save: the cards keep what was typed, and take the newer
 * result ids (a result another crew member created meanwhile) and joker flags.
 */
export function mineOnTheirs(
  mine: readonly CrewFormResult[],
  theirs: readonly CrewFormResult[],
): CrewFormResult[] {
  return mine.map((my) => {
    const their = theirs.find((result) => result.teamId === my.teamId);
    return their ? { ...my, challengeScoreId: their.challengeScoreId, isJoker: their.isJoker } : my;
  });
}

/** The session's cards with the values of the crew's save waiting on the device, team by team. */
export function withWaitingResults(
  session: readonly CrewFormResult[],
  waiting: readonly CrewFormResult[],
): CrewFormResult[] {
  return session.map((result) => waiting.find((mine) => mine.teamId === result.teamId) ?? result);
}
