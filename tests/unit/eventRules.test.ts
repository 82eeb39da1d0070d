import { describe, expect, it } from 'vitest';
import {
  activityTimeStatus,
  awardNameSpacing,
  COUNTDOWN_RING_SCALE,
  countdownParts,
  countdownRingFraction,
  homeVisibility,
  jokerClosingDate,
  jokerRefusal,
  maxChallengePoints,
  showCheersTile,
  showCompaniesList,
  showCountdown,
  showReadinessTile,
  showScoresTile,
  showUpcomingChallenges,
  teamsListTarget,
  type HomeRuleInput,
} from '../../src/shared/eventRules';
import { PICKABLE_ROLES } from '../../src/shared/roles';

const CLOSING = new Date('2030-06-07T12:00:00.000Z');
const START = new Date('2030-06-10T08:00:00.000Z');
const END = new Date('2030-06-10T20:00:00.000Z');
const plus = (moment: Date, ms: number) => new Date(moment.getTime() + ms);
const before = (moment: Date) => plus(moment, -1);

const event = (over: Partial<HomeRuleInput> = {}): HomeRuleInput => ({
  date: START,
  endDate: END,
  closingDate: CLOSING,
  eventType: 'Event',
  organizerId: null,
  role: 'supporter',
  now: START,
  ...over,
});

describe('the countdown on /home', () => {
  it('shows while the event date is in the future and stops at the event date', () => {
    expect(showCountdown(event({ now: before(START) }))).toBe(true);
    expect(showCountdown(event({ now: START }))).toBe(false);
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const left = ((2 * 24 + 3) * 60 + 4) * 60_000 + 5_000;
    expect(countdownParts(START, plus(START, -left))).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('rounds down to whole seconds and reads one millisecond before as all zero', () => {
    expect(countdownParts(START, plus(START, -1999))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
    expect(countdownParts(START, before(START))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('rolls over exactly at each unit', () => {
    expect(countdownParts(START, plus(START, -60_000))).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
      seconds: 0,
    });
    expect(countdownParts(START, plus(START, -3600_000))).toEqual({
      days: 0,
      hours: 1,
      minutes: 0,
      seconds: 0,
    });
    expect(countdownParts(START, plus(START, -86_400_000))).toEqual({
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(countdownParts(START, plus(START, -86_399_999))).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it('stops at zero at the event date and after it', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(START, START)).toEqual(zero);
    expect(countdownParts(START, plus(START, 5_000))).toEqual(zero);
    expect(countdownParts('not a date', START)).toEqual(zero);
  });

  it('accepts the API’s ISO text as well as dates', () => {
    expect(countdownParts(START.toISOString(), before(START).toISOString())).toEqual(
      countdownParts(START, before(START)),
    );
  });

  it('scales its rings to 100 days, 24 hours, 60 minutes and 60 seconds, clamped to a full ring', () => {
    expect(COUNTDOWN_RING_SCALE).toEqual({ days: 100, hours: 24, minutes: 60, seconds: 60 });
    expect(countdownRingFraction('days', 50)).toBe(0.5);
    expect(countdownRingFraction('days', 250)).toBe(1);
    expect(countdownRingFraction('hours', 6)).toBe(0.25);
    expect(countdownRingFraction('seconds', 0)).toBe(0);
  });
});

describe('the tiles of /home', () => {
  it('shows cheers for an Event while the closing date is in the future', () => {
    expect(showCheersTile(event({ now: before(CLOSING) }))).toBe(true);
    expect(showCheersTile(event({ now: CLOSING }))).toBe(false);
  });

  it('hides cheers between the closing date and the end date, and shows them again from the end date', () => {
    expect(showCheersTile(event({ now: START }))).toBe(false);
    expect(showCheersTile(event({ now: before(END) }))).toBe(false);
    expect(showCheersTile(event({ now: END }))).toBe(true);
  });

  it('never shows cheers for another event type', () => {
    expect(showCheersTile(event({ eventType: 'Workshop', now: before(CLOSING) }))).toBe(false);
    expect(showCheersTile(event({ eventType: 'Workshop', now: END }))).toBe(false);
  });

  it.each(PICKABLE_ROLES)('shows a %s the scores tile from the event date on', (role) => {
    expect(showScoresTile(event({ role, now: before(START) }))).toBe(false);
    expect(showScoresTile(event({ role, now: START }))).toBe(true);
  });

  it('shows readiness only to the contact person, from the event date on', () => {
    expect(showReadinessTile(event({ role: 'contactPerson', now: before(START) }))).toBe(false);
    expect(showReadinessTile(event({ role: 'contactPerson', now: START }))).toBe(true);
    for (const role of ['supporter', 'player', 'crew'] as const) {
      expect(showReadinessTile(event({ role, now: END }))).toBe(false);
    }
  });

  it('shows the planning tile to a player, and the leaderboard to everyone', () => {
    const tiles = PICKABLE_ROLES.map((role) => homeVisibility(event({ role })));
    expect(tiles.map((v) => v.planningTile)).toEqual([false, true, false, false]);
    expect(tiles.every((v) => v.leaderboardTile)).toBe(true);
  });

  it('shows awards, rules and challenges only for event type Event, participants otherwise', () => {
    const open = homeVisibility(event());
    expect([open.awardsTile, open.rulesTile, open.challengesList, open.participantsList]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const other = homeVisibility(event({ eventType: 'Workshop' }));
    expect([
      other.awardsTile,
      other.rulesTile,
      other.challengesList,
      other.participantsList,
    ]).toEqual([false, false, false, true]);
    expect(other.companiesList).toBe(false);
  });

  it('hides the companies list of an in-house event (organizer set)', () => {
    expect(showCompaniesList(event())).toBe(true);
    expect(showCompaniesList(event({ organizerId: 7 }))).toBe(false);
  });

  it('gives each role its own card', () => {
    const cards = PICKABLE_ROLES.map((role) => {
      const v = homeVisibility(event({ role }));
      return [v.teamCard, v.crewCard, v.companyCard];
    });
    expect(cards).toEqual([
      [false, false, false],
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
  });

  it('leads the contact person’s teams list to readiness and everyone else’s to /teams', () => {
    expect(teamsListTarget('contactPerson')).toBe('/readiness');
    expect(teamsListTarget('player')).toBe('/teams');
    expect(teamsListTarget(null)).toBe('/teams');
  });
});

describe('upcoming challenges', () => {
  const cases: [string, Date, boolean][] = [
    ['one millisecond before the event date', before(START), false],
    ['exactly at the event date', START, true],
    ['one millisecond before the end date', before(END), true],
    ['exactly at the end date', END, false],
  ];
  it.each(cases)('load for a player %s: %s', (_label, now, shown) => {
    expect(showUpcomingChallenges(event({ role: 'player', now }))).toBe(shown);
  });

  it.each(['supporter', 'crew', 'contactPerson', 'organizer'] as const)(
    'never load for a %s, even while the event runs',
    (role) => {
      expect(showUpcomingChallenges(event({ role, now: START }))).toBe(false);
    },
  );
});

describe('the time status of a planned activity', () => {
  // Local times, so the "today" rule holds in any time zone the tests run in.
  const start = new Date(2030, 5, 10, 14, 0, 0, 0);
  const end = new Date(2030, 5, 10, 15, 0, 0, 0);

  it('is upcoming later the same day, until one millisecond before the start', () => {
    expect(activityTimeStatus(start, end, new Date(2030, 5, 10, 0, 0, 0, 0))).toBe('upcoming');
    expect(activityTimeStatus(start, end, before(start))).toBe('upcoming');
  });

  it('is ongoing from its start to one millisecond before its end', () => {
    expect(activityTimeStatus(start, end, start)).toBe('ongoing');
    expect(activityTimeStatus(start, end, before(end))).toBe('ongoing');
  });

  it('is past from its end on', () => {
    expect(activityTimeStatus(start, end, end)).toBe('past');
    expect(activityTimeStatus(start, end, new Date(2030, 5, 12))).toBe('past');
  });

  it('is not today when it starts on a later day', () => {
    expect(activityTimeStatus(start, end, new Date(2030, 5, 9, 23, 59, 59, 999))).toBe('notToday');
    expect(activityTimeStatus(start, end, new Date(2030, 4, 10, 14, 0))).toBe('notToday');
  });

  it('reads the API’s ISO text', () => {
    expect(activityTimeStatus(start.toISOString(), end.toISOString(), start.toISOString())).toBe(
      'ongoing',
    );
  });
});

describe('award names', () => {
  it.each([
    ['BestTeamSpirit', 'Best Team Spirit'],
    ['bestTeam', 'best Team'],
    ['Champion', 'Champion'],
    ['MVP', 'MVP'],
    ['MVPAward', 'MVP Award'],
    ['Top3Finisher', 'Top3 Finisher'],
    ['FastestRelay2026', 'Fastest Relay2026'],
    ['Best Team', 'Best Team'],
    ['', ''],
  ])('spaces %j as %j', (stored, shown) => {
    expect(awardNameSpacing(stored)).toBe(shown);
  });
});

describe('the joker choice', () => {
  const battle = { id: 1, isJoker: true, closingDate: CLOSING };
  const choice = (over: Partial<Parameters<typeof jokerRefusal>[0]> = {}) =>
    jokerRefusal({
      role: 'player',
      hasTeam: true,
      battle,
      current: null,
      now: before(CLOSING),
      ...over,
    });

  it('is open to a player with a team on a joker battle one millisecond before it closes', () => {
    expect(choice()).toBeNull();
  });

  it('is closed at the closing moment', () => {
    expect(choice({ now: CLOSING })).toBe('jokerClosed');
  });

  it('is only for a player with a team', () => {
    expect(choice({ role: 'supporter' })).toBe('notPlayer');
    expect(choice({ role: 'crew' })).toBe('notPlayer');
    expect(choice({ hasTeam: false })).toBe('notPlayer');
  });

  it('is only for an is_joker battle', () => {
    expect(choice({ battle: { ...battle, isJoker: false } })).toBe('battleNotJokerEligible');
  });

  it('moves an existing joker only while the current joker is still before its closing date', () => {
    const early = new Date('2030-06-05T12:00:00.000Z');
    const current = { battleId: 2, closingDate: early };
    expect(choice({ current, now: before(early) })).toBeNull();
    expect(choice({ current, now: early })).toBe('jokerLocked');
  });

  it('takes the battle’s own closing date, else the event’s', () => {
    expect(jokerClosingDate(null, CLOSING)).toBe(CLOSING);
    expect(jokerClosingDate(START, CLOSING)).toBe(START);
  });
});

describe('the scoring rules’ maximum points of one challenge', () => {
  it('adds the joker and ladies bonus to the best rank’s score', () => {
    expect(
      maxChallengePoints([
        { score: 10, joker: 10, ladies: 3 },
        { score: 8, joker: 8, ladies: 2 },
      ]),
    ).toBe(23);
  });

  it('counts a missing ladies bonus as zero and an empty table as zero points', () => {
    expect(maxChallengePoints([{ score: 10, joker: 5, ladies: null }])).toBe(15);
    expect(maxChallengePoints([])).toBe(0);
  });
});
