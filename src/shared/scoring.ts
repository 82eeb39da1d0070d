/**
 * The points engine as pure functions: reading and writing the crew's time mask, the points a
 * result earns from the points table, the ranks suggested from entered scores or times, whether
 * a result is complete, and the leaderboard order with its tiebreak battles. The crew screen,
 * the server and the leaderboard snapshot all use these very functions, so a team sees the same
 * points and position everywhere.
 *
 * Ties use competition ranking (1, 1, 1, 4) everywhere: equal values share a place and the
 * places they fill are skipped.
 */
export const SCORING_TYPES = [
  'rank',
  'highest_score',
  'lowest_score',
  'fastest_time',
  'slowest_time',
] as const;

export type ScoringType = (typeof SCORING_TYPES)[number];

/** A team's result in a score session, as the crew enters it. Times are in milliseconds. */
export interface TeamResult {
  rank: number | null;
  score1: number | null;
  score2: number | null;
  time1: number | null;
  time2: number | null;
  isLadies: boolean;
  /** Recorded for the fairplay award; it never changes points. */
  isFairplay: boolean;
  isDisqualified: boolean;
  isJoker: boolean;
}

/** The battle's field labels: only a labelled field is entered by the crew. */
export interface BattleLabels {
  score1Label: string | null;
  score2Label: string | null;
  time1Label: string | null;
  time2Label: string | null;
}

export interface PointsBreakdown {
  score: number;
  joker: number;
  ladies: number;
  total: number;
}

// Times

/** The largest time the mask MM:SS:SSS can hold: 99:59:999. */
export const MAX_TIME_MS = 99 * 60_000 + 59 * 1_000 + 999;

/** The longest time text read at all: anything longer is refused before a pattern runs. */
const MAX_TIME_TEXT = 20;

/**
 * A time as a person types it, once its digits are ASCII: minutes (1 or 2 digits), seconds
 * (2), then either a decimal fraction of a second after '.' or ',' (1 to 3 digits) or the
 * mask's milliseconds after a third ':' (exactly 3 digits), or nothing.
 */
const TYPED_TIME = /^([0-9]{1,2}):([0-9]{2})(?:[.,]([0-9]{1,3})|:([0-9]{3}))?$/;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits, as Arabic and Persian keyboards type them. */
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

const asciiDigits = (text: string): string =>
  text.replace(EASTERN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });

/**
 * Reads a time as the crew types it, in milliseconds: `4:12`, `4:12.345`, `4:12,345`, `4:12.5`
 * (half a second), `04:12:345` and the mask's own `MM:SS:SSS`, with spaces around, in ASCII,
 * Arabic-Indic or Persian digits. Seconds must be below 60. null for anything else.
 */
export function parseTime(text: string): number | null {
  if (text.length > MAX_TIME_TEXT) return null;
  const parts = TYPED_TIME.exec(asciiDigits(text.trim()));
  if (!parts) return null;
  const [, minutes, seconds, fraction, milliseconds] = parts;
  if (Number(seconds) >= 60) return null;
  const ms = fraction !== undefined ? fraction.padEnd(3, '0') : (milliseconds ?? '0');
  return Number(minutes) * 60_000 + Number(seconds) * 1_000 + Number(ms);
}

/** Writes a time back into the mask; a time the mask cannot hold is a programming error. */
export function formatTime(ms: number): string {
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_TIME_MS) {
    throw new RangeError(`A time must be a whole number of milliseconds from 0 to ${MAX_TIME_MS}`);
  }
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1_000);
  const milliseconds = ms % 1_000;
  return [
    String(minutes).padStart(2, '0'),
    String(seconds).padStart(2, '0'),
    String(milliseconds).padStart(3, '0'),
  ].join(':');
}

/** A stored time as the mask shows it, or null when none was entered. */
export const timeText = (ms: number | null): string | null => (ms === null ? null : formatTime(ms));

const isTime = (value: number | null): boolean =>
  value !== null && Number.isInteger(value) && value >= 0 && value <= MAX_TIME_MS;

const isScore = (value: number | null): boolean =>
  value !== null && Number.isFinite(value) && value >= 0;

// Points

/**
 * One rank of the event's points table: the score it earns and the bonuses a joker and a
 * ladies team add (no ladies bonus when null). The /points contract answers these rows.
 */
export interface PointsRow {
  rank: number;
  score: number;
  joker: number;
  ladies: number | null;
}

const NO_POINTS: PointsBreakdown = { score: 0, joker: 0, ladies: 0, total: 0 };

/**
 * The parts of a result's points. A disqualified result, an unranked one and a rank beyond the
 * table earn nothing, bonuses included: a bonus rewards a placing, not taking part.
 */
export function pointsBreakdown(result: TeamResult, table: readonly PointsRow[]): PointsBreakdown {
  if (result.isDisqualified || result.rank === null) return NO_POINTS;
  const row = table.find((candidate) => candidate.rank === result.rank);
  if (!row) return NO_POINTS;
  const score = row.score;
  const joker = result.isJoker ? row.joker : 0;
  const ladies = result.isLadies ? (row.ladies ?? 0) : 0;
  return { score, joker, ladies, total: score + joker + ladies };
}

export function pointsForResult(result: TeamResult, table: readonly PointsRow[]): number {
  return pointsBreakdown(result, table).total;
}

// Suggested ranks

/** The entered value a scoring type compares, and whether a higher value places better. */
const COMPARED: Record<
  Exclude<ScoringType, 'rank'>,
  { field: 'score1' | 'time1'; higherIsBetter: boolean }
> = {
  highest_score: { field: 'score1', higherIsBetter: true },
  lowest_score: { field: 'score1', higherIsBetter: false },
  fastest_time: { field: 'time1', higherIsBetter: false },
  slowest_time: { field: 'time1', higherIsBetter: true },
};

/**
 * The rank the crew screen suggests for each entry, in input order. The crew still confirms it,
 * and for a 'rank' battle they enter ranks themselves, so every suggestion is null there. An
 * entry that is disqualified or has no (finite) compared value gets null and takes no place.
 */
export function suggestRanks(
  scoringType: ScoringType,
  results: readonly Pick<TeamResult, 'score1' | 'time1' | 'isDisqualified'>[],
): (number | null)[] {
  if (scoringType === 'rank') return results.map(() => null);
  const { field, higherIsBetter } = COMPARED[scoringType];
  const values = results.map((result) => {
    const value = result[field];
    return result.isDisqualified || value === null || !Number.isFinite(value) ? null : value;
  });
  const placed = values.filter((value): value is number => value !== null);
  const beats = (other: number, value: number) => (higherIsBetter ? other > value : other < value);
  return values.map((value) =>
    value === null ? null : 1 + placed.filter((other) => beats(other, value)).length,
  );
}

// Completeness

/**
 * Whether the crew has entered everything the battle asks for. A disqualified result needs
 * nothing more; otherwise a rank and every labelled field.
 */
export function isResultComplete(result: TeamResult, labels: BattleLabels): boolean {
  if (result.isDisqualified) return true;
  if (result.rank === null || !Number.isInteger(result.rank) || result.rank < 1) return false;
  const missing = (label: string | null, entered: boolean) => label !== null && !entered;
  return !(
    missing(labels.score1Label, isScore(result.score1)) ||
    missing(labels.score2Label, isScore(result.score2)) ||
    missing(labels.time1Label, isTime(result.time1)) ||
    missing(labels.time2Label, isTime(result.time2))
  );
}

// Leaderboard

export interface LeaderboardEntry {
  teamId: number;
  name: string;
  battlePoints: number;
  extraPoints: number;
  /** The team's best rank in each tiebreak battle, in tiebreak order; null when not ranked. */
  tiebreakRanks: readonly (number | null)[];
}

export interface RankedTeam<T extends LeaderboardEntry> {
  entry: T;
  total: number;
  position: number;
}

export function teamTotal(entry: LeaderboardEntry): number {
  return entry.battlePoints + entry.extraPoints;
}

/** Negative when a comes first; a null rank loses to any rank, two nulls are equal. */
function compareTiebreakRanks(a: number | null, b: number | null): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return Math.sign(a - b);
}

/**
 * Negative when a ranks before b: the higher total first, then each tiebreak battle in order
 * (the better rank first). 0 means the teams share a position. A missing tiebreak rank counts as
 * not ranked, so entries with fewer tiebreak ranks still compare consistently.
 */
export function compareTeams(a: LeaderboardEntry, b: LeaderboardEntry): number {
  const totalA = teamTotal(a);
  const totalB = teamTotal(b);
  if (totalA !== totalB) return totalA > totalB ? -1 : 1;
  const battles = Math.max(a.tiebreakRanks.length, b.tiebreakRanks.length);
  for (let i = 0; i < battles; i += 1) {
    const order = compareTiebreakRanks(a.tiebreakRanks[i] ?? null, b.tiebreakRanks[i] ?? null);
    if (order !== 0) return order;
  }
  return 0;
}

/**
 * Competition ranking: the items in the order of `compare`, then of `display` among equals.
 * Items equal under `compare` share a position and the next position skips (1, 1, 1, 4).
 */
export function competitionRanking<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  display: (a: T, b: T) => number,
): { item: T; position: number }[] {
  const ordered = [...items].sort((a, b) => compare(a, b) || display(a, b));
  const ranked: { item: T; position: number }[] = [];
  ordered.forEach((item, index) => {
    const sharesPlace = index > 0 && compare(ordered[index - 1], item) === 0;
    ranked.push({ item, position: sharesPlace ? ranked[index - 1].position : index + 1 });
  });
  return ranked;
}

/** The display order among teams that share a position: by name (any case), then by team id. */
export function byNameThenId(
  a: { name: string; teamId: number },
  b: { name: string; teamId: number },
): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.teamId - b.teamId;
}

/**
 * The leaderboard: teams in order with their total and position. Teams equal under compareTeams
 * share a position and the next position skips (1, 1, 1, 4). The input is left as it is.
 */
export function rankLeaderboard<T extends LeaderboardEntry>(
  entries: readonly T[],
): RankedTeam<T>[] {
  return competitionRanking(entries, compareTeams, byNameThenId).map(({ item, position }) => ({
    entry: item,
    total: teamTotal(item),
    position,
  }));
}
