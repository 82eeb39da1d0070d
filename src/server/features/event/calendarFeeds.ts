/**
 * Private calendar addresses ("Add to calendar" on /planning): one per user and event, made,
 * replaced and stopped by its user, and fetched by calendar apps with nothing but the token it
 * carries. The token is 256 random bits; only its SHA-256 hash is stored, as for sessions and
 * mailed links, so an address is shown once, when it is made, and a database leak opens none.
 *
 * The feed is built from the database on every fetch, not from the event's snapshot: calendar
 * apps fetch rarely, and a changed start time must reach the phone on its next fetch. The
 * address gives the planning every signed-in supporter can read, and marks only its holder's
 * own team; it stops with the holder's account or the event (foreign keys cascade). No other
 * read shows calendar_feeds, so its writes publish no change.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, events, planningItems, teamPlayers, teams, users } from '../../db/schema';
import { iso, parsedJson } from '../../db/wire';
import { NotFoundError } from '../../http/errors';
import { hashToken, newToken } from '../../auth/tokens';
import type { EventScope } from '../../auth/eventScope';
import {
  calendarMessages,
  calendarRoute,
  type CalendarFeedCreated,
  type CalendarFeedResponse,
} from '../../../shared/api/event';
import { planningCalendar } from './planningCalendar';

const ofUserAndEvent = (scope: Pick<EventScope, 'userId' | 'eventId'>) =>
  and(eq(calendarFeeds.userId, scope.userId), eq(calendarFeeds.eventId, scope.eventId));

/** Whether the user has an address for the event, and since when. */
export async function calendarFeedStatus(db: Db, scope: EventScope): Promise<CalendarFeedResponse> {
  const [feed] = await db
    .select({ created_at: iso(calendarFeeds.createdAt) })
    .from(calendarFeeds)
    .where(ofUserAndEvent(scope));
  return { created_at: feed?.created_at ?? null };
}

/** A new address for the user and event; the one it replaces stops working at once. */
export async function issueCalendarFeed(
  db: Db,
  scope: EventScope,
  publicUrl: string,
  now: Date,
): Promise<CalendarFeedCreated> {
  const token = newToken();
  const tokenHash = hashToken(token);
  await db
    .insert(calendarFeeds)
    .values({ userId: scope.userId, eventId: scope.eventId, tokenHash, createdAt: now })
    .onConflictDoUpdate({
      target: [calendarFeeds.userId, calendarFeeds.eventId],
      set: { tokenHash, createdAt: now },
    });
  const url = `${publicUrl}${calendarRoute.path}?token=${token}`;
  return {
    url,
    webcal_url: url.replace(/^https?:/, 'webcal:'),
    created_at: now.toISOString(),
  };
}

/** Stops the user's address for the event, if there is one. */
export async function stopCalendarFeed(db: Db, scope: EventScope): Promise<void> {
  await db.delete(calendarFeeds).where(ofUserAndEvent(scope));
}

/** The feed of an address, as iCalendar text; 404 for a token that opens none. */
export async function calendarFeed(
  db: Db,
  token: string,
  publicUrl: string,
  now: Date,
): Promise<string> {
  const [feed] = await db
    .select({
      eventId: events.id,
      eventName: events.name,
      location: events.locationName,
      language: users.language,
      ownTeams: sql<unknown>`coalesce((
        select json_agg(${teams.name} order by ${teams.name})
        from ${teamPlayers} join ${teams} on ${teams.id} = ${teamPlayers.teamId}
        where ${teamPlayers.userId} = ${calendarFeeds.userId}
          and ${teams.eventId} = ${calendarFeeds.eventId}), '[]'::json)`,
    })
    .from(calendarFeeds)
    .innerJoin(events, eq(events.id, calendarFeeds.eventId))
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!feed) throw new NotFoundError(calendarMessages.notFound);
  const items = await db
    .select({
      id: planningItems.id,
      name: planningItems.name,
      startTime: planningItems.startTime,
      endTime: planningItems.endTime,
      isChallenge: planningItems.isChallenge,
      scoreSessionId: planningItems.scoreSessionId,
    })
    .from(planningItems)
    .where(eq(planningItems.eventId, feed.eventId))
    .orderBy(asc(planningItems.startTime), asc(planningItems.id));
  return planningCalendar({
    eventName: feed.eventName,
    location: feed.location,
    items,
    ownTeams: parsedJson<string[]>(feed.ownTeams),
    language: feed.language,
    publicUrl,
    now,
  });
}
