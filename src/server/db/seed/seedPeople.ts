/**
 * Inserts the demo's companies and people: every account confirmed, all sharing the one demo
 * password hash, some with a picture and a public profile, some deliberately without.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { companies, countries, users, type EventRole, type NewUser } from '../schema';
import { DEMO_COMPANIES, DEMO_TEAMS } from './content';
import {
  DEMO_ACCOUNTS,
  DEMO_CONTACTS,
  DEMO_CREW,
  DEMO_PLAYERS,
  DEMO_SPARE_EMPLOYEES,
  DEMO_SUPPORTERS,
  emailLocalPart,
  type DemoPerson,
} from './people';
import { avatarImage, avatarOwners, companyCover, companyLogo, demoImageUrl } from './demoImages';

export interface PeopleIds {
  accounts: Record<EventRole, number>;
  /** Same order as DEMO_PLAYERS, DEMO_SPARE_EMPLOYEES, DEMO_CONTACTS, DEMO_CREW, DEMO_SUPPORTERS. */
  players: number[];
  spares: number[];
  contacts: number[];
  crew: number[];
  supporters: number[];
}

export async function insertCompanies(db: Db): Promise<number[]> {
  const rows = await db
    .insert(companies)
    .values(
      DEMO_COMPANIES.map((c, i) => ({
        name: c.name,
        photoUrl: demoImageUrl(companyLogo(i)),
        coverImage: demoImageUrl(companyCover(i)),
        personalWebsite: c.website,
        email: `hello@${c.domain}`,
        bio: c.bio,
        videoUrl: c.videoUrl,
        primaryColor: c.primaryColor,
      })),
    )
    .returning({ id: companies.id, name: companies.name });
  const idByName = new Map(rows.map((r) => [r.name, r.id]));
  return DEMO_COMPANIES.map((c) => idByName.get(c.name)!);
}

/** The company each generated player works for: the company of the team they are handed to. */
function playerCompanies(): number[] {
  return DEMO_TEAMS.flatMap((team) => Array<number>(team.players).fill(team.company));
}

interface RowContext {
  passwordHash: string;
  now: Date;
  countryIds: Map<string, number>;
  pictures: Map<DemoPerson, string>;
}

interface Cast {
  person: DemoPerson;
  email: string;
}

function castEmails(): Record<Exclude<keyof PeopleIds, 'accounts'>, Cast[]> {
  const at = (domain: string) => (person: DemoPerson) => ({
    person,
    email: `${emailLocalPart(person)}@${domain}`,
  });
  const employer = (company: number) => at(DEMO_COMPANIES[company].domain);
  const companyOfPlayer = playerCompanies();
  return {
    players: DEMO_PLAYERS.map((p, i) => employer(companyOfPlayer[i])(p)),
    spares: DEMO_SPARE_EMPLOYEES.map((p, i) => employer(Math.floor(i / 2))(p)),
    // The demo contact person runs the first company; these run the other five.
    contacts: DEMO_CONTACTS.map((p, i) => employer(i + 1)(p)),
    crew: DEMO_CREW.map(at('eventcrew.test')),
    supporters: DEMO_SUPPORTERS.map(at('example.com')),
  };
}

/** A plausible birth date from the person's place in the cast. */
function birthDate(n: number): string {
  const year = 1968 + ((n * 7) % 35);
  const month = 1 + ((n * 5) % 12);
  const day = 1 + ((n * 11) % 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function userRow(cast: Cast, n: number, ctx: RowContext): NewUser {
  const { person } = cast;
  const isPublic = n % 3 !== 2;
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: cast.email,
    passwordHash: ctx.passwordHash,
    confirmedAt: ctx.now,
    picture: ctx.pictures.get(person) ?? null,
    dateOfBirth: birthDate(n),
    isMale: person.isMale,
    countryId: ctx.countryIds.get(person.country) ?? null,
    isPublic,
    instagram: isPublic && n % 4 === 0 ? `@${emailLocalPart(person)}` : null,
    linkedin:
      isPublic && n % 5 === 0 ? `https://www.linkedin.com/in/${emailLocalPart(person)}` : null,
    language: 'en',
  };
}

function accountRow(account: (typeof DEMO_ACCOUNTS)[number], ctx: RowContext): NewUser {
  return {
    ...userRow({ person: account, email: account.email }, 0, ctx),
    bio: account.bio,
    isPublic: account.isPublic,
    instagram: account.isPublic ? `@${emailLocalPart(account)}` : null,
    linkedin: null,
    phone: account.role === 'player' ? '+31612345678' : null,
    dateOfBirth: account.role === 'supporter' ? null : '1990-05-17',
  };
}

async function countryIdsByCode(db: Db): Promise<Map<string, number>> {
  const codes = [
    ...DEMO_ACCOUNTS,
    ...DEMO_PLAYERS,
    ...DEMO_SPARE_EMPLOYEES,
    ...DEMO_CONTACTS,
    ...DEMO_CREW,
    ...DEMO_SUPPORTERS,
  ].map((p) => p.country);
  const rows = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.code, r.id]));
}

function pictureByPerson(): Map<DemoPerson, string> {
  return new Map(avatarOwners().map((person, i) => [person, demoImageUrl(avatarImage(i))]));
}

export async function insertPeople(db: Db, passwordHash: string, now: Date): Promise<PeopleIds> {
  const ctx: RowContext = {
    passwordHash,
    now,
    countryIds: await countryIdsByCode(db),
    pictures: pictureByPerson(),
  };
  const cast = castEmails();
  const groups = Object.entries(cast) as [keyof typeof cast, Cast[]][];
  const rows = [
    ...DEMO_ACCOUNTS.map((a) => accountRow(a, ctx)),
    ...groups.flatMap(([, members]) => members).map((c, n) => userRow(c, n + 1, ctx)),
  ];
  const inserted = await db
    .insert(users)
    .values(rows)
    .returning({ id: users.id, email: users.email });
  const idByEmail = new Map(inserted.map((r) => [r.email, r.id]));
  const ids = (members: Cast[]) => members.map((c) => idByEmail.get(c.email)!);
  return {
    accounts: Object.fromEntries(
      DEMO_ACCOUNTS.map((a) => [a.role, idByEmail.get(a.email)!]),
    ) as Record<EventRole, number>,
    players: ids(cast.players),
    spares: ids(cast.spares),
    contacts: ids(cast.contacts),
    crew: ids(cast.crew),
    supporters: ids(cast.supporters),
  };
}
