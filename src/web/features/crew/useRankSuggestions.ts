import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ScoringType } from '../../../shared/scoring';
import { ranksAreComputed, suggestedRanks, type CrewScoreFormValues } from './crewForm';

/**
 * The ranks of a battle scored by score or time, computed live from every card's values as they
 * are typed (the server computes them the same way on save); null for a `rank` battle, whose
 * ranks are typed.
 */
export function useComputedRanks(
  form: UseFormReturn<CrewScoreFormValues>,
  scoringType: ScoringType,
): (number | null)[] | null {
  const teams = useWatch({ control: form.control, name: 'teams' });
  return useMemo(
    () => (ranksAreComputed(scoringType) ? suggestedRanks(scoringType, teams) : null),
    [scoringType, teams],
  );
}
