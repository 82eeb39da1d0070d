/**
 * The whole data model in one Drizzle schema (PGlite and PostgreSQL share it and its migrations).
 * Column names are snake_case as product.md §3 spells the fields; TypeScript names are camelCase.
 * Rules a race could break (one captain, one joker, one cheer, one result per team and session)
 * are unique indexes here, so the database refuses them whatever a service does.
 * docs/data-model.md explains every table and constraint.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '../../shared/notifications';
import { EVENT_ROLES } from '../../shared/roles';
import { SCORING_TYPES } from '../../shared/scoring';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();

// ---------------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------------

/** A user's role in one event; the four of product.md §1 plus the organizers who run it. */
export const eventRole = pgEnum('event_role', EVENT_ROLES);

export const companyMemberRole = pgEnum('company_member_role', ['admin', 'employee']);

export const authTokenKind = pgEnum('auth_token_kind', ['confirm', 'reset']);

export const awardWinnerType = pgEnum('award_winner_type', ['team', 'company']);

/**
 * How crew results turn into ranks: the crew enters the rank directly, or the rank follows
 * score_1 (higher or lower wins) or time_1 (faster or slower wins).
 */
export const scoringType = pgEnum('scoring_type', SCORING_TYPES);

/** Where a crew save stands when results need approval (score_sessions.review_state). */
export const reviewState = pgEnum('review_state', ['submitted', 'sent_back']);

/** The notification types of product.md §3; each has its icon, target route and translated text. */
export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

// ---------------------------------------------------------------------------------------------
// People and places
// ---------------------------------------------------------------------------------------------

/** ISO 3166-1 countries, seeded in full; code is the alpha-2 code that picks the flag. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lowercased (checked below), so the plain unique index is case-insensitive. */
    email: text('email').notNull(),
    /**
     * An employee created by a contact person gets the hash of a random secret and sets a
     * real password through the mailed link, so every row can be checked the same way.
     */
    passwordHash: text('password_hash').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    picture: text('picture'),
    bio: text('bio'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    isMale: boolean('is_male'),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    isPublic: boolean('is_public').notNull().default(false),
    instagram: text('instagram'),
    twitter: text('twitter'),
    facebook: text('facebook'),
    linkedin: text('linkedin'),
    phone: text('phone'),
    language: text('language'),
    // The last selections, so the next login resumes where the user left off.
    lastRole: eventRole('last_role'),
    lastEventId: integer('last_event_id').references(() => events.id, { onDelete: 'set null' }),
    lastTeamId: integer('last_team_id').references(() => teams.id, { onDelete: 'set null' }),
    lastBattleId: integer('last_battle_id').references(() => battles.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('users_email_unique').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Companies and events
// ---------------------------------------------------------------------------------------------

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The logo. */
  photoUrl: text('photo_url'),
  coverImage: text('cover_image'),
  personalWebsite: text('personal_website'),
  email: text('email'),
  bio: text('bio'),
  videoUrl: text('video_url'),
  primaryColor: text('primary_color'),
  createdAt: createdAt(),
});

export const companyMembers = pgTable(
  'company_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: companyMemberRole('role').notNull().default('employee'),
    isContactPerson: boolean('is_contact_person').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('company_members_company_user_unique').on(t.companyId, t.userId),
    // A company has one contact person, and that person is an admin (product.md §10).
    uniqueIndex('company_members_one_contact_person')
      .on(t.companyId)
      .where(sql`${t.isContactPerson}`),
    check(
      'company_members_contact_person_is_admin',
      sql`not ${t.isContactPerson} or ${t.role} = 'admin'`,
    ),
    index('company_members_user_idx').on(t.userId),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** When the event starts; the countdown runs to it. */
    date: timestamptz('date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    /** Edit deadline: teams, players, jokers and challenges change only before it. */
    closingDate: timestamptz('closing_date').notNull(),
    /** The event's own uploaded image. */
    photoUrl: text('photo_url'),
    /** An image address kept from elsewhere; shown when there is no uploaded photo. */
    imageLink: text('image_link'),
    locationName: text('location_name'),
    /** The address of an embeddable map of the location. */
    locationEmbed: text('location_embed'),
    shortDesc: text('short_desc'),
    /** HTML, sanitised by the web app before it is shown. */
    longDesc: text('long_desc'),
    /** How many challenges count for a team; the scoring rules page shows it. */
    amountOfChallenges: integer('amount_of_challenges').notNull().default(0),
    maxChallengeOthers: integer('max_challenge_others').notNull().default(3),
    maxPlayers: integer('max_players').notNull().default(5),
    eventType: text('event_type').notNull().default('Event'),
    /** The hosting company of an in-house event; null for an open event. */
    organizerId: integer('organizer_id').references(() => companies.id, { onDelete: 'set null' }),
    cheersStartTime: timestamptz('cheers_start_time'),
    cheersEndTime: timestamptz('cheers_end_time'),
    /** A crew save is kept as submitted until an organizer approves it (off: it counts at once). */
    resultsNeedApproval: boolean('results_need_approval').notNull().default(false),
    /** The IANA zone the console enters and shows the event's moments in (e.g. Europe/Lisbon). */
    timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
    createdAt: createdAt(),
  },
  (t) => [
    check('events_ends_after_start', sql`${t.endDate} >= ${t.date}`),
    check(
      'events_cheers_window_ordered',
      sql`${t.cheersEndTime} is null or ${t.cheersStartTime} is null or ${t.cheersEndTime} >= ${t.cheersStartTime}`,
    ),
    check('events_max_players_positive', sql`${t.maxPlayers} > 0`),
    check('events_max_challenge_others_not_negative', sql`${t.maxChallengeOthers} >= 0`),
    index('events_organizer_idx').on(t.organizerId),
  ],
);

/** A user's role in an event; one user can hold several roles in the same event. */
export const eventRoles = pgTable(
  'event_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    role: eventRole('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('event_roles_user_event_role_unique').on(t.userId, t.eventId, t.role),
    index('event_roles_event_role_idx').on(t.eventId, t.role),
  ],
);

/** The companies taking part in an event. */
export const eventCompanies = pgTable(
  'event_companies',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.companyId] }),
    index('event_companies_company_idx').on(t.companyId),
  ],
);

export const houses = pgTable(
  'houses',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
  },
  (t) => [
    unique('houses_event_name_unique').on(t.eventId, t.name),
    // Target of the composite foreign key that keeps a team's house in the team's event.
    unique('houses_id_event_unique').on(t.id, t.eventId),
    check('houses_color_is_hex', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Teams
// ---------------------------------------------------------------------------------------------

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // A company that still has teams cannot vanish and take their results with it.
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /**
     * A house of the team's own event: teams (house_id, event_id) → houses (id, event_id), and
     * deleting the house sets only house_id to null. Drizzle cannot express that column list
     * (ON DELETE SET NULL (house_id)), so the key lives in the custom migration
     * 0002_team_house_in_event.sql, not here.
     */
    houseId: integer('house_id'),
    name: text('name').notNull(),
    slogan: text('slogan'),
    bio: text('bio'),
    picture: text('picture'),
    /** A video-service link (product.md: edited as song_id). */
    songUrl: text('song_url'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('teams_event_name_unique').on(t.eventId, t.name),
    // Target of composite foreign keys that prove a row's team belongs to the row's event.
    unique('teams_id_event_unique').on(t.id, t.eventId),
    index('teams_event_idx').on(t.eventId),
    index('teams_company_idx').on(t.companyId),
    index('teams_house_idx').on(t.houseId),
  ],
);

export const teamPlayers = pgTable(
  'team_players',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isCaptain: boolean('is_captain').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('team_players_team_user_unique').on(t.teamId, t.userId),
    uniqueIndex('team_players_one_captain')
      .on(t.teamId)
      .where(sql`${t.isCaptain}`),
    index('team_players_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Battles (challenges), their sessions and the crew who score them
// ---------------------------------------------------------------------------------------------

const attribute = (name: string) => smallint(name).notNull().default(0);

export const battles = pgTable(
  'battles',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    photoUrl: text('photo_url'),
    /** the product spec's `desc`; named in full because DESC is an SQL keyword. */
    description: text('description'),
    endurance: attribute('endurance'),
    teamwork: attribute('teamwork'),
    guts: attribute('guts'),
    skill: attribute('skill'),
    isWater: boolean('is_water').notNull().default(false),
    /** Whether a team may choose this battle as its joker. */
    isJoker: boolean('is_joker').notNull().default(false),
    score1Label: text('score_1_label'),
    score2Label: text('score_2_label'),
    time1Label: text('time_1_label'),
    time2Label: text('time_2_label'),
    scoringType: scoringType('scoring_type').notNull().default('rank'),
    /** Last moment to choose this battle as joker; the event's closing date when null. */
    closingDate: timestamptz('closing_date'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('battles_id_event_unique').on(t.id, t.eventId),
    index('battles_event_idx').on(t.eventId),
    check('battles_endurance_0_to_5', sql`${t.endurance} between 0 and 5`),
    check('battles_teamwork_0_to_5', sql`${t.teamwork} between 0 and 5`),
    check('battles_guts_0_to_5', sql`${t.guts} between 0 and 5`),
    check('battles_skill_0_to_5', sql`${t.skill} between 0 and 5`),
  ],
);

/** One heat of a battle; the crew enters one result per team for it. */
export const scoreSessions = pgTable(
  'score_sessions',
  {
    id: serial('id').primaryKey(),
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    /** Grows with every crew save, so a save based on an older form is refused (409). */
    version: integer('version').notNull().default(0),
    /**
     * Where the crew's save stands when the event's results need approval: `submitted` (waiting
     * for an organizer; its results are in submitted_results) or `sent_back` (with the
     * organizer's note); null when nothing waits.
     */
    reviewState: reviewState('review_state'),
    reviewNote: text('review_note'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamptz('submitted_at'),
  },
  (t) => [
    index('score_sessions_battle_idx').on(t.battleId),
    check('score_sessions_ends_after_start', sql`${t.endTime} >= ${t.startTime}`),
  ],
);

/**
 * The idempotency keys of crew saves (issue "Live and dependable"): a save queued offline may
 * reach the server twice (its first answer lost); the second finds its key and changes nothing.
 * Kept a week (maintenance/cleanup.ts).
 */
export const crewSaveKeys = pgTable(
  'crew_save_keys',
  {
    key: uuid('key').primaryKey(),
    scoreSessionId: integer('score_session_id')
      .notNull()
      .references(() => scoreSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session's version the save made: the answer a repeated save gets. */
    version: integer('version').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('crew_save_keys_created_idx').on(t.createdAt)],
);

export const crewAssignments = pgTable(
  'crew_assignments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    battleId: integer('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('crew_assignments_user_battle_unique').on(t.userId, t.battleId),
    index('crew_assignments_battle_idx').on(t.battleId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Scoring rules and results
// ---------------------------------------------------------------------------------------------

/** Points for a rank in any battle of the event; ladies is null when the event has no bonus. */
export const pointsTable = pgTable(
  'points_table',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    rank: smallint('rank').notNull(),
    score: integer('score').notNull(),
    joker: integer('joker').notNull().default(0),
    ladies: integer('ladies'),
  },
  (t) => [
    unique('points_table_event_rank_unique').on(t.eventId, t.rank),
    check('points_table_rank_positive', sql`${t.rank} >= 1`),
  ],
);

/** The battles that break a tie in the leaderboard, in order of position. */
export const tiebreakBattles = pgTable(
  'tiebreak_battles',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id').notNull(),
    battleId: integer('battle_id').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    unique('tiebreak_battles_event_position_unique').on(t.eventId, t.position),
    unique('tiebreak_battles_event_battle_unique').on(t.eventId, t.battleId),
    foreignKey({
      name: 'tiebreak_battles_event_fk',
      columns: [t.eventId],
      foreignColumns: [events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tiebreak_battles_battle_in_event_fk',
      columns: [t.battleId, t.eventId],
      foreignColumns: [battles.id, battles.eventId],
    }).onDelete('cascade'),
  ],
);

/** A team's joker: one per team per event, on a battle of that same event. */
export const teamJokers = pgTable(
  'team_jokers',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull(),
    battleId: integer('battle_id').notNull(),
    eventId: integer('event_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('team_jokers_team_event_unique').on(t.teamId, t.eventId),
    index('team_jokers_battle_idx').on(t.battleId),
    foreignKey({
      name: 'team_jokers_event_fk',
      columns: [t.eventId],
      foreignColumns: [events.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'team_jokers_team_in_event_fk',
      columns: [t.teamId, t.eventId],
      foreignColumns: [teams.id, teams.eventId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'team_jokers_battle_in_event_fk',
      columns: [t.battleId, t.eventId],
      foreignColumns: [battles.id, battles.eventId],
    }).onDelete('cascade'),
  ],
);

/**
 * The columns of a team's result in a session, shared by the results that count and the crew
 * saves awaiting review (each table gets columns of its own).
 */
const resultColumns = () => ({
  id: serial('id').primaryKey(),
  scoreSessionId: integer('score_session_id')
    .notNull()
    .references(() => scoreSessions.id, { onDelete: 'cascade' }),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  rank: smallint('rank'),
  points: integer('points').notNull().default(0),
  score1: doublePrecision('score_1'),
  score2: doublePrecision('score_2'),
  time1: integer('time_1'),
  time2: integer('time_2'),
  isLadies: boolean('is_ladies').notNull().default(false),
  isFairplay: boolean('is_fairplay').notNull().default(false),
  isDisqualified: boolean('is_disqualified').notNull().default(false),
  isJoker: boolean('is_joker').notNull().default(false),
  enteredBy: integer('entered_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A team's result in one score session. Times are milliseconds (entered as MM:SS:SSS). */
export const results = pgTable(
  'results',
  {
    ...resultColumns(),
    /**
     * Its players' "score available" note waits: it was saved while a published quarter froze
     * the standings, and goes out when the result shows (the quarter withdrawn or a later one).
     */
    noteHeld: boolean('note_held').notNull().default(false),
  },
  (t) => [
    unique('results_session_team_unique').on(t.scoreSessionId, t.teamId),
    index('results_team_idx').on(t.teamId),
    check('results_rank_positive', sql`${t.rank} is null or ${t.rank} >= 1`),
    check(
      'results_times_not_negative',
      sql`(${t.time1} is null or ${t.time1} >= 0) and (${t.time2} is null or ${t.time2} >= 0)`,
    ),
  ],
);

/**
 * A crew save waiting for an organizer's approval (events.results_need_approval): the whole
 * session as the crew left it, one row per team with a result, ranks and points computed as a
 * save computes them. Approving moves them into results; nobody but the crew of the battle and
 * the organizers sees them.
 */
export const submittedResults = pgTable('submitted_results', resultColumns(), (t) => [
  unique('submitted_results_session_team_unique').on(t.scoreSessionId, t.teamId),
  index('submitted_results_team_idx').on(t.teamId),
]);

/** A team member's stars for the crew and for the challenge of one score session. */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scoreSessionId: integer('score_session_id')
      .notNull()
      .references(() => scoreSessions.id, { onDelete: 'cascade' }),
    crewRating: smallint('crew_rating').notNull(),
    challengeRating: smallint('challenge_rating').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ratings_user_session_unique').on(t.userId, t.scoreSessionId),
    index('ratings_session_idx').on(t.scoreSessionId),
    check('ratings_crew_1_to_5', sql`${t.crewRating} between 1 and 5`),
    check('ratings_challenge_1_to_5', sql`${t.challengeRating} between 1 and 5`),
  ],
);

/**
 * A published leaderboard quarter: the standings as they were when the organizer published them
 * (leaderboard teams as /leaderboard answers them), shown with the label instead of the live
 * leaderboard until withdrawn, so the last results stay a surprise.
 */
export const leaderboardQuarters = pgTable('leaderboard_quarters', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  standings: jsonb('standings').notNull(),
  /** The moment the standings show: results saved and extra points given up to then. */
  asOf: timestamptz('as_of').notNull().defaultNow(),
  publishedAt: timestamptz('published_at').notNull().defaultNow(),
});

/**
 * The reveal on the big screen of an event (issue 41): started from its published quarter (it
 * ends with it), the steps fixed at the start (the final standings from the last place up and
 * the awards between them, as the reveal answers them) and the step shown now, so every process
 * and a reloaded big screen show the same step.
 */
export const leaderboardReveals = pgTable(
  'leaderboard_reveals',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => leaderboardQuarters.eventId, { onDelete: 'cascade' }),
    /** The quarter's label when the reveal started: the points moved from its standings. */
    quarterLabel: text('quarter_label').notNull(),
    /** Teams per step below the podium. */
    stepSize: integer('step_size').notNull(),
    /** The steps shown: 0 before the first, step_count once the winner is shown. */
    step: integer('step').notNull().default(0),
    stepCount: integer('step_count').notNull(),
    frames: jsonb('frames').notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('leaderboard_reveals_step_size_positive', sql`${t.stepSize} >= 1`),
    check('leaderboard_reveals_step_in_range', sql`${t.step} between 0 and ${t.stepCount}`),
  ],
);

/** Points given to a team outside any battle, with the reason shown to the team. */
export const extraPoints = pgTable(
  'extra_points',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('extra_points_team_idx').on(t.teamId),
    check('extra_points_not_zero', sql`${t.points} <> 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Rivals, cheers, awards, sponsors
// ---------------------------------------------------------------------------------------------

export const rivals = pgTable(
  'rivals',
  {
    id: serial('id').primaryKey(),
    challengerTeamId: integer('challenger_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    challengedTeamId: integer('challenged_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('rivals_pair_unique').on(t.challengerTeamId, t.challengedTeamId),
    index('rivals_challenged_idx').on(t.challengedTeamId),
    check('rivals_not_self', sql`${t.challengerTeamId} <> ${t.challengedTeamId}`),
  ],
);

export const cheers = pgTable(
  'cheers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cheers_user_team_unique').on(t.userId, t.teamId),
    index('cheers_team_idx').on(t.teamId),
  ],
);

/** An award of an event; the winner is a team or a company, as winner_type says. */
export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Written in CamelCase; the screen inserts a space before each capital. */
    name: text('name').notNull(),
    winnerType: awardWinnerType('winner_type').notNull(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('awards_event_idx').on(t.eventId),
    index('awards_team_idx').on(t.teamId),
    index('awards_company_idx').on(t.companyId),
    check(
      'awards_winner_matches_type',
      sql`(${t.winnerType} = 'team' and ${t.teamId} is not null and ${t.companyId} is null)
        or (${t.winnerType} = 'company' and ${t.companyId} is not null and ${t.teamId} is null)`,
    ),
  ],
);

/** A sponsor of an event: a company (its logo, linking to its page) or just a picture. */
export const sponsors = pgTable(
  'sponsors',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    photoUrl: text('photo_url'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    index('sponsors_event_idx').on(t.eventId),
    check(
      'sponsors_company_or_photo',
      sql`${t.companyId} is not null or ${t.photoUrl} is not null`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Planning
// ---------------------------------------------------------------------------------------------

/** A schedule item of an event; a challenge item points at the score session it announces. */
export const planningItems = pgTable(
  'planning_items',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    /** The calendar day the item belongs to, as the organizer planned it. */
    date: date('date', { mode: 'string' }).notNull(),
    isChallenge: boolean('is_challenge').notNull().default(false),
    scoreSessionId: integer('score_session_id').references(() => scoreSessions.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('planning_items_event_start_idx').on(t.eventId, t.startTime),
    index('planning_items_session_idx').on(t.scoreSessionId),
    check('planning_items_ends_after_start', sql`${t.endTime} >= ${t.startTime}`),
  ],
);

/**
 * A user's private calendar address for one event's planning (one per user and event; a new
 * one replaces it, stopping deletes it). The address carries a random token; only its SHA-256
 * hash is kept, so the address is shown once, when it is made.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('calendar_feeds_token_hash_unique').on(t.tokenHash),
    unique('calendar_feeds_user_event_unique').on(t.userId, t.eventId),
    index('calendar_feeds_event_idx').on(t.eventId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Notifications, sign-in, branding
// ---------------------------------------------------------------------------------------------

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The event it is about (null for notifications written before it was kept). */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    messageName: notificationType('message_name').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
    dynamicKey1: text('dynamic_key_1'),
    dynamicKey2: text('dynamic_key_2'),
    redirectKey1: text('redirect_key_1'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_event_idx').on(t.eventId),
  ],
);

/**
 * A device's Web Push subscription (issue 41, the push area): the push service's endpoint (on a
 * push service's host, checked when saved and again when sent), the browser's keys that encrypt
 * the payload, and the notification types it wants. One row per endpoint; a user keeps at most
 * PUSH_SUBSCRIPTIONS_PER_USER. Deleted when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key, base64url. */
    p256dh: text('p256dh').notNull(),
    /** The browser's authentication secret, base64url. */
    auth: text('auth').notNull(),
    types: notificationType('types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The app's VAPID key pair, made on first start when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not
 * set (one row; every process reads the same).
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * Notifications waiting to be pushed: written by notify() in the transaction that writes the
 * notification (only for users with a subscription wanting its type), so a row exists exactly
 * when the notification was committed; the process that wrote it (`origin`) takes it once its
 * change is published and pushes it. Rows nobody took (a process that stopped) are dropped
 * after an hour.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    notificationId: integer('notification_id')
      .primaryKey()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_outbox_user_idx').on(t.userId),
    index('push_outbox_created_idx').on(t.createdAt),
  ],
);

/** Links mailed for e-mail confirmation and password reset; only a hash of the token is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: authTokenKind('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('auth_tokens_token_hash_unique').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
  ],
);

/**
 * An invite link's secret (the players area): a random token, stored only as its hash, that lets
 * whoever holds it join one company and, when set, one team of it. Made by a team member or a
 * company admin (or mailed to an existing account an admin invited), expiring, revocable.
 */
export const inviteLinks = pgTable(
  'invite_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set on a link mailed to one account: only that account may use it. */
    forUserId: integer('for_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invite_links_token_hash_unique').on(t.tokenHash),
    index('invite_links_created_by_idx').on(t.createdBy),
    index('invite_links_expires_idx').on(t.expiresAt),
  ],
);

/** A signed-in browser or client; the cookie carries the token, the table only its hash. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: eventRole('role'),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    battleId: integer('battle_id').references(() => battles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters of the rate limits, shared by every app process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** Colours and pictures per host name; the row with host '*' is the default. */
export const branding = pgTable(
  'branding',
  {
    id: serial('id').primaryKey(),
    host: text('host').notNull(),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    favIcon: text('fav_icon'),
    sharePicture: text('share_picture'),
  },
  (t) => [
    unique('branding_host_unique').on(t.host),
    check(
      'branding_colors_are_hex',
      sql`${t.primaryColor} ~ '^#[0-9A-Fa-f]{6}$' and ${t.secondaryColor} ~ '^#[0-9A-Fa-f]{6}$'`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// The organizer console's audit log, and the log of every mail sent
// ---------------------------------------------------------------------------------------------

/** Who changed what in an event through the organizer console, and when (organizer area). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Null once the organizer's account is gone; the entry stays. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, a stable key such as `create`, `update`, `delete`, `import`, `publish`. */
    action: text('action').notNull(),
    /** The kind of thing changed: `event`, `house`, `team`, `battle`, … */
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    /** A short, human-readable line: the name of what changed, a count of imported rows. */
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_event_created_idx').on(t.eventId, t.createdAt.desc())],
);

/** Every mail the app tried to send, with its outcome; a failed send never passes silently. */
export const mailLog = pgTable(
  'mail_log',
  {
    id: serial('id').primaryKey(),
    /** The event the mail belongs to (an organizer's invitation), when there is one. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    sent: boolean('sent').notNull(),
    /** Why the send failed; null when it went out. */
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_log_event_created_idx').on(t.eventId, t.createdAt.desc()),
    index('mail_log_created_idx').on(t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------------------------------------
// Row types
// ---------------------------------------------------------------------------------------------

export type EventRole = (typeof eventRole.enumValues)[number];
export type CompanyMemberRole = (typeof companyMemberRole.enumValues)[number];
export type AuthTokenKind = (typeof authTokenKind.enumValues)[number];
export type AwardWinnerType = (typeof awardWinnerType.enumValues)[number];
export type ScoringType = (typeof scoringType.enumValues)[number];
export type NotificationType = (typeof notificationType.enumValues)[number];

export type Country = typeof countries.$inferSelect;
export type NewCountry = typeof countries.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type CompanyMember = typeof companyMembers.$inferSelect;
export type NewCompanyMember = typeof companyMembers.$inferInsert;
export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventRoleRow = typeof eventRoles.$inferSelect;
export type NewEventRoleRow = typeof eventRoles.$inferInsert;
export type EventCompany = typeof eventCompanies.$inferSelect;
export type NewEventCompany = typeof eventCompanies.$inferInsert;
export type House = typeof houses.$inferSelect;
export type NewHouse = typeof houses.$inferInsert;
export type Team = typeof teams.$inferSelect;
export type NewTeam = typeof teams.$inferInsert;
export type TeamPlayer = typeof teamPlayers.$inferSelect;
export type NewTeamPlayer = typeof teamPlayers.$inferInsert;
export type Battle = typeof battles.$inferSelect;
export type NewBattle = typeof battles.$inferInsert;
export type ScoreSession = typeof scoreSessions.$inferSelect;
export type NewScoreSession = typeof scoreSessions.$inferInsert;
export type CrewAssignment = typeof crewAssignments.$inferSelect;
export type NewCrewAssignment = typeof crewAssignments.$inferInsert;
export type PointsTableRow = typeof pointsTable.$inferSelect;
export type NewPointsTableRow = typeof pointsTable.$inferInsert;
export type TiebreakBattle = typeof tiebreakBattles.$inferSelect;
export type NewTiebreakBattle = typeof tiebreakBattles.$inferInsert;
export type TeamJoker = typeof teamJokers.$inferSelect;
export type NewTeamJoker = typeof teamJokers.$inferInsert;
export type Result = typeof results.$inferSelect;
export type NewResult = typeof results.$inferInsert;
export type Rating = typeof ratings.$inferSelect;
export type NewRating = typeof ratings.$inferInsert;
export type ExtraPoints = typeof extraPoints.$inferSelect;
export type NewExtraPoints = typeof extraPoints.$inferInsert;
export type Rival = typeof rivals.$inferSelect;
export type NewRival = typeof rivals.$inferInsert;
export type Cheer = typeof cheers.$inferSelect;
export type NewCheer = typeof cheers.$inferInsert;
export type Award = typeof awards.$inferSelect;
export type NewAward = typeof awards.$inferInsert;
export type Sponsor = typeof sponsors.$inferSelect;
export type NewSponsor = typeof sponsors.$inferInsert;
export type PlanningItem = typeof planningItems.$inferSelect;
export type NewPlanningItem = typeof planningItems.$inferInsert;
export type CalendarFeed = typeof calendarFeeds.$inferSelect;
export type NewCalendarFeed = typeof calendarFeeds.$inferInsert;
export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type AuthToken = typeof authTokens.$inferSelect;
export type NewAuthToken = typeof authTokens.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type AuditLogEntry = typeof auditLog.$inferSelect;
export type MailLogEntry = typeof mailLog.$inferSelect;
export type Branding = typeof branding.$inferSelect;
export type NewBranding = typeof branding.$inferInsert;
