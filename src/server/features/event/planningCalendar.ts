/**
 * An event's planning as an iCalendar feed (RFC 5545), for calendar apps to subscribe to.
 *
 * Times are UTC instants (`DTSTART:…Z`): the database keeps instants and an event has no time
 * zone of its own, and a UTC time needs no VTIMEZONE while every calendar shows it in the
 * phone's local time. Each item keeps one UID (`planning-<id>@<host>`), so a moved start time
 * updates the same entry on the next fetch and a removed item disappears. The holder's own
 * team's challenges are marked with a star, a category and a sentence, in their language.
 */
import ical, { escape } from 'ical-generator';
import { calendarTexts, fillText } from './calendarTexts';

export interface CalendarItem {
  id: number;
  name: string;
  startTime: Date;
  endTime: Date;
  isChallenge: boolean;
  scoreSessionId: number | null;
}

export interface PlanningCalendarInput {
  eventName: string;
  location: string | null;
  items: CalendarItem[];
  /** The holder's teams in the event (a player has one): their challenges are marked. */
  ownTeams: string[];
  /** The holder's saved interface language; English when unset. */
  language: string | null;
  /** The app's public address (PUBLIC_URL), for the links and the UIDs. */
  publicUrl: string;
  now: Date;
}

/** Put before the name of a challenge the holder's team plays. */
export const OWN_TEAM_MARK = '★';

/**
 * A name inside a translated sentence keeps its own direction (Unicode isolates), as in the web
 * app: "Andes Coffee Co." stays whole inside an Arabic sentence.
 */
const isolate = (name: string) => `\u2068${name}\u2069`;

/** How often calendar apps are asked to fetch the feed again. */
const REFRESH_SECONDS = 60 * 60;

export function planningCalendar(input: PlanningCalendarInput): string {
  const texts = calendarTexts(input.language);
  const host = new URL(input.publicUrl).hostname;
  const calendar = ical({
    // ical-generator writes the calendar's name as given; event texts it escapes itself.
    name: escape(fillText(texts.calendarName, { event: isolate(input.eventName) }), false),
    prodId: { company: 'battle-events', product: 'planning' },
    ttl: REFRESH_SECONDS,
  });
  const teamNames = isolate(input.ownTeams.join(', '));
  for (const item of input.items) {
    const ownTeamPlays = item.isChallenge && input.ownTeams.length > 0;
    const link =
      item.scoreSessionId !== null
        ? `${input.publicUrl}/score?selectedScoreId=${item.scoreSessionId}`
        : `${input.publicUrl}/planning`;
    const description = [
      ...(ownTeamPlays ? [fillText(texts.yourTeamPlays, { team: teamNames })] : []),
      fillText(texts.openInApp, { link }),
    ].join('\n\n');
    calendar.createEvent({
      id: `planning-${item.id}@${host}`,
      start: item.startTime,
      end: item.endTime,
      stamp: input.now,
      summary: ownTeamPlays ? `${OWN_TEAM_MARK} ${item.name}` : item.name,
      description,
      location: input.location,
      url: link,
      categories: [
        ...(item.isChallenge ? [{ name: texts.challenge }] : []),
        ...(ownTeamPlays ? [{ name: texts.yourTeam }] : []),
      ],
    });
  }
  return calendar.toString();
}
