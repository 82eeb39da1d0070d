/**
 * The demo seed. Reference data (all ISO 3166 countries, the default branding rows) is completed
 * on every start; the demo events, companies, teams and people are written only when the
 * database has no event yet. Everything happens in one transaction under an advisory lock, so
 * two processes starting together on one PostgreSQL seed once, and a failure leaves nothing.
 */
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { Clock } from '../../clock';
import { hashPassword } from '../../auth/passwords';
import { branding, countries, events } from '../schema';
import { isoCountries, seedCountries } from './countries';
import { copyDemoImages } from './demoImages';
import { DEMO_ACCOUNTS } from './people';
import { insertCompanies, insertPeople } from './seedPeople';
import { insertEventsAndBattles } from './seedEvents';
import { insertTeamsAndMembers } from './seedTeams';
import { insertCompetition } from './seedCompetition';
import { insertSocial } from './seedSocial';

/** The password of every demo account (product.md §5: 8–20 characters, lower, upper, digit, special). */
export const DEMO_PASSWORD = 'Demo!2026';

/** Any constant works; it only has to be the same for every process seeding this database. */
const SEED_LOCK_KEY = 727_2026;

export interface SeedResult {
  created: boolean;
  accounts: { role: string; email: string }[];
}

const accounts = DEMO_ACCOUNTS.map((a) => ({ role: a.role, email: a.email }));

/** The default branding (product.md §1) and a second host with clearly different colours to try it. */
export const DEMO_BRANDING = [
  {
    host: '*',
    primaryColor: '#FF784B',
    secondaryColor: '#002335',
    favIcon: '/favicon.svg',
    sharePicture: '/share.png',
  },
  {
    host: '127.0.0.1',
    primaryColor: '#2563EB',
    secondaryColor: '#0B1B3F',
    favIcon: '/favicon.svg',
    sharePicture: '/share.png',
  },
];

async function hasEvents(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(events);
  return row.n > 0;
}

async function seedDemoEvents(db: Db, passwordHash: string, now: Date): Promise<void> {
  const companyIds = await insertCompanies(db);
  const people = await insertPeople(db, passwordHash, now);
  const ids = await insertEventsAndBattles(db, now, companyIds);
  const team = await insertTeamsAndMembers(db, people, ids, companyIds);
  const ctx = { ids, team, people, companyIds, now };
  await insertCompetition(db, ctx);
  await insertSocial(db, ctx);
}

/**
 * Whether an earlier start completed everything: an event, every country and the default
 * branding. One query, so a restart does not hash a password or rewrite 249 countries.
 */
async function alreadySeeded(db: Db): Promise<boolean> {
  const [row] = await db
    .select({
      hasEvent: sql<boolean>`exists (select 1 from ${events})`,
      countries: sql<number>`(select count(*)::int from ${countries})`.mapWith(Number),
      hasBranding: sql<boolean>`exists (select 1 from ${branding} where host = '*')`,
    })
    .from(sql`(select 1) as one`);
  return row.hasEvent && row.hasBranding && row.countries >= isoCountries().length;
}

export async function seedDemo(
  db: Db,
  opts: { clock: Clock; dataDir: string },
): Promise<SeedResult> {
  copyDemoImages(opts.dataDir);
  if (await alreadySeeded(db)) return { created: false, accounts };
  const now = opts.clock.now();
  // Hashing is slow on purpose; do it before the transaction holds its lock.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedCountries(tx);
    await tx.insert(branding).values(DEMO_BRANDING).onConflictDoNothing({ target: branding.host });
    if (await hasEvents(tx)) return false;
    await seedDemoEvents(tx, passwordHash, now);
    return true;
  });
  return { created, accounts };
}
