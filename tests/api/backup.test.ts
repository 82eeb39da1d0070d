import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../src/server/clock';
import { fromPglite, fromPostgresUrl, type Database, type Db } from '../../src/server/db/client';
import { cheers, users } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed';
import { rowsOf } from '../../src/server/db/wire';
import {
  backupDatabase,
  BackupRefusedError,
  knownMigrations,
  restoreDatabase,
} from '../../src/server/maintenance/backup';
import { reencode, saveUpload } from '../../src/server/uploads/images';
import { withDatabase } from '../helpers/globalSetup';
import { createTestDatabase, dbKinds, type DbKind } from '../helpers/testDb';

/** A database made from nothing (restore must migrate it), and how to dispose of it. */
async function emptyDatabase(kind: DbKind): Promise<Database> {
  if (kind === 'pglite') return fromPglite(new PGlite());
  const url = process.env.DATABASE_URL!;
  const name = `app_test_restore_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = fromPostgresUrl(withDatabase(url, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = postgres(url, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * One hash per table of the public schema over all its rows and columns, read in one
 * transaction in UTC, so the same data gives the same fingerprint on either engine.
 */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = rowsOf<{ table_name: string; columns: string }>(
      await tx.execute(
        sql`select table_name, string_agg(format('t.%I', column_name), ', ' order by ordinal_position) as columns
            from information_schema.columns where table_schema = 'public'
            group by table_name order by table_name`,
      ),
    );
    const hashes: Record<string, string> = {};
    for (const { table_name: table, columns } of tables) {
      const [row] = rowsOf<{ rows: number; hash: string }>(
        await tx.execute(
          sql.raw(
            `select count(*)::int as rows, md5(coalesce(string_agg(row(${columns})::text, '|' order by row(${columns})::text), '')) as hash from "${table}" t`,
          ),
        ),
      );
      hashes[table] = `${row.rows}:${row.hash}`;
    }
    return hashes;
  });
}

async function sequenceValues(db: Db): Promise<Record<string, string>> {
  const names = rowsOf<{ name: string }>(
    await db.execute(
      sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`,
    ),
  ).map((r) => r.name);
  const values: Record<string, string> = {};
  for (const name of names) {
    const [row] = rowsOf<{ value: string; is_called: boolean }>(
      await db.execute(
        sql`select last_value::text as value, is_called from ${sql.identifier(name)}`,
      ),
    );
    values[name] = `${row.value}:${row.is_called}`;
  }
  return values;
}

/** A copy of a backup with its lines changed, to make damaged or hostile files. */
function rewriteBackup(from: string, to: string, change: (lines: string[]) => string[]): void {
  const lines = zlib.gunzipSync(fs.readFileSync(from)).toString('utf8').split('\n');
  fs.writeFileSync(to, zlib.gzipSync(change(lines).join('\n')));
}

const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

describe.each(dbKinds)('backup and restore on %s', (kind) => {
  const clock = createClock();
  let database: Database;
  let dataDir: string;
  let workDir: string;
  let backupFile: string;
  let pictureUrl: string;
  let pictureBytes: Buffer;
  let before: Record<string, string>;
  let sequencesBefore: Record<string, string>;

  beforeAll(async () => {
    clock.set('2026-11-22T15:30:00Z');
    database = await createTestDatabase(kind);
    dataDir = tempDir('backup-data-');
    workDir = tempDir('backup-files-');
    await seedDemo(database.db, { clock, dataDir });
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#FF784B' },
    })
      .png()
      .toBuffer();
    pictureBytes = await reencode(png, 1600);
    pictureUrl = await saveUpload(dataDir, 'users', pictureBytes);
    await database.db
      .update(users)
      .set({ picture: pictureUrl })
      .where(eq(users.email, 'supporter@demo.test'));
    before = await fingerprint(database.db);
    sequencesBefore = await sequenceValues(database.db);
    backupFile = path.join(workDir, 'event.backup.gz');
    await backupDatabase(database.db, { dataDir, file: backupFile });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  const uploadedFile = (root: string) =>
    path.join(root, pictureUrl.replace(/^\/uploads\//, 'uploads/'));

  it('a backup restored into a new empty database gives back every row, sequence and picture', async () => {
    const fresh = await emptyDatabase(kind);
    const freshDir = tempDir('backup-restored-');
    try {
      const summary = await restoreDatabase(fresh, { dataDir: freshDir, file: backupFile });
      expect(summary.rows).toBeGreaterThan(500);
      expect(await fingerprint(fresh.db)).toEqual(before);
      expect(await sequenceValues(fresh.db)).toEqual(sequencesBefore);
      expect(fs.readFileSync(uploadedFile(freshDir))).toEqual(pictureBytes);
      expect(fs.existsSync(path.join(freshDir, 'uploads', 'demo'))).toBe(true);
    } finally {
      await fresh.close();
      fs.rmSync(freshDir, { recursive: true, force: true });
    }
  });

  it('a backup file is readable and writable by its owner only, even over a world-readable one', async () => {
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    const again = path.join(workDir, 'again.backup.gz');
    fs.writeFileSync(again, 'an older file anyone may read');
    fs.chmodSync(again, 0o644);
    fs.writeFileSync(`${again}.partial`, 'left by a backup that crashed');
    fs.chmodSync(`${again}.partial`, 0o666);
    await backupDatabase(database.db, { dataDir, file: again });
    expect(fs.statSync(again).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${again}.partial`)).toBe(false);
  });

  it('restoring over changed data brings back exactly what was backed up', async () => {
    const db = database.db;
    await db.delete(cheers);
    await db.delete(users).where(eq(users.email, 'player@demo.test'));
    await db.update(users).set({ firstName: 'Changed' }).where(eq(users.email, 'crew@demo.test'));
    fs.rmSync(uploadedFile(dataDir));
    expect(await fingerprint(db)).not.toEqual(before);

    await restoreDatabase(database, { dataDir, file: backupFile });
    expect(await fingerprint(db)).toEqual(before);
    expect(await sequenceValues(db)).toEqual(sequencesBefore);
    expect(fs.readFileSync(uploadedFile(dataDir))).toEqual(pictureBytes);
  });

  it('after a restore a new cheer and a new user get fresh ids, never a duplicate key', async () => {
    const db = database.db;
    await restoreDatabase(database, { dataDir, file: backupFile });
    const [highest] = await db.select({ id: sql<number>`max(${users.id})::int` }).from(users);
    const [user] = await db
      .insert(users)
      .values({
        firstName: 'New',
        lastName: 'Person',
        email: 'new.person@restore.test',
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    expect(user.id).toBeGreaterThan(highest.id);
    const [team] = rowsOf<{ id: number }>(await db.execute(sql`select id from teams limit 1`));
    const [cheer] = await db
      .insert(cheers)
      .values({ userId: user.id, teamId: team.id, message: 'Back again!' })
      .returning({ id: cheers.id });
    expect(Number(sequencesBefore.cheers_id_seq.split(':')[0])).toBeLessThan(cheer.id);
  });

  describe('a file that is not a good backup', () => {
    let current: Record<string, string>;
    beforeAll(async () => {
      await restoreDatabase(database, { dataDir, file: backupFile });
      current = await fingerprint(database.db);
    });

    const expectRefused = async (file: string, message: RegExp) => {
      const answer = restoreDatabase(database, { dataDir, file });
      await expect(answer).rejects.toBeInstanceOf(BackupRefusedError);
      await expect(answer).rejects.toThrow(message);
      expect(await fingerprint(database.db)).toEqual(current);
    };

    it('a text file is refused and the database stays as it was', async () => {
      const file = path.join(workDir, 'notes.txt');
      fs.writeFileSync(file, 'these are my notes, not a backup\n');
      await expectRefused(file, /not a readable backup of this app/);
    });

    it('gzip’d JSON of another program is refused and the database stays as it was', async () => {
      const file = path.join(workDir, 'other.json.gz');
      fs.writeFileSync(file, zlib.gzipSync('{"name":"someone else","rows":[]}\n'));
      await expectRefused(file, /not a backup of this app/);
    });

    it('a backup cut short is refused and the database stays as it was', async () => {
      const whole = fs.readFileSync(backupFile);
      const cut = path.join(workDir, 'cut.backup.gz');
      fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
      await expectRefused(cut, /not a readable backup/);
      const lastLineDropped = path.join(workDir, 'short.backup.gz');
      rewriteBackup(backupFile, lastLineDropped, (lines) =>
        lines.filter((line) => !line.startsWith('{"end"')),
      );
      await expectRefused(lastLineDropped, /incomplete/);
    });

    it('a backup made at a newer migration than the code knows is refused', async () => {
      const known = knownMigrations();
      const newer = path.join(workDir, 'newer.backup.gz');
      rewriteBackup(backupFile, newer, ([header, ...rest]) => [
        JSON.stringify({
          ...JSON.parse(header),
          migration: { tag: '9999_future', when: known[known.length - 1].when + 1 },
        }),
        ...rest,
      ]);
      await expectRefused(newer, /newer than this version of the app knows/);
    });

    it('a backup naming an upload outside the uploads folder is refused and writes nothing', async () => {
      const hostile = path.join(workDir, 'hostile.backup.gz');
      rewriteBackup(backupFile, hostile, (lines) =>
        lines.map((line) =>
          line.startsWith('{"upload"')
            ? JSON.stringify({ upload: '../escaped.txt', base64: 'aGk=' })
            : line,
        ),
      );
      await expectRefused(hostile, /outside the uploads folder/);
      expect(fs.existsSync(path.join(dataDir, 'escaped.txt'))).toBe(false);
    });

    it('a backup whose rows break a rule of the database changes nothing', async () => {
      const broken = path.join(workDir, 'broken.backup.gz');
      rewriteBackup(backupFile, broken, (lines) =>
        lines.map((line) =>
          line.startsWith('{"table":"cheers"')
            ? line.replace(/"team_id":\d+/, '"team_id":999999')
            : line,
        ),
      );
      const answer = restoreDatabase(database, { dataDir, file: broken });
      await expect(answer).rejects.toThrow();
      expect(await fingerprint(database.db)).toEqual(current);
    });
  });
});

/** Between engines only where PostgreSQL runs (CI): no case at all on a PGlite-only machine. */
const otherEngines = dbKinds.filter((kind) => kind !== 'pglite');

describe.each(otherEngines)('backups between PGlite and %s', (other) => {
  it('a PGlite backup restores into the other engine and back with the same data', async () => {
    const clock = createClock();
    clock.set('2026-11-22T15:30:00Z');
    const dataDir = tempDir('backup-engines-');
    const source = await createTestDatabase('pglite');
    const onPostgres = await emptyDatabase(other);
    const backAgain = await emptyDatabase('pglite');
    try {
      await seedDemo(source.db, { clock, dataDir });
      const expected = await fingerprint(source.db);
      const fromPglite = path.join(dataDir, 'pglite.backup.gz');
      const fromPostgres = path.join(dataDir, 'postgres.backup.gz');
      await backupDatabase(source.db, { dataDir, file: fromPglite });
      await restoreDatabase(onPostgres, { dataDir, file: fromPglite });
      expect(await fingerprint(onPostgres.db)).toEqual(expected);
      await backupDatabase(onPostgres.db, { dataDir, file: fromPostgres });
      await restoreDatabase(backAgain, { dataDir, file: fromPostgres });
      expect(await fingerprint(backAgain.db)).toEqual(expected);
    } finally {
      await Promise.all([source.close(), onPostgres.close(), backAgain.close()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
