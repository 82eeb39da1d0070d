/**
 * The profile area: what a user keeps on their account — the interface language, the profile
 * form (names, bio, date of birth, gender, country, public switch) and the socials. Names and
 * pictures also show on the event lists (participants), so their writes tell those events.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { WriteDeps } from '../../cache/changes';
import type { Db } from '../../db/client';
import { countries, eventRoles, teamPlayers, teams, users } from '../../db/schema';
import { rowsOf } from '../../db/wire';
import { sharedAnswer } from '../../http/responses';
import type { UserCache } from './userCache';
import { BadRequestError } from '../../http/errors';
import type { Language } from '../../../shared/languages';
import type { SessionState } from '../../auth/sessions';
import {
  isBirthDate,
  profileMessages,
  type Connections,
  type EditProfileData,
  type Profile,
} from '../../../shared/api/profile';
import type { z } from 'zod';
import type { connectionsBody, editProfileBody } from '../../../shared/api/profile';

/** The language is part of every session of the user (mails follow it), so they change too. */
export async function saveLanguage(
  { db, changes }: WriteDeps,
  userId: number,
  language: Language,
): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
  await changes.publish({ kind: 'userSessions', userId });
}

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export type Account = Omit<Profile, 'role'>;

async function loadAccount(db: Db, userId: number): Promise<Account> {
  const [row] = await db
    .select({
      id: users.id,
      full_name: fullName,
      email: users.email,
      picture: users.picture,
      is_public: users.isPublic,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** GET /profile: the account (kept in memory until it changes) and the session's role. */
export async function profileOf(
  db: Db,
  accounts: UserCache<Account>,
  session: SessionState,
): Promise<Profile> {
  const account = await accounts.get(session.userId, () => loadAccount(db, session.userId));
  let byRole = profileAnswers.get(account);
  if (!byRole) {
    byRole = new Map();
    profileAnswers.set(account, byRole);
  }
  let answer = byRole.get(session.role);
  if (!answer) {
    answer = sharedAnswer({ ...account, role: session.role });
    byRole.set(session.role, answer);
  }
  return answer;
}

/**
 * The /profile answer of each cached account, per role the user may be in: encoded once. It
 * goes with its account, which a change of the user's account fields replaces.
 */
const profileAnswers = new WeakMap<Account, Map<SessionState['role'], Profile>>();

/** GET /connections. */
export async function connectionsOf(db: Db, userId: number): Promise<Connections> {
  const [row] = await db
    .select({
      instagram: users.instagram,
      twitter: users.twitter,
      facebook: users.facebook,
      linkedin: users.linkedin,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** An empty field clears the value; a phone keeps single spaces between its groups. */
const storedText = (value: string | null | undefined) => (value ? value : null);

/** PUT /connections: every field is replaced (absent or empty clears it). */
export async function saveConnections(
  db: Db,
  userId: number,
  body: z.output<typeof connectionsBody>,
): Promise<void> {
  await db
    .update(users)
    .set({
      instagram: storedText(body.instagram),
      twitter: storedText(body.twitter),
      facebook: storedText(body.facebook),
      linkedin: storedText(body.linkedin),
      phone: storedText(body.phone?.replace(/\s+/g, ' ')),
    })
    .where(eq(users.id, userId));
}

/** GET /edit-profile: the form's values, the picture and every country by name. */
export async function editProfileOf(db: Db, userId: number): Promise<EditProfileData> {
  const [[row], list] = await Promise.all([
    db
      .select({
        first_name: users.firstName,
        name: users.lastName,
        bio: users.bio,
        date_of_birth: users.dateOfBirth,
        is_male: users.isMale,
        country_id: users.countryId,
        is_public: users.isPublic,
        picture: users.picture,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ id: countries.id, name: countries.name, code: countries.code })
      .from(countries)
      .orderBy(asc(countries.name)),
  ]);
  return { ...row, countries: list };
}

/**
 * POST /edit-profile. The date of birth must lie before `today` (the server's UTC date); the
 * country must be one of the list, checked in the same statement that saves.
 */
export async function saveProfile(
  deps: WriteDeps,
  userId: number,
  body: z.output<typeof editProfileBody>,
  today: string,
): Promise<void> {
  const birthDate = body.date_of_birth ?? null;
  if (birthDate !== null && !isBirthDate(birthDate, today)) {
    throw new BadRequestError(profileMessages.birthDateInvalid, {
      date_of_birth: profileMessages.birthDateInvalid,
    });
  }
  const countryId = body.country_id ?? null;
  const countryKnown =
    countryId === null
      ? sql`true`
      : sql`exists (select 1 from ${countries} where ${countries.id} = ${countryId})`;
  const saved = await deps.db
    .update(users)
    .set({
      firstName: body.first_name,
      lastName: body.name,
      bio: storedText(body.bio),
      dateOfBirth: birthDate,
      isMale: body.is_male ?? null,
      countryId,
      isPublic: body.is_public,
    })
    .where(sql`${users.id} = ${userId} and ${countryKnown}`)
    .returning({ id: users.id });
  if (saved.length === 0) {
    throw new BadRequestError(profileMessages.countryUnknown, {
      country_id: profileMessages.countryUnknown,
    });
  }
  await publishPersonChanged(deps, userId);
}

/**
 * A person's account changed (name, picture, public switch): their /profile is read again, and
 * since name and picture are part of what every viewer of their events shares (the participants
 * list, later cheers), each event they play in or hold a role in is told.
 */
export async function publishPersonChanged({ db, changes }: WriteDeps, userId: number) {
  await changes.publish({ kind: 'userSessions', userId });
  const result = await db.execute(
    sql`select ${teams.eventId} as event_id from ${teamPlayers}
          join ${teams} on ${teams.id} = ${teamPlayers.teamId}
          where ${teamPlayers.userId} = ${userId}
        union
        select ${eventRoles.eventId} from ${eventRoles} where ${eventRoles.userId} = ${userId}`,
  );
  for (const { event_id: eventId } of rowsOf<{ event_id: number }>(result)) {
    await changes.publish({ kind: 'event', eventId: Number(eventId) });
  }
}
