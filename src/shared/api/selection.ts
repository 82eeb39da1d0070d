/** Request and response shapes of the selection calls (SPEC §7 "Selection"). */
import { z } from 'zod';
import { EVENT_ROLES } from '../roles';
import { idInput as id } from './ids';

export const roleBody = z.object({ role: z.enum(EVENT_ROLES) });
export const eventSelectBody = z.object({ event_id: id });
export const teamSelectBody = z.object({ team_id: id, event_id: id });
export const battleSelectBody = z.object({ battle_id: id });

export const rolesResponse = z.object({ roles: z.array(z.enum(EVENT_ROLES)) });

export const selectableEvent = z.object({
  id: z.number(),
  name: z.string(),
  date: z.string(),
  image_link: z.string().nullable(),
  photo_url: z.string().nullable(),
});
export const eventSelectResponse = z.object({
  events: z.array(selectableEvent),
  role: z.enum(EVENT_ROLES).nullable(),
});

export const selectableTeam = z.object({
  id: z.number(),
  team_id: z.number(),
  event_id: z.number(),
  team_name: z.string(),
  team_photo: z.string().nullable(),
  event_name: z.string(),
  event_date: z.string(),
});
export const teamSelectResponse = z.object({ teams: z.array(selectableTeam) });

export const selectableBattle = z.object({
  id: z.number(),
  name: z.string(),
  photo_url: z.string().nullable(),
});
export const battleSelectResponse = z.object({ battles: z.array(selectableBattle) });

/** Every selection write answers with where the client goes next. */
export const selectionResponse = z.object({ message: z.string(), redirect: z.string() });

export type SelectableEvent = z.infer<typeof selectableEvent>;
export type SelectableTeam = z.infer<typeof selectableTeam>;
export type SelectableBattle = z.infer<typeof selectableBattle>;
