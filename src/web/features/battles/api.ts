/**
 * The challenges (GET /battles, GET /battle, the /home strip's /home_battles) and the joker
 * choice (PUT /battle). /battle reads the challenge from the selectedBattleId header, so its key
 * carries that id. A chosen joker changes the challenge, the list and the /home strip, so
 * success refetches them before the mutation settles (product.md §10: "reloads" means fresh
 * server data, no browser reload).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  battleRoute,
  battlesRoute,
  chooseJokerRoute,
  homeBattlesRoute,
} from '../../../shared/api/battles';
import { call } from '../../lib/api';
import { invalidateRead, useRead } from '../../lib/useRead';

export function useBattles() {
  return useRead(battlesRoute, undefined);
}

export function useHomeBattles() {
  return useRead(homeBattlesRoute, undefined, { select: (answer) => answer.battles });
}

/** The challenge chosen on another screen; the id travels as the selectedBattleId header. */
export function useBattle(battleId: number | null) {
  return useRead(
    battleRoute,
    { headers: { selectedbattleid: String(battleId ?? 0) } },
    { enabled: battleId !== null },
  );
}

export function useChooseJoker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (battleId: number) => call(chooseJokerRoute, { body: { joker_id: battleId } }),
    // The /home challenges strip marks the team's joker too.
    onSuccess: () => invalidateRead(queryClient, battlesRoute, battleRoute, homeBattlesRoute),
  });
}
