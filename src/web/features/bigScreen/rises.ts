/**
 * What rose between two readings of a board, as pure functions the flash hook (useRises) and
 * its unit test share: a team whose points or cheers went up flashes with "+N"; a team that is
 * new, or whose figure fell (a corrected result), does not.
 */

/** Team id → a figure (points or cheers). */
export type Figures = ReadonlyMap<number, number>;

/** A rise on show: how much, and until when (ms since the epoch). */
export interface Rise {
  amount: number;
  until: number;
}

export function figuresOf<T extends { team_id: number }>(
  teams: readonly T[],
  figureOf: (team: T) => number,
): Figures {
  return new Map(teams.map((team) => [team.team_id, figureOf(team)]));
}

/** The teams whose figure went up from `before` to `after`, with how much. */
export function risesBetween(before: Figures, after: Figures): Map<number, number> {
  const rises = new Map<number, number>();
  for (const [teamId, figure] of after) {
    const earlier = before.get(teamId);
    if (earlier !== undefined && figure > earlier) rises.set(teamId, figure - earlier);
  }
  return rises;
}

/**
 * The rises on show after new ones: a team that rises again while still flashing shows the sum
 * and flashes for the full time again. At most one entry per team, so the map never outgrows
 * the board however long the screen runs.
 */
export function addRises(
  shown: ReadonlyMap<number, Rise>,
  risen: ReadonlyMap<number, number>,
  until: number,
): Map<number, Rise> {
  const next = new Map(shown);
  for (const [teamId, amount] of risen) {
    next.set(teamId, { amount: (shown.get(teamId)?.amount ?? 0) + amount, until });
  }
  return next;
}

/** The rises still on show at `now`. */
export function withoutExpired(shown: ReadonlyMap<number, Rise>, now: number): Map<number, Rise> {
  return new Map([...shown].filter(([, rise]) => rise.until > now));
}

/** When the next rise on show ends; undefined when none is. */
export function nextExpiry(shown: ReadonlyMap<number, Rise>): number | undefined {
  let next: number | undefined;
  for (const { until } of shown.values()) if (next === undefined || until < next) next = until;
  return next;
}
