import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ScoringType } from '../../../shared/scoring';
import { suggestedRanks, type CrewScoreFormValues } from './crewForm';

/** The ranks the scores or times typed so far suggest, and taking one into its card. */
export function useRankSuggestions(
  form: UseFormReturn<CrewScoreFormValues>,
  scoringType: ScoringType,
) {
  const { control, setValue, clearErrors } = form;
  const teams = useWatch({ control, name: 'teams' });
  const suggestions = useMemo(() => suggestedRanks(scoringType, teams), [scoringType, teams]);

  /** The rank suggested for a card, unless the card holds it already. */
  const suggestionFor = (index: number) =>
    suggestions[index] !== null && String(suggestions[index]) !== teams[index]?.rank
      ? suggestions[index]
      : null;

  const applySuggestion = (index: number) => {
    const rank = suggestions[index];
    if (rank === null) return;
    setValue(`teams.${index}.rank`, String(rank), { shouldDirty: true, shouldValidate: false });
    clearErrors(`teams.${index}.rank`);
  };

  return { suggestionFor, applySuggestion };
}
