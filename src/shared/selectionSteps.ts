/**
 * The way in after login (product.md §4): which selection screen a user still has to pass, from the
 * role and the choices made so far. Undefined means every step is done.
 */
import type { EventRole } from './roles';

export interface SelectionState {
  role: EventRole | null;
  eventId: number | null;
  teamId: number | null;
  battleId: number | null;
}

export function nextSelectionStep(s: SelectionState): string | undefined {
  if (!s.role) return '/role';
  if (s.role === 'player')
    return s.teamId === null || s.eventId === null ? '/team-select' : undefined;
  if (s.eventId === null) return '/event-select';
  if (s.role === 'crew' && s.battleId === null) return '/battle-select';
  return undefined;
}

/** Where a role choice leads: player picks a team, everyone else an event. */
export function afterRoleChoice(role: EventRole): string {
  return role === 'player' ? '/team-select' : '/event-select';
}

/**
 * Where an event choice leads: crew still picks a battle, an organizer opens the console
 * (product.md "Roles, events, organizers"); the others reach /home.
 */
export function afterEventChoice(role: EventRole): string {
  if (role === 'crew') return '/battle-select';
  return role === 'organizer' ? '/organizer' : '/home';
}
