/**
 * The console's points part as query hooks: the points table, the tiebreak order (with the
 * event's battles to choose from) and the leaderboard quarter. Every change refreshes every
 * read (useConsoleChange), so the leaderboard and the rules page players open are fresh.
 */
import { battlesRoute } from '../../../../shared/api/battles';
import {
  organizerPointsTableRoute,
  organizerPointsTableSaveRoute,
  organizerQuarterPublishRoute,
  organizerQuarterRoute,
  organizerQuarterWithdrawRoute,
  organizerTiebreakRoute,
  organizerTiebreakSaveRoute,
  type PointsTableBody,
  type QuarterBody,
} from '../../../../shared/api/organizerPoints';
import { useRead } from '../../../lib/useRead';
import { useConsoleChange } from '../shared/api';

export const usePointsTable = () =>
  useRead(organizerPointsTableRoute, undefined, { select: (answer) => answer.rows });

export const useSavePointsTable = () =>
  useConsoleChange(organizerPointsTableSaveRoute, (body: PointsTableBody) => ({ body }));

export const useTiebreak = () =>
  useRead(organizerTiebreakRoute, undefined, { select: (answer) => answer.battles });

/** The event's battles (the players' list), as the tiebreak order names them. */
export const useEventBattles = () =>
  useRead(battlesRoute, undefined, {
    select: (answer) => answer.battles.map((battle) => ({ id: battle.id, name: battle.name })),
  });

export const useSaveTiebreak = () =>
  useConsoleChange(organizerTiebreakSaveRoute, (battleIds: number[]) => ({
    body: { battle_ids: battleIds },
  }));

export const useQuarter = () =>
  useRead(organizerQuarterRoute, undefined, { select: (answer) => answer.quarter });

export const usePublishQuarter = () =>
  useConsoleChange(organizerQuarterPublishRoute, (body: QuarterBody) => ({ body }));

export const useWithdrawQuarter = () =>
  useConsoleChange(organizerQuarterWithdrawRoute, (_: void) => ({}));
