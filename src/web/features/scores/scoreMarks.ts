/** Which marks a result shows, for /scores and /score alike. */
import type { ActivityTeamScore, ScoreEntry } from '../../../shared/api/scores';
import type { ScoreMarkKind } from './ScoreMark';

export function entryMarks(entry: ScoreEntry): ScoreMarkKind[] {
  const marks: ScoreMarkKind[] = [];
  if ((entry.joker ?? 0) > 0) marks.push('joker');
  if ((entry.ladies ?? 0) > 0) marks.push('ladies');
  if (entry.is_disqualified) marks.push('disqualified');
  return marks;
}

export function teamMarks(team: ActivityTeamScore): ScoreMarkKind[] {
  const marks: ScoreMarkKind[] = [];
  if (team.is_rival) marks.push('rival');
  if (team.is_joker) marks.push('joker');
  if (team.is_ladies) marks.push('ladies');
  if (team.is_disqualified) marks.push('disqualified');
  return marks;
}

/** The points a session brought the team: its rank's score plus the ladies and joker bonus. */
export function entryTotal(entry: ScoreEntry): number {
  return (entry.score ?? 0) + (entry.ladies ?? 0) + (entry.joker ?? 0);
}
