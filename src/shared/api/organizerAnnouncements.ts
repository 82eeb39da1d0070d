/**
 * The organizer console's announcements: a challenge of the event announced to everyone taking
 * part (challenge_announced). An addition to product.md §7.
 */
import { z } from 'zod';
import { defineRoute } from './contract';
import { idBody } from './ids';
import { organizerAccess, organizerMessages } from './organizer';
import { count } from './wire';

/** Stable message keys of the announcements; the web app translates them (namespace organizer). */
export const announcementsMessages = {
  announced: 'challengeAnnounced',
} as const;

export const announcementBody = z.object({ battle_id: idBody });
export type AnnouncementBody = z.output<typeof announcementBody>;

export const announcementResponse = z.object({
  message: z.string(),
  /** How many people were told. */
  recipients: count,
});

export const organizerAnnouncementRoute = defineRoute({
  method: 'POST',
  path: '/api/organizer/announcements',
  summary:
    "Announces a challenge of the event (challenge_announced) to everyone taking part: its teams' players and the supporters, crew and contact persons who entered it.",
  addition: true,
  access: organizerAccess,
  body: announcementBody,
  response: announcementResponse,
  refusals: { 404: [organizerMessages.notFound] },
});
