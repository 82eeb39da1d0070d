/**
 * The organizer console's tests share this: an event of its own with an organizer signed in
 * (role organizer, the event chosen), a player and a supporter of it, and a small client that
 * calls the console as that organizer.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './testApp';
import {
  addPlayer,
  createCompany,
  createEvent,
  createTeamWith,
  createUser,
  giveEventRole,
  sessionCookieFor,
} from './factories';

/**
 * The console's event form (PUT /api/organizer/event, POST /api/organizer/events) with every
 * field filled: an event ten to eleven days after 2030-06-01, like createOrganizerWorld's.
 */
export const eventForm = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  date: '2030-06-11T08:00:00.000Z',
  end_date: '2030-06-12T08:00:00.000Z',
  closing_date: '2030-06-08T08:00:00.000Z',
  cheers_start_time: null,
  cheers_end_time: null,
  image_link: null,
  location_name: null,
  location_embed: null,
  short_desc: null,
  long_desc: null,
  event_type: 'Event',
  max_players: 6,
  max_challenge_others: 3,
  amount_of_challenges: 4,
  ...over,
});

export interface OrganizerWorld {
  eventId: number;
  organizerId: number;
  organizer: string;
  /** A player of the event's one team, to see what players see. */
  player: string;
  supporter: string;
  companyId: number;
  teamId: number;
}

export async function createOrganizerWorld(t: TestApp, now: Date): Promise<OrganizerWorld> {
  const db = t.database.db;
  const day = 24 * 3600_000;
  const event = await createEvent(db, {
    name: 'Console Games',
    date: new Date(now.getTime() + 10 * day),
    endDate: new Date(now.getTime() + 11 * day),
    closingDate: new Date(now.getTime() + 7 * day),
  });
  const organizer = await createUser(db, { firstName: 'Olga', lastName: 'Organizer' });
  await giveEventRole(db, organizer.id, event.id, 'organizer');
  const company = await createCompany(db, event.id);
  const team = await createTeamWith(db, event.id, company.id, { name: 'Lions' });
  const player = await createUser(db);
  await addPlayer(db, team.id, player.id, true);
  const supporter = await createUser(db);
  return {
    eventId: event.id,
    organizerId: organizer.id,
    organizer: await sessionCookieFor(db, organizer.id, now, {
      role: 'organizer',
      eventId: event.id,
    }),
    player: await sessionCookieFor(db, player.id, now, {
      role: 'player',
      eventId: event.id,
      teamId: team.id,
    }),
    supporter: await sessionCookieFor(db, supporter.id, now, {
      role: 'supporter',
      eventId: event.id,
    }),
    companyId: company.id,
    teamId: team.id,
  };
}

/** Calls a route with a session cookie: `send(cookie, 'POST', '/api/…', body)`. */
export function sender(t: TestApp) {
  return (
    cookie: string,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}
