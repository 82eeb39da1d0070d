/**
 * The steps of a reveal (issue 41), a pure rule shared by the server that fixes them when a
 * reveal starts and the tests that check them:
 * - the teams from the last place up; the podium (places 1 to REVEAL_PODIUM) one team at a
 *   time, the others `stepSize` at a time, the lowest step taking what does not divide evenly,
 *   so the steps nearest the podium are full;
 * - each team with the points it won since the quarter and its place in the quarter;
 * - the event's awards spread evenly between the team steps, never after the winner: with more
 *   awards than gaps, a gap holds several, in the order they were given.
 */
import type { RevealAward, RevealFrame, RevealTeam } from './api/reveal';
import { REVEAL_PODIUM } from './api/reveal';

/** A team's place as the standings give it (best first). */
export interface StandingForReveal {
  position: number;
  team_id: number;
  name: string;
  photo_url: string | null;
  company_name: string | null;
  house_color: string | null;
  points: number;
}

/** The quarter's standings: where each team stood and with how many points. */
export interface QuarterPlace {
  team_id: number;
  position: number;
  points: number;
}

/** Splits the teams below the podium (lowest first) into steps, the remainder first. */
function chunksFromBottom<T>(lowestFirst: readonly T[], stepSize: number): T[][] {
  const chunks: T[][] = [];
  const first = lowestFirst.length % stepSize;
  if (first > 0) chunks.push(lowestFirst.slice(0, first));
  for (let start = first; start < lowestFirst.length; start += stepSize) {
    chunks.push(lowestFirst.slice(start, start + stepSize));
  }
  return chunks;
}

/**
 * The gap each award goes into: after team step g (1 … steps − 1), evenly spread; with a single
 * team step, before it (gap 0).
 */
export function awardGaps(teamSteps: number, awards: number): number[] {
  const gaps = teamSteps - 1;
  return Array.from({ length: awards }, (_, index) =>
    gaps <= 0 ? 0 : Math.ceil(((index + 1) * gaps) / (awards + 1)),
  );
}

/** Every step of the reveal, in the order they are shown. */
export function planReveal(
  standings: readonly StandingForReveal[],
  quarter: readonly QuarterPlace[],
  awards: readonly RevealAward[],
  stepSize: number,
): RevealFrame[] {
  const before = new Map(quarter.map((place) => [place.team_id, place]));
  const revealed: RevealTeam[] = standings.map((team) => {
    const was = before.get(team.team_id);
    return {
      ...team,
      gained: team.points - (was?.points ?? 0),
      quarter_position: was?.position ?? null,
    };
  });
  const lowestFirst = [...revealed].reverse();
  const podium = lowestFirst.filter((team) => team.position <= REVEAL_PODIUM);
  const field = lowestFirst.filter((team) => team.position > REVEAL_PODIUM);
  const teamSteps = [...chunksFromBottom(field, stepSize), ...podium.map((team) => [team])];
  const gaps = awardGaps(teamSteps.length, awards.length);
  const frames: RevealFrame[] = [];
  const awardsAfter = (step: number) => {
    awards.forEach((award, index) => {
      if (gaps[index] === step) frames.push({ kind: 'award', award });
    });
  };
  awardsAfter(0);
  teamSteps.forEach((teams, index) => {
    frames.push({ kind: 'teams', teams });
    awardsAfter(index + 1);
  });
  return frames;
}

/** The teams shown once `step` steps are: the lowest place first. */
export function revealedTeams(frames: readonly RevealFrame[], step: number): RevealTeam[] {
  return frames.slice(0, step).flatMap((frame) => (frame.kind === 'teams' ? frame.teams : []));
}
