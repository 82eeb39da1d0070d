/**
 * The console's battles part as query hooks: battles, their score sessions, the planning and the
 * crew. Every change refreshes every read (useConsoleChange), so a new session shows in the
 * battle's list, the planning and the players' screens alike.
 */
import {
  organizerBattleCreateRoute,
  organizerBattleDeleteRoute,
  organizerBattleSaveRoute,
  organizerBattlesRoute,
  organizerCrewAssignRoute,
  organizerCrewRemoveRoute,
  organizerCrewRoute,
  organizerPlanningCreateRoute,
  organizerPlanningDeleteRoute,
  organizerPlanningRoute,
  organizerPlanningSaveRoute,
  organizerSessionCreateRoute,
  organizerSessionDeleteRoute,
  organizerSessionSaveRoute,
  organizerSessionsRoute,
  type BattleBody,
  type CrewBody,
  type PlanningBody,
  type SessionBody,
} from '../../../../shared/api/organizerBattles';
import { useRead } from '../../../lib/useRead';
import { useConsoleChange } from '../shared/api';

const byId = (id: number) => ({ query: { id: String(id) } });

export const useOrganizerBattles = () =>
  useRead(organizerBattlesRoute, undefined, { select: (answer) => answer.battles });

export const useCreateBattle = () =>
  useConsoleChange(organizerBattleCreateRoute, (body: BattleBody) => ({ body }));

export const useSaveBattle = () =>
  useConsoleChange(organizerBattleSaveRoute, (body: BattleBody & { id: number }) => ({ body }));

export const useDeleteBattle = () => useConsoleChange(organizerBattleDeleteRoute, byId);

export const useOrganizerSessions = () =>
  useRead(organizerSessionsRoute, undefined, { select: (answer) => answer.sessions });

export const useCreateSession = () =>
  useConsoleChange(organizerSessionCreateRoute, (body: SessionBody) => ({ body }));

export const useSaveSession = () =>
  useConsoleChange(organizerSessionSaveRoute, (body: SessionBody & { id: number }) => ({ body }));

export const useDeleteSession = () => useConsoleChange(organizerSessionDeleteRoute, byId);

export const useOrganizerPlanning = () =>
  useRead(organizerPlanningRoute, undefined, { select: (answer) => answer.items });

export const useCreatePlanningItem = () =>
  useConsoleChange(organizerPlanningCreateRoute, (body: PlanningBody) => ({ body }));

export const useSavePlanningItem = () =>
  useConsoleChange(organizerPlanningSaveRoute, (body: PlanningBody & { id: number }) => ({
    body,
  }));

export const useDeletePlanningItem = () => useConsoleChange(organizerPlanningDeleteRoute, byId);

export const useOrganizerCrew = () =>
  useRead(organizerCrewRoute, undefined, { select: (answer) => answer.crew });

export const useAssignCrew = () =>
  useConsoleChange(organizerCrewAssignRoute, (body: CrewBody) => ({ body }));

export const useRemoveCrew = () => useConsoleChange(organizerCrewRemoveRoute, byId);
