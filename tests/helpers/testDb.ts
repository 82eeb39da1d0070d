/**
 * Each test file gets its own database copied from the migrated template: an in-memory PGlite
 * loaded from the template dump, and a PostgreSQL database created from the template database
 * when DATABASE_URL is set (so CI proves both engines).
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { fromPglite, fromPostgresUrl, type Database } from '../../src/server/db/client';
import { PG_TEMPLATE, withDatabase } from './globalSetup';

export type DbKind = 'pglite' | 'postgres';

/** The engines the API tests run against on this machine. */
export const dbKinds: DbKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export async function createTestDatabase(kind: DbKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return fromPglite(client);
  }
  const url = process.env.DATABASE_URL!;
  const name = `app_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
  await admin.end();
  const database = fromPostgresUrl(withDatabase(url, name));
  return {
    ...database,
    url: withDatabase(url, name),
    close: async () => {
      await database.close();
      const cleanup = postgres(url, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * One test database opened as two app processes would: two connection pools on PostgreSQL
 * (so changes travel by NOTIFY), one shared instance on PGlite (embedded in one process).
 */
export async function createTestDatabasePair(
  kind: DbKind,
): Promise<{ first: Database; second: Database; close(): Promise<void> }> {
  const first = await createTestDatabase(kind);
  if (kind === 'pglite') return { first, second: first, close: () => first.close() };
  const second = fromPostgresUrl((first as Database & { url: string }).url);
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await first.close();
    },
  };
}
