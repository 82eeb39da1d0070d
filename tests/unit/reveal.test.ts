/**
 * The steps of a reveal (src/shared/reveal.ts): the last place first, the podium one team at a
 * time whatever the step size, the remainder of an uneven split at the bottom, awards spread
 * evenly between team steps and never after the winner, and what each team won since the quarter.
 */
import { describe, expect, it } from 'vitest';
import {
  awardGaps,
  planReveal,
  revealedTeams,
  type StandingForReveal,
} from '../../src/shared/reveal';
import type { RevealAward, RevealFrame } from '../../src/shared/api/reveal';

/** Teams T1 (first) … Tn, T1 with the most points. */
const standings = (count: number): StandingForReveal[] =>
  Array.from({ length: count }, (_, index) => ({
    position: index + 1,
    team_id: index + 1,
    name: `T${index + 1}`,
    photo_url: null,
    company_name: null,
    house_color: null,
    points: (count - index) * 10,
  }));

const award = (name: string): RevealAward => ({
  award_id: name.length,
  name,
  winner_type: 'team',
  winner_name: 'T1',
  photo_url: null,
});

const shown = (frames: RevealFrame[]) =>
  frames.map((frame) =>
    frame.kind === 'teams' ? frame.teams.map((team) => team.name).join('+') : frame.award.name,
  );

describe('the steps of a reveal', () => {
  it('shows the last place first, the podium one at a time, the remainder at the bottom', () => {
    expect(shown(planReveal(standings(9), [], [], 4))).toEqual([
      'T9+T8',
      'T7+T6+T5+T4',
      'T3',
      'T2',
      'T1',
    ]);
    expect(shown(planReveal(standings(3), [], [], 10))).toEqual(['T3', 'T2', 'T1']);
  });

  it('keeps teams sharing a podium place each in a step of its own', () => {
    const tied = standings(4);
    tied[3] = { ...tied[3], position: 3 };
    expect(shown(planReveal(tied, [], [], 5))).toEqual(['T4', 'T3', 'T2', 'T1']);
  });

  it('spreads awards evenly between team steps, never after the winner', () => {
    expect(awardGaps(5, 1)).toEqual([2]);
    expect(awardGaps(5, 3)).toEqual([1, 2, 3]);
    expect(awardGaps(3, 5)).toEqual([1, 1, 1, 2, 2]);
    expect(awardGaps(1, 2)).toEqual([0, 0]);
    const frames = planReveal(standings(5), [], [award('A'), award('BB')], 1);
    expect(shown(frames)).toEqual(['T5', 'T4', 'A', 'T3', 'BB', 'T2', 'T1']);
    expect(shown(planReveal(standings(1), [], [award('A')], 1))).toEqual(['A', 'T1']);
  });

  it('gives each team what it won since the quarter and where it stood', () => {
    const frames = planReveal(
      standings(2),
      [
        { team_id: 2, position: 1, points: 15 },
        { team_id: 1, position: 2, points: 5 },
      ],
      [],
      1,
    );
    const teams = revealedTeams(frames, frames.length);
    expect(
      teams.map(({ name, gained, quarter_position }) => [name, gained, quarter_position]),
    ).toEqual([
      ['T2', -5, 1],
      ['T1', 15, 2],
    ]);
    expect(revealedTeams(frames, 1).map((team) => team.name)).toEqual(['T2']);
    // A team added after the quarter counts everything as won since.
    const fresh = revealedTeams(planReveal(standings(1), [], [], 1), 1)[0];
    expect(fresh).toMatchObject({ gained: 10, quarter_position: null });
  });
});
