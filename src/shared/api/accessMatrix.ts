/**
 * Who may call each route, written once as a table a person can review against product.md §4, §6 and
 * §7 and product.md "Roles, events, organizers" — an independent statement of the access
 * rules, not derived from the contracts. tests/api/authorization.test.ts proves every cell
 * against the running server; docs/api.md shows the table as it is written here.
 *
 * The rules the table spells out:
 * - The access calls, /branding, /health, the API's OpenAPI document and its reference, and the
 *   calendar feed (opened by its token alone) are open to anyone, signed in or not.
 * - /check-auth, /role (read and choose) and /language need only a signed-in user.
 * - Notifications (the list and marking them read) and badges are the user's own, across events:
 *   a signed-in user is enough. So are the user's push subscriptions (the VAPID key, the list,
 *   saving and removing a device, a test notification): a person's devices, not an event's. So is the live stream (GET /api/live): it tells a user only what
 *   their reads already show, the chosen event's changes when one is chosen.
 * - The profile calls (own profile, socials, profile form, picture, anyone's public profile)
 *   need only a signed-in user: one without a role still reaches /profile to change role or
 *   sign out, and a profile belongs to the person, not to an event.
 * - /event-select needs a role: signed in without one, the way in is /role first.
 * - /team-select is the player's, /battle-select the crew member's (after choosing an event).
 * - Every event read needs an event chosen; a player without a team still reads the event. So
 *   does the user's own calendar address for the event (read, make, stop).
 * - Choosing the joker (PUT /battle) is a player's, with a team. So is challenging a team
 *   (PUT /put-challenge): a team challenges, through its player.
 * - A team's page and its parts, its cheers and its rivals are event reads; cheering (PUT
 *   /put-cheer) is open to every role of the event (supporters cheer most).
 * - Editing a team and managing its players is for its players and its company's admins (the
 *   contactPerson role); each caller here acts on their own team (the otherCompanyAdmin on a
 *   team of their company), and the service refuses anyone else's (notTeamManager, tested in
 *   the team and players suites). Removing another player and changing the captain is, of
 *   those, for the team's captain and the admins: the player callers here are their team's
 *   captain, and the service refuses a plain player (captainOrAdminOnly, tested in the players
 *   suite). /readiness is the contact person's.
 * - Scores, a session's results, both leaderboards and a team's points breakdown are event
 *   reads. Rating a session is a player's with a team (the service also refuses a player whose team did not play it). The
 *   crew calls are the crew member's, with an event chosen; the service refuses a session of a
 *   battle they are not assigned to (notCrewOfBattle, tested in the crew suite).
 * - An invite link (GET /invite, POST /join) is for any signed-in person, with or without a
 *   role: someone invited may not have chosen one yet; its secret token decides (inviteInvalid,
 *   tested in the invite links suite). Making, listing and revoking links (/invite-links) is
 *   for those who manage a team's players and for the event's organizers; the service refuses
 *   anyone who is not the team's player, the company's admin or the event's organizer
 *   (inviteNotAllowed) and any link but the caller's own.
 * - The organizer console (every /api/organizer/ route) is the organizer's alone, with one of
 *   their events chosen; creating an event needs the organizer role (a crew member without an
 *   event is refused for the role). The service acts on the chosen event only.
 * - A role refused wins over a selection missing: a crew member without an event choosing a
 *   joker is refused for the role, not sent to /event-select.
 *
 * Cells: 200 allowed (a valid request succeeds), 401 not signed in ('Unauthorized'),
 * 403 role refused ('roleNotAllowed'), sel a selection missing (403 'selectionMissing' with
 * the `redirect` to the selection screen still to pass).
 */

/** The callers of the matrix, in the order of its columns. */
export const CALLERS = [
  'anonymous',
  'supporter',
  'player',
  'crew',
  'contactPerson',
  'organizer',
  'otherTeamPlayer',
  'otherCompanyAdmin',
  'noRole',
  'noEvent',
  'noTeam',
  'noBattle',
] as const;
export type Caller = (typeof CALLERS)[number];

/** Who each column is; every caller with a role has chosen the same event. */
export const CALLER_MEANING: Record<Caller, string> = {
  anonymous: 'not signed in',
  supporter: 'a supporter of the event',
  player: 'a player of a team of the event',
  crew: 'a crew member assigned to a battle of the event, with that battle chosen',
  contactPerson: 'the contact person of a company taking part in the event',
  organizer: 'an organizer of the event',
  otherTeamPlayer: 'a player of another team of the same event',
  otherCompanyAdmin: 'the contact person (an admin) of another company taking part',
  noRole: 'signed in, no role chosen yet',
  noEvent: 'a crew member with the role chosen but no event yet',
  noTeam: 'a player with the event chosen but no team',
  noBattle: 'a crew member with the event chosen but no battle yet',
};

export type AccessExpectation = 200 | 401 | 403 | 'sel';

export const ACCESS_MATRIX_TEXT = `
| route                         | anonymous | supporter | player | crew | contactPerson | organizer | otherTeamPlayer | otherCompanyAdmin | noRole | noEvent | noTeam | noBattle |
| ----------------------------- | --------- | --------- | ------ | ---- | ------------- | --------- | --------------- | ----------------- | ------ | ------- | ------ | -------- |
| GET /api/health               | 200       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/openapi.json         | 200       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/docs                 | 200       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/register            | 200       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/confirm-email       | 200       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/resend-confirmation | 200       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/login               | 200       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/check-auth           | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/logout              | 200       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/forgot-password     | 200       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/reset-password      | 200       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/role                 | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/role                | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/event-select         | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | 200     | 200    | 200      |
| POST /api/event-select        | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | 200     | 200    | 200      |
| GET /api/team-select          | 401       | 403       | 200    | 403  | 403           | 403       | 200             | 403               | sel    | 403     | 200    | 403      |
| POST /api/team-select         | 401       | 403       | 200    | 403  | 403           | 403       | 200             | 403               | sel    | 403     | 200    | 403      |
| GET /api/battle-select        | 401       | 403       | 403    | 200  | 403           | 403       | 403             | 403               | sel    | sel     | 403    | 200      |
| POST /api/battle-select       | 401       | 403       | 403    | 200  | 403           | 403       | 403             | 403               | sel    | sel     | 403    | 200      |
| GET /api/branding             | 200       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| PUT /api/language             | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/home                 | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/upcoming_challenges  | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/sponsors             | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/awards               | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/event                | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/planning             | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/calendar-feed        | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| POST /api/calendar-feed       | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| DELETE /api/calendar-feed     | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/calendar.ics         | 200       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/battles              | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/home_battles         | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/battle               | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| PUT /api/battle               | 401       | 403       | 200    | 403  | 403           | 403       | 200             | 403               | sel    | 403     | sel    | 403      |
| GET /api/teams                | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/home_teams           | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/houses               | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/house                | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/team                 | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/team_players         | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/team_joker           | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/team_readiness       | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/team_points          | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/team_cheers          | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/team_rivals          | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/cheers               | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/rivals               | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| PUT /api/put-cheer            | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| PUT /api/put-challenge        | 401       | 403       | 200    | 403  | 403           | 403       | 200             | 403               | sel    | 403     | sel    | 403      |
| GET /api/readiness            | 401       | 403       | 403    | 403  | 200           | 403       | 403             | 200               | sel    | 403     | 403    | 403      |
| GET /api/edit-team            | 401       | 403       | 200    | 403  | 200           | 403       | 200             | 200               | sel    | 403     | 200    | 403      |
| POST /api/edit-team           | 401       | 403       | 200    | 403  | 200           | 403       | 200             | 200               | sel    | 403     | 200    | 403      |
| POST /api/upload-team-image   | 401       | 403       | 200    | 403  | 200           | 403       | 200             | 200               | sel    | 403     | 200    | 403      |
| POST /api/delete-team-image   | 401       | 403       | 200    | 403  | 200           | 403       | 200             | 200               | sel    | 403     | 200    | 403      |
| GET /api/players              | 401       | 403       | 200    | 403  | 200           | 403       | 200             | 200               | sel    | 403     | 200    | 403      |
| GET /api/add-players          | 401       | 403       | 200    | 403  | 200           | 403       | 200             | 200               | sel    | 403     | 200    | 403      |
| POST /api/update-captain      | 401       | 403       | 200    | 403  | 200           | 403       | 200             | 200               | sel    | 403     | 200    | 403      |
| POST /api/remove-player       | 401       | 403       | 200    | 403  | 200           | 403       | 200             | 200               | sel    | 403     | 200    | 403      |
| POST /api/add-player          | 401       | 403       | 200    | 403  | 200           | 403       | 200             | 200               | sel    | 403     | 200    | 403      |
| GET /api/invite               | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/join                | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/invite-links        | 401       | 403       | 200    | 403  | 200           | 200       | 200             | 200               | sel    | 403     | 200    | 403      |
| GET /api/invite-links         | 401       | 403       | 200    | 403  | 200           | 200       | 200             | 200               | sel    | 403     | 200    | 403      |
| DELETE /api/invite-links      | 401       | 403       | 200    | 403  | 200           | 200       | 200             | 200               | sel    | 403     | 200    | 403      |
| GET /api/companies            | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/home_companies       | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/participants         | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/home_participants    | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/points               | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/scoring-rules        | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/scores               | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/score                | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/leaderboard          | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/leaderboard/breakdown | 401     | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/cheers-leaderboard   | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| POST /api/rate-crew-challenge | 401       | 403       | 200    | 403  | 403           | 403       | 200             | 403               | sel    | 403     | sel    | 403      |
| GET /api/crew-battles         | 401       | 403       | 403    | 200  | 403           | 403       | 403             | 403               | sel    | sel     | 403    | 200      |
| POST /api/crew-battles        | 401       | 403       | 403    | 200  | 403           | 403       | 403             | 403               | sel    | sel     | 403    | 200      |
| GET /api/crew-score           | 401       | 403       | 403    | 200  | 403           | 403       | 403             | 403               | sel    | sel     | 403    | 200      |
| POST /api/crew-score          | 401       | 403       | 403    | 200  | 403           | 403       | 403             | 403               | sel    | sel     | 403    | 200      |
| GET /api/notifications        | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/notifications/read  | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/notifications/read-all | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/push/key             | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/push/subscriptions   | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/push/subscriptions  | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| DELETE /api/push/subscriptions | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/push/test           | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/badges               | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/live                 | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/profile              | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/public-profile       | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/connections          | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| PUT /api/connections          | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/edit-profile         | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/edit-profile        | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/upload-user-image   | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| POST /api/delete-user-image   | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | 200    | 200     | 200    | 200      |
| GET /api/company              | 401       | 200       | 200    | 200  | 200           | 200       | 200             | 200               | sel    | sel     | 200    | 200      |
| GET /api/edit-company         | 401       | 403       | 403    | 403  | 200           | 403       | 403             | 200               | sel    | 403     | 403    | 403      |
| POST /api/edit-company        | 401       | 403       | 403    | 403  | 200           | 403       | 403             | 200               | sel    | 403     | 403    | 403      |
| POST /api/upload-company-image | 401       | 403       | 403    | 403  | 200           | 403       | 403             | 200               | sel    | 403     | 403    | 403      |
| POST /api/delete-company-image | 401       | 403       | 403    | 403  | 200           | 403       | 403             | 200               | sel    | 403     | 403    | 403      |
| GET /api/manage-employees     | 401       | 403       | 403    | 403  | 200           | 403       | 403             | 200               | sel    | 403     | 403    | 403      |
| POST /api/create-employee     | 401       | 403       | 403    | 403  | 200           | 403       | 403             | 200               | sel    | 403     | 403    | 403      |
| POST /api/promote-employee    | 401       | 403       | 403    | 403  | 200           | 403       | 403             | 200               | sel    | 403     | 403    | 403      |
| POST /api/demote-employee     | 401       | 403       | 403    | 403  | 200           | 403       | 403             | 200               | sel    | 403     | 403    | 403      |
| POST /api/delete-employee     | 401       | 403       | 403    | 403  | 200           | 403       | 403             | 200               | sel    | 403     | 403    | 403      |
| POST /api/invite-employee     | 401       | 403       | 403    | 403  | 200           | 403       | 403             | 200               | sel    | 403     | 403    | 403      |
| GET /api/organizer/event      | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| PUT /api/organizer/event      | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/event/picture | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/event/picture | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/events    | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/houses     | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/houses    | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| PUT /api/organizer/houses     | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/houses  | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/audit      | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/companies  | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/companies | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| PUT /api/organizer/companies  | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/companies | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/companies/search | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/companies/existing | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/teams      | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/teams     | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| PUT /api/organizer/teams      | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/teams   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/battles    | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/battles   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| PUT /api/organizer/battles    | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/battles | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/battles/photo | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/battles/photo | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/sessions   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/sessions  | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| PUT /api/organizer/sessions   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/sessions | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/planning   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/planning  | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| PUT /api/organizer/planning   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/planning | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/crew       | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/crew      | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/crew    | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/points-table | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| PUT /api/organizer/points-table | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/tiebreak   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| PUT /api/organizer/tiebreak   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/quarter    | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/quarter   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/quarter | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/quarter/preview | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/reveal | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/reveal | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/reveal | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/reveal/step | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/sessions/review | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/sessions/approve | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/sessions/send-back | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/awards     | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/awards    | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/awards  | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/sponsors   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/sponsors  | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| PUT /api/organizer/sponsors   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/sponsors | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/extra-points | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/extra-points | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| DELETE /api/organizer/extra-points | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/announcements | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/overview   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/mail-log   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/setup-checklist | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/branding   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| PUT /api/organizer/branding   | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/export     | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/csv-template | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| POST /api/organizer/import    | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/hr-results | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
| GET /api/organizer/hr-results/csv | 401       | 403       | 403    | 403  | 403           | 200       | 403             | 403               | sel    | 403     | 403    | 403      |
`;

const EXPECTATIONS: Record<string, AccessExpectation> = {
  '200': 200,
  '401': 401,
  '403': 403,
  sel: 'sel',
};

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * Reads the table: one row per route (`METHOD /api/path`, as routeName writes it), one cell per
 * caller. Throws on a column that is not a caller, a missing cell, an unknown value or a route
 * written twice, so a typo cannot quietly drop a cell.
 */
export function parseAccessMatrix(text: string): Record<string, Record<Caller, AccessExpectation>> {
  const lines = text.split('\n').filter((line) => line.trim().startsWith('|'));
  const [header, , ...rows] = lines;
  const columns = cellsOf(header).slice(1);
  if (columns.join(' ') !== CALLERS.join(' ')) {
    throw new Error(`Access matrix columns must be: route, ${CALLERS.join(', ')}`);
  }
  const matrix: Record<string, Record<Caller, AccessExpectation>> = {};
  for (const row of rows) {
    const [route, ...cells] = cellsOf(row);
    if (route in matrix) throw new Error(`Access matrix lists ${route} twice`);
    if (cells.length !== CALLERS.length) {
      throw new Error(`Access matrix row ${route} has ${cells.length} cells`);
    }
    const expected = {} as Record<Caller, AccessExpectation>;
    CALLERS.forEach((caller, i) => {
      const value = Object.hasOwn(EXPECTATIONS, cells[i]) ? EXPECTATIONS[cells[i]] : undefined;
      if (value === undefined) {
        throw new Error(`Access matrix ${route} × ${caller}: unknown value "${cells[i]}"`);
      }
      expected[caller] = value;
    });
    matrix[route] = expected;
  }
  return matrix;
}

/** The table read: route name → caller → expected answer. */
export const ACCESS_MATRIX = parseAccessMatrix(ACCESS_MATRIX_TEXT);
