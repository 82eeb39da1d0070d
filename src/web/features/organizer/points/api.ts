/**
 * The console's points part as query hooks: the points table, the tiebreak order (with the
 * event's battles to choose from) and the leaderboard quarter (its preview, and the frozen and
 * live orders while one is published). Every change refreshes every read (useConsoleChange),
 * so the leaderboard and the rules page players open are fresh.
 */
import { useMutation } from '@tanstack/react-query';
import { battlesRoute } from '../../../../shared/api/battles';
import {
  organizerPointsTableRoute,
  organizerPointsTableSaveRoute,
  organizerQuarterPreviewRoute,
  organizerQuarterPublishRoute,
  organizerQuarterRoute,
  organizerQuarterWithdrawRoute,
  organizerTiebreakRoute,
  organizerTiebreakSaveRoute,
  type PointsTableBody,
  type QuarterBody,
} from '../../../../shared/api/organizerPoints';
import { leaderboardRoute } from '../../../../shared/api/scores';
import { call } from '../../../lib/api';
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

/**
 * The standings a quarter would show as of a moment (the server's now when none is given). Read
 * on demand and kept as answered, so a refresh of the screen's reads never moves the moment the
 * organizer looked at (publishing after a preview publishes that moment).
 */
export const usePreviewQuarter = () =>
  useMutation({
    mutationFn: (asOf: string | undefined) =>
      call(organizerQuarterPreviewRoute, { query: asOf === undefined ? {} : { as_of: asOf } }),
  });

/**
 * The leaderboard as the organizer reads it: `teams` is what players see (the published quarter's
 * standings while one is published) and `live_teams` the live order beside it, else null.
 */
export const useOrganizerLeaderboard = () => useRead(leaderboardRoute, undefined);
