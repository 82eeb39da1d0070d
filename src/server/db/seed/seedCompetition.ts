/**
 * Inserts what happens during the competition: jokers chosen, results of the live event's
 * finished sessions (points from its points table), ratings, extra points and awards.
 */
import type { Db } from '../client';
import {
  awards,
  extraPoints,
  ratings,
  results,
  teamJokers,
  type NewRating,
  type NewResult,
} from '../schema';
import {
  DEMO_AWARDS,
  DEMO_BATTLES,
  DEMO_EXTRA_POINTS,
  DEMO_JOKERS,
  DEMO_TEAMS,
  OPEN_POINTS,
} from './content';
import { at, hours, LIVE_SCORED_BATTLES } from './schedule';
import { battleKinds, type EventIds } from './seedEvents';
import type { PeopleIds } from './seedPeople';
import type { TeamIds } from './seedTeams';

const LIVE_TEAMS = DEMO_TEAMS.map((team, t) => ({ team, t })).filter(
  (x) => x.team.event === 'live',
);

/** The battle kind a team chose as joker, if any. */
const jokerOf = (team: number) => DEMO_JOKERS.find(([t]) => t === team)?.[1];

async function insertJokers(db: Db, ids: EventIds, teamIds: number[]) {
  const rows = DEMO_JOKERS.map(([team, kind]) => {
    const event = DEMO_TEAMS[team].event;
    return {
      teamId: teamIds[team],
      eventId: ids.events[event],
      battleId: ids.battles[event][battleKinds(event).indexOf(kind)],
    };
  });
  await db.insert(teamJokers).values(rows);
}

/** A spread of ranks: a different order in every battle, one disqualification, some ladies. */
function liveOutcome(local: number, battle: number) {
  const isDisqualified = local === 6 && battle === 1;
  return {
    rank: isDisqualified ? null : ((local * 3 + battle * 5) % LIVE_TEAMS.length) + 1,
    isDisqualified,
    isLadies: !isDisqualified && (local + battle) % 3 === 0,
    isFairplay: local === battle,
  };
}

/** Measured values that agree with the rank, for the labels the battle has. */
function measurements(battle: number, rank: number | null) {
  const b = DEMO_BATTLES[battle];
  if (rank === null) return {};
  const higherWins = b.scoringType === 'highest_score';
  return {
    score1: b.score1Label ? (higherWins ? 40 - rank * 4 : rank - 1) : null,
    score2: b.score2Label ? 8 - rank : null,
    time1: b.time1Label ? 240_000 + rank * 13_517 : null,
    time2: b.time2Label ? rank * 5_000 : null,
  };
}

function resultRow(
  ids: EventIds,
  teamIds: number[],
  t: number,
  local: number,
  battle: number,
  enteredBy: number,
): NewResult {
  const outcome = liveOutcome(local, battle);
  const isJoker = jokerOf(t) === battle;
  const r = (outcome.rank ?? 1) - 1;
  const points =
    outcome.rank === null
      ? 0
      : OPEN_POINTS.score[r] +
        (outcome.isLadies ? OPEN_POINTS.ladies[r] : 0) +
        (isJoker ? OPEN_POINTS.score[r] : 0);
  return {
    scoreSessionId: ids.sessions.live[battle],
    teamId: teamIds[t],
    ...outcome,
    ...measurements(battle, outcome.rank),
    points,
    isJoker,
    enteredBy,
    updatedAt: ids.sessionTimes.live[battle].endTime,
  };
}

async function insertResults(db: Db, ids: EventIds, teamIds: number[], people: PeopleIds) {
  const scorer = (battle: number) =>
    battle === 3 ? people.accounts.crew : people.crew[battle % people.crew.length];
  const rows = Array.from({ length: LIVE_SCORED_BATTLES }, (_, battle) =>
    LIVE_TEAMS.map(({ t }, local) => resultRow(ids, teamIds, t, local, battle, scorer(battle))),
  ).flat();
  await db.insert(results).values(rows);
}

/** Each live team's last player rated every finished session; the demo player rated the first. */
async function insertRatings(db: Db, ids: EventIds, team: TeamIds, people: PeopleIds) {
  const rows: NewRating[] = LIVE_TEAMS.flatMap(({ t }, local) =>
    Array.from({ length: LIVE_SCORED_BATTLES }, (_, battle) => ({
      userId: team.rosters[t].at(-1)!,
      scoreSessionId: ids.sessions.live[battle],
      crewRating: 3 + ((local + battle) % 3),
      challengeRating: 2 + ((2 * local + battle) % 4),
      createdAt: at(ids.sessionTimes.live[battle].endTime, hours(1)),
    })),
  );
  rows.push({
    userId: people.accounts.player,
    scoreSessionId: ids.sessions.live[0],
    crewRating: 5,
    challengeRating: 4,
    createdAt: at(ids.sessionTimes.live[0].endTime, hours(2)),
  });
  await db.insert(ratings).values(rows);
}

async function insertExtrasAndAwards(
  db: Db,
  ids: EventIds,
  teamIds: number[],
  companyIds: number[],
  now: Date,
) {
  await db.insert(extraPoints).values(
    DEMO_EXTRA_POINTS.map((extra, k) => ({
      teamId: teamIds[extra.team],
      points: extra.points,
      reason: extra.reason,
      createdAt: at(now, hours(-2 - k)),
    })),
  );
  await db.insert(awards).values([
    ...DEMO_AWARDS.teams.map((a) => ({
      eventId: ids.events.live,
      name: a.name,
      winnerType: 'team' as const,
      teamId: teamIds[a.team],
    })),
    ...DEMO_AWARDS.companies.map((a) => ({
      eventId: ids.events.live,
      name: a.name,
      winnerType: 'company' as const,
      companyId: companyIds[a.company],
    })),
  ]);
}

export async function insertCompetition(
  db: Db,
  ctx: { ids: EventIds; team: TeamIds; people: PeopleIds; companyIds: number[]; now: Date },
): Promise<void> {
  const { ids, team, people, companyIds, now } = ctx;
  await insertJokers(db, ids, team.teams);
  await insertResults(db, ids, team.teams, people);
  await insertRatings(db, ids, team, people);
  await insertExtrasAndAwards(db, ids, team.teams, companyIds, now);
}
