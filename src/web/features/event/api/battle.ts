/**
 * The challenges (GET /battles, GET /battle) and the joker choice (PUT /battle) as TanStack
 * Query hooks, with their query keys in one place. /battle reads the challenge from the
 * selectedBattleId header, so its key carries that id. A chosen joker changes the challenge,
 * the list and the /home strip, so success refetches them before the mutation settles
 * (CLARIFICATIONS: "reloads" means fresh server data, no browser reload).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BattleResponse,
  BattlesResponse,
  jokerChosenResponse,
} from '../../../../shared/api/event';
import { api } from '../../../lib/api';
import { homeKeys } from './home';

type JokerChosenResponse = z.infer<typeof jokerChosenResponse>;

export const battleKeys = {
  all: ['event', 'battles'] as const,
  list: ['event', 'battles', 'list'] as const,
  detail: (battleId: number) => ['event', 'battles', 'detail', battleId] as const,
};

export function useBattles() {
  return useQuery({
    queryKey: battleKeys.list,
    queryFn: () => api<BattlesResponse>('/battles'),
  });
}

/** The challenge chosen on another screen; the id travels as the selectedBattleId header. */
export function useBattle(battleId: number | null) {
  return useQuery({
    queryKey: battleKeys.detail(battleId ?? 0),
    queryFn: () =>
      api<BattleResponse>('/battle', { headers: { selectedBattleId: String(battleId) } }),
    enabled: battleId !== null,
  });
}

export function useChooseJoker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (battleId: number) =>
      api<JokerChosenResponse>('/battle', { method: 'PUT', body: { joker_id: battleId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: battleKeys.all }),
        // The /home challenges strip marks the team's joker too.
        queryClient.invalidateQueries({ queryKey: homeKeys.battles }),
      ]),
  });
}
