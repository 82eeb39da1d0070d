/** The people playing in the event (SPEC §7 "Event reads": /participants, /home_participants). */
import { z } from 'zod';
import { defineRoute, withSelection } from './contract';
import { id, optionalText, text } from './wire';

export const participant = z.object({
  id,
  full_name: text,
  /** The player's team, or teams joined by ", ". */
  team_name: text,
  photo_url: optionalText,
});
export const participantsResponse = z.object({ participants: z.array(participant) });

export type Participant = z.infer<typeof participant>;

export const participantsRoute = defineRoute({
  method: 'GET',
  path: '/api/participants',
  summary: "Every player of the event's teams, once each, by name.",
  access: withSelection('event'),
  response: participantsResponse,
});

export const homeParticipantsRoute = defineRoute({
  method: 'GET',
  path: '/api/home_participants',
  summary: 'The /home participants strip (at most 20).',
  access: withSelection('event'),
  response: participantsResponse,
});
