/**
 * The event's own fields as its organizers set them (organizer console): the form's read, its
 * save, and a new event. Writes run inside the organizer area's `organize` transaction, which
 * audits them and drops the event's snapshots after commit.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { iso } from '../../db/wire';
import { BadRequestError, NotFoundError } from '../../http/errors';
import {
  eventDateProblems,
  organizerMessages,
  type EventBody,
  type OrganizerEventResponse,
} from '../../../shared/api/organizer';

/** The moments of the form out of order: 400 with each problem on its field. */
function refuseDateProblems(body: EventBody): void {
  const problems = eventDateProblems(body);
  if (problems.length === 0) return;
  throw new BadRequestError(
    problems[0].message,
    Object.fromEntries(problems.map(({ field, message }) => [field, message])),
  );
}

const columnsOf = (body: EventBody) => ({
  name: body.name,
  date: new Date(body.date),
  endDate: new Date(body.end_date),
  closingDate: new Date(body.closing_date),
  cheersStartTime: body.cheers_start_time === null ? null : new Date(body.cheers_start_time),
  cheersEndTime: body.cheers_end_time === null ? null : new Date(body.cheers_end_time),
  imageLink: body.image_link,
  locationName: body.location_name,
  locationEmbed: body.location_embed,
  shortDesc: body.short_desc,
  longDesc: body.long_desc,
  eventType: body.event_type,
  maxPlayers: body.max_players,
  maxChallengeOthers: body.max_challenge_others,
  amountOfChallenges: body.amount_of_challenges,
  // Left out of a save, approval stays as it is.
  ...(body.results_need_approval === undefined
    ? {}
    : { resultsNeedApproval: body.results_need_approval }),
  // Left out of a save, the zone stays as it is (a new event takes the column's default).
  ...(body.time_zone === undefined ? {} : { timeZone: body.time_zone }),
});

export async function organizerEvent(db: Db, eventId: number): Promise<OrganizerEventResponse> {
  const [event] = await db
    .select({
      id: events.id,
      name: events.name,
      date: iso(events.date),
      end_date: iso(events.endDate),
      closing_date: iso(events.closingDate),
      cheers_start_time: iso(events.cheersStartTime),
      cheers_end_time: iso(events.cheersEndTime),
      image_link: events.imageLink,
      photo_url: events.photoUrl,
      location_name: events.locationName,
      location_embed: events.locationEmbed,
      short_desc: events.shortDesc,
      long_desc: events.longDesc,
      event_type: events.eventType,
      max_players: events.maxPlayers,
      max_challenge_others: events.maxChallengeOthers,
      amount_of_challenges: events.amountOfChallenges,
      results_need_approval: events.resultsNeedApproval,
      time_zone: events.timeZone,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw new NotFoundError(organizerMessages.notFound);
  return event;
}

/** Saves the event form; answers the audit note. */
export async function saveEvent(tx: Db, eventId: number, body: EventBody) {
  refuseDateProblems(body);
  const [saved] = await tx
    .update(events)
    .set(columnsOf(body))
    .where(eq(events.id, eventId))
    .returning({ id: events.id });
  if (!saved) throw new NotFoundError(organizerMessages.notFound);
  return { action: 'update', entity: 'event', entityId: eventId, summary: body.name };
}

/** Creates an event from the form; answers its id. */
export async function createEvent(tx: Db, body: EventBody): Promise<number> {
  refuseDateProblems(body);
  const [created] = await tx.insert(events).values(columnsOf(body)).returning({ id: events.id });
  return created.id;
}

/**
 * Sets the event's uploaded picture (null removes it) in the console's transaction, the row
 * locked; answers the picture it replaced (its file is deleted once the change is committed).
 */
export async function setEventPhoto(tx: Db, eventId: number, photoUrl: string | null) {
  const [current] = await tx
    .select({ name: events.name, photoUrl: events.photoUrl })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  if (!current) throw new NotFoundError(organizerMessages.notFound);
  await tx.update(events).set({ photoUrl }).where(eq(events.id, eventId));
  return {
    previous: current.photoUrl,
    audit: {
      action: photoUrl === null ? 'delete' : 'update',
      entity: 'event',
      entityId: eventId,
      summary: `${current.name} · picture`,
    },
  };
}
