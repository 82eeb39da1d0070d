/** The roles a user picks on /role, plus the organizer role of the people who run an event. */
export const PICKABLE_ROLES = ['supporter', 'player', 'crew', 'contactPerson'] as const;
export const EVENT_ROLES = [...PICKABLE_ROLES, 'organizer'] as const;

export type PickableRole = (typeof PICKABLE_ROLES)[number];
export type EventRole = (typeof EVENT_ROLES)[number];
