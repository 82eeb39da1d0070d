/**
 * Inserts the social side of the demo: rivals (challenges between teams), cheers inside each
 * event's cheers window, sponsors, and a few notifications for the demo accounts.
 */
import type { Db } from '../client';
import {
  cheers,
  companies,
  notifications,
  rivals,
  sponsors,
  type NewCheer,
  type NewNotification,
} from '../schema';
import {
  CHEER_MESSAGES,
  DEMO_AWARDS,
  DEMO_BATTLES,
  DEMO_EXTRA_POINTS,
  DEMO_RIVALS,
  DEMO_SPONSOR_COMPANIES,
  DEMO_SPONSORS,
  DEMO_TEAMS,
} from './content';
import { DEMO_SUPPORTERS } from './people';
import { SPONSOR_IMAGES, demoImageUrl } from './demoImages';
import { at, hours } from './schedule';
import { EVENT_KEYS, type EventIds } from './seedEvents';
import type { PeopleIds } from './seedPeople';
import type { TeamIds } from './seedTeams';

/** Cheers per team, in DEMO_TEAMS order: enough variety for the cheers leaderboard. */
const CHEER_COUNTS = [5, 3, 4, 2, 6, 1, 3, 4, 2, 3, 5, 2, 3, 1, 1, 2];

/** Teams (by index) the demo supporter has cheered, so the "already cheered" state shows. */
const SUPPORTER_CHEERED = [2, 9];

async function insertRivals(db: Db, ids: EventIds, teamIds: number[], now: Date) {
  const rows = DEMO_RIVALS.map(([challenger, challenged], k) => {
    const closing = ids.times[DEMO_TEAMS[challenger].event].closingDate;
    const latest = closing < now ? closing : now;
    return {
      challengerTeamId: teamIds[challenger],
      challengedTeamId: teamIds[challenged],
      createdAt: at(latest, hours(-3 * (k + 1))),
    };
  });
  await db.insert(rivals).values(rows);
}

/** When the k-th cheer of a team was given: inside its event's window, never in the future. */
function cheerTime(ids: EventIds, team: number, k: number, now: Date): Date {
  const event = DEMO_TEAMS[team].event;
  if (event === 'live') return at(ids.times.live.cheersStartTime, hours(6 + 20 * k + team));
  return at(now, hours(-2 * (k + 1)));
}

function cheerRows(ids: EventIds, teamIds: number[], people: PeopleIds, now: Date): NewCheer[] {
  const pool = [...people.supporters, ...people.spares, ...people.contacts];
  const fromPool = CHEER_COUNTS.flatMap((count, team) =>
    Array.from({ length: count }, (_, k) => ({
      userId: pool[(team * 5 + k) % pool.length],
      teamId: teamIds[team],
      message: CHEER_MESSAGES[(team + k) % CHEER_MESSAGES.length],
      createdAt: cheerTime(ids, team, k, now),
    })),
  );
  const bySupporter = SUPPORTER_CHEERED.map((team) => ({
    userId: people.accounts.supporter,
    teamId: teamIds[team],
    message: 'Good luck from the stands!',
    createdAt: cheerTime(ids, team, CHEER_COUNTS[team], now),
  }));
  return [...fromPool, ...bySupporter];
}

/** The companies that only sponsor, with their logos; their ids in DEMO_SPONSOR_COMPANIES order. */
async function insertSponsorCompanies(db: Db): Promise<number[]> {
  const rows = await db
    .insert(companies)
    .values(
      DEMO_SPONSOR_COMPANIES.map((c, i) => ({
        name: c.name,
        photoUrl: demoImageUrl(SPONSOR_IMAGES[i].file),
        personalWebsite: c.website,
        email: `hello@${c.domain}`,
        bio: c.bio,
        primaryColor: c.primaryColor,
      })),
    )
    .returning({ id: companies.id, name: companies.name });
  const idByName = new Map(rows.map((r) => [r.name, r.id]));
  return DEMO_SPONSOR_COMPANIES.map((c) => idByName.get(c.name)!);
}

/** Every demo sponsor is a company, so every logo of the strip opens its page. */
async function insertSponsors(db: Db, ids: EventIds, companyIds: number[]) {
  const sponsorCompanyIds = await insertSponsorCompanies(db);
  const rows = EVENT_KEYS.flatMap((key) =>
    DEMO_SPONSORS[key].map((sponsor, position) => ({
      eventId: ids.events[key],
      position,
      companyId:
        'company' in sponsor
          ? companyIds[sponsor.company]
          : sponsorCompanyIds[sponsor.sponsorCompany],
    })),
  );
  await db.insert(sponsors).values(rows);
}

const teamName = (team: number) => DEMO_TEAMS[team].name;
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/**
 * dynamic_key_1 and dynamic_key_2 hold the values the message names, in the order listed in
 * docs/data-model.md; redirect_key_1 holds the id the notification's target page needs.
 */
function notificationRows(
  ids: EventIds,
  team: TeamIds,
  people: PeopleIds,
  now: Date,
): NewNotification[] {
  const teamId = (t: number) => String(team.teams[t]);
  const ago = (h: number) => at(now, hours(-h));
  const { player, contactPerson, supporter, crew } = people.accounts;
  const liveCaptain = (t: number) => team.rosters[t][0];
  const extra = DEMO_EXTRA_POINTS[0];
  /** The event a note is about: its team's, else the live event's (sessions, announcements). */
  const eventOf = (t?: number) => ids.events[t === undefined ? 'live' : DEMO_TEAMS[t].event];
  const rows: (NewNotification & { team?: number })[] = [
    {
      userId: player,
      team: 4,
      messageName: 'team_challenged',
      dynamicKey1: teamName(4),
      redirectKey1: teamId(4),
      createdAt: ago(3),
    },
    {
      userId: player,
      team: 0,
      messageName: 'received_cheer',
      dynamicKey1: fullName(DEMO_SUPPORTERS[0]),
      dynamicKey2: teamName(0),
      redirectKey1: teamId(0),
      createdAt: ago(2),
    },
    {
      userId: player,
      messageName: 'score_available',
      dynamicKey1: DEMO_BATTLES[3].name,
      redirectKey1: String(ids.sessions.live[3]),
      createdAt: at(ids.sessionTimes.live[3].endTime, hours(0.25)),
    },
    {
      userId: player,
      team: DEMO_AWARDS.teams[0].team,
      messageName: 'award_won',
      dynamicKey1: DEMO_AWARDS.teams[0].name,
      dynamicKey2: teamName(DEMO_AWARDS.teams[0].team),
      isRead: true,
      createdAt: ago(1),
    },
    {
      userId: player,
      team: 7,
      messageName: 'promoted_to_captain',
      dynamicKey1: teamName(7),
      redirectKey1: teamId(7),
      isRead: true,
      createdAt: ago(120),
    },
    {
      userId: player,
      team: 7,
      messageName: 'joker_assigned',
      dynamicKey1: DEMO_BATTLES[0].name,
      dynamicKey2: teamName(7),
      redirectKey1: String(ids.battles.live[0]),
      isRead: true,
      createdAt: ago(96),
    },
    {
      userId: contactPerson,
      team: 0,
      messageName: 'player_added',
      dynamicKey1: 'Daan de Jong',
      dynamicKey2: teamName(0),
      redirectKey1: teamId(0),
      createdAt: ago(6),
    },
    {
      userId: contactPerson,
      team: 1,
      messageName: 'first_cheer',
      dynamicKey1: teamName(1),
      redirectKey1: teamId(1),
      isRead: true,
      createdAt: ago(30),
    },
    {
      userId: supporter,
      messageName: 'challenge_announced',
      dynamicKey1: DEMO_BATTLES[7].name,
      dynamicKey2: '8',
      createdAt: ago(24),
    },
    {
      userId: supporter,
      messageName: 'score_available',
      dynamicKey1: DEMO_BATTLES[0].name,
      redirectKey1: String(ids.sessions.live[0]),
      isRead: true,
      createdAt: at(ids.sessionTimes.live[0].endTime, hours(0.25)),
    },
    {
      userId: crew,
      messageName: 'challenge_announced',
      dynamicKey1: DEMO_BATTLES[4].name,
      dynamicKey2: '5',
      createdAt: ago(20),
    },
    {
      userId: liveCaptain(extra.team),
      team: extra.team,
      messageName: 'bonus_points_awarded',
      dynamicKey1: String(extra.points),
      dynamicKey2: extra.reason,
      redirectKey1: teamId(extra.team),
      createdAt: ago(2),
    },
    {
      userId: liveCaptain(4),
      team: 4,
      messageName: 'milestone_cheer',
      dynamicKey1: teamName(4),
      dynamicKey2: '5',
      redirectKey1: teamId(4),
      createdAt: ago(4),
    },
  ];
  return rows.map(({ team: t, ...row }) => ({ ...row, eventId: eventOf(t) }));
}

export async function insertSocial(
  db: Db,
  ctx: { ids: EventIds; team: TeamIds; people: PeopleIds; companyIds: number[]; now: Date },
): Promise<void> {
  const { ids, team, people, companyIds, now } = ctx;
  await insertRivals(db, ids, team.teams, now);
  await db.insert(cheers).values(cheerRows(ids, team.teams, people, now));
  await insertSponsors(db, ids, companyIds);
  await db.insert(notifications).values(notificationRows(ids, team, people, now));
}
