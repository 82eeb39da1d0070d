/**
 * Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is
 * set. Both speak the same Drizzle schema and the same migration set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema';
import { CHANGES_CHANNEL, type ChangeChannel } from './changeChannel';
import { serverFile } from '../paths';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How apps on this database tell each other what changed (cache/changes.ts). */
  changeChannel: ChangeChannel;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = serverFile('db', 'migrations');

/**
 * Wraps an open PGlite instance (a file-backed one or an in-memory clone in tests).
 * `logQuery` sees every statement sent (tests compare the work two paths do).
 */
export function fromPglite(
  client: PGlite,
  opts: { logQuery?: (query: string) => void } = {},
): Database {
  const logger = opts.logQuery && { logQuery: opts.logQuery };
  const db = drizzlePglite(client, { schema, ...(logger ? { logger } : {}) });
  // PGlite lives in this process: the apps on it share an in-process emitter.
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    changeChannel: {
      notify: async (payload) => {
        emitter.emit(CHANGES_CHANNEL, payload);
      },
      listen: async (onPayload) => {
        emitter.on(CHANGES_CHANNEL, onPayload);
        return async () => {
          emitter.off(CHANGES_CHANNEL, onPayload);
        };
      },
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function fromPostgresUrl(url: string): Database {
  const sql = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres(sql, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    changeChannel: {
      notify: async (payload) => {
        await sql.notify(CHANGES_CHANNEL, payload);
      },
      listen: async (onPayload) => {
        const listening = await sql.listen(CHANGES_CHANNEL, onPayload);
        return () => listening.unlisten();
      },
    },
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => sql.end({ timeout: 5 }),
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) return fromPostgresUrl(opts.databaseUrl);
  const dir = path.join(opts.dataDir, 'pglite');
  // PGlite does not create missing parent folders.
  fs.mkdirSync(dir, { recursive: true });
  const releaseLock = lockDataDir(opts.dataDir);
  try {
    const database = fromPglite(await PGlite.create(dir));
    return {
      ...database,
      close: async () => {
        await database.close();
        releaseLock();
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

export class DataDirInUseError extends Error {}

/**
 * PGlite is one process's database: two processes on the same folder would both write its
 * files. The folder is taken with DATA_DIR/pglite.lock holding the process id; a lock left by a
 * process that is gone (a crash) is taken over, one held by a live process is refused. (PGlite's
 * own postmaster.pid names no real process, so it protects nothing.)
 */
export function lockDataDir(dataDir: string): () => void {
  const lock = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lock, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lock, 'utf8'));
      if (holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(`${dataDir} is in use by process ${holder}`);
      }
      fs.rmSync(lock, { force: true });
    }
  }
  throw new DataDirInUseError(`${dataDir} could not be locked`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
