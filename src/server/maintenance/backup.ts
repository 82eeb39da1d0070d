/**
 * Backup and restore, the same on PGlite and PostgreSQL: a logical copy written by the app
 * itself, so a backup of one engine restores into the other. The file's format is
 * maintenance/backupFile.ts. Rows are the database's own JSON (row_to_json) and go back through
 * json_populate_recordset, so every value keeps its exact type and precision without passing
 * through JavaScript.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import {
  DataDirInUseError,
  migrationsFolder,
  openDatabase,
  type Database,
  type Db,
} from '../db/client';
import { rowsOf } from '../db/wire';
import {
  BACKUP_FILE_MODE,
  BackupRefusedError,
  backupEntries,
  endLine,
  headerLine,
  sequencesLine,
  tableLines,
  uploadLine,
  writeBackupFile,
  type BackupCounts,
  type MigrationMark,
  type SequenceValue,
} from './backupFile';

export { BackupRefusedError } from './backupFile';

export interface BackupSummary extends BackupCounts {
  migration: MigrationMark;
}

/** The migrations this code knows, oldest first. */
export function knownMigrations(): MigrationMark[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * Opens the server's database for a backup or a restore. PGlite is one process: while an app
 * holds DATA_DIR (its pglite.lock names a live process) a second process writing the same
 * files would corrupt them, so that is refused.
 */
export async function openForMaintenance(
  config: AppConfig,
  opts: { mustExist: boolean },
): Promise<Database> {
  if (!config.databaseUrl) {
    const dir = path.join(config.dataDir, 'pglite');
    if (opts.mustExist && !fs.existsSync(path.join(dir, 'PG_VERSION'))) {
      throw new BackupRefusedError(`There is no database in ${dir}: check DATA_DIR.`);
    }
    fs.mkdirSync(config.dataDir, { recursive: true });
  }
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      throw new BackupRefusedError(`${err.message}: stop the app first.`);
    }
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Backup

/**
 * Writes a backup of every table of the public schema, the sequences and DATA_DIR/uploads to
 * `file`, readable by its owner only (BACKUP_FILE_MODE). The rows are read in one read-only
 * repeatable-read transaction, so they are one consistent snapshot even while apps keep writing
 * (PostgreSQL). The file appears under its name only once complete.
 */
export async function backupDatabase(
  db: Db,
  opts: { dataDir: string; file: string; now?: Date },
): Promise<BackupSummary> {
  const partial = `${opts.file}.partial`;
  try {
    await fsp.rm(partial, { force: true });
    const summary = await db.transaction(
      async (tx) => {
        const migration = await appliedMigration(tx as unknown as Db);
        const summary: BackupSummary = { migration, tables: 0, rows: 0, uploads: 0 };
        await writeBackupFile(partial, backupLines(tx as unknown as Db, opts, summary));
        return summary;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // The umask may have narrowed the mode asked at creation: set it exactly.
    await fsp.chmod(partial, BACKUP_FILE_MODE);
    await fsp.rename(partial, opts.file);
    return summary;
  } catch (err) {
    await fsp.rm(partial, { force: true });
    throw err;
  }
}

async function* backupLines(
  db: Db,
  opts: { dataDir: string; now?: Date },
  summary: BackupSummary,
): AsyncGenerator<string> {
  yield headerLine(opts.now ?? new Date(), summary.migration);
  yield sequencesLine(await sequenceValues(db));

  const columns = await columnsByTable(db);
  const keys = await primaryKeys(db);
  for (const table of await tablesInInsertOrder(db)) {
    const names = columns.get(table) ?? [];
    const order = keys.get(table) ?? names.slice(0, 1);
    const rows = rowsOf<{ row: string }>(
      await db.execute(
        sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t
            order by ${sql.join(
              order.map((c) => sql`t.${sql.identifier(c)}`),
              sql`, `,
            )}`,
      ),
    ).map((r) => r.row);
    summary.tables += 1;
    summary.rows += rows.length;
    yield* tableLines(table, names, rows);
  }

  for (const relative of await uploadFiles(path.join(opts.dataDir, 'uploads'))) {
    const bytes = await fsp.readFile(path.join(opts.dataDir, 'uploads', relative));
    summary.uploads += 1;
    yield uploadLine(relative, bytes);
  }
  const { tables, rows, uploads } = summary;
  yield endLine({ tables, rows, uploads });
}

/** The newest migration recorded in the database (drizzle keeps them in drizzle.__drizzle_migrations). */
async function appliedMigration(db: Db): Promise<MigrationMark> {
  const [found] = rowsOf<{ exists: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`),
  );
  const [latest] = found.exists
    ? rowsOf<{ when: string | null }>(
        await db.execute(
          sql`select max(created_at)::text as when from drizzle.__drizzle_migrations`,
        ),
      )
    : [{ when: null }];
  if (latest.when === null) {
    throw new BackupRefusedError(
      'The database has no migrations applied: it is not this app’s database, or it is empty.',
    );
  }
  const when = Number(latest.when);
  const known = knownMigrations().find((m) => m.when === when);
  return { tag: known?.tag ?? 'unknown', when };
}

async function publicTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  return rows.map((r) => r.name);
}

/** The columns a backup writes and restore inserts (generated columns are computed again). */
async function columnsByTable(db: Db): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ table: string; column: string }>(
    await db.execute(
      sql`select table_name as table, column_name as column from information_schema.columns
          where table_schema = 'public' and is_generated = 'NEVER'
          order by table_name, ordinal_position`,
    ),
  );
  const columns = new Map<string, string[]>();
  for (const { table, column } of rows) columns.set(table, [...(columns.get(table) ?? []), column]);
  return columns;
}

/** Rows are written in key order, so a backup of the same data is the same file. */
async function primaryKeys(db: Db): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ table: string; column: string }>(
    await db.execute(
      sql`select c.relname as table, a.attname as column
          from pg_index i
          join pg_class c on c.oid = i.indrelid
          join pg_namespace n on n.oid = c.relnamespace
          join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
          join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
          where i.indisprimary and n.nspname = 'public'
          order by c.relname, k.position`,
    ),
  );
  const keys = new Map<string, string[]>();
  for (const { table, column } of rows) keys.set(table, [...(keys.get(table) ?? []), column]);
  return keys;
}

/** Every table after the tables it references, so inserting in this order breaks no foreign key. */
export async function tablesInInsertOrder(db: Db): Promise<string[]> {
  const tables = await publicTables(db);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(
      sql`select child.relname as child, parent.relname as parent
          from pg_constraint c
          join pg_class child on child.oid = c.conrelid
          join pg_class parent on parent.oid = c.confrelid
          join pg_namespace n on n.oid = child.relnamespace
          where c.contype = 'f' and n.nspname = 'public'`,
    ),
  );
  const parentsOf = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent) parentsOf.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...parentsOf.get(t)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0) {
      const left = tables.filter((t) => !placed.has(t));
      throw new Error(`The foreign keys between these tables form a cycle: ${left.join(', ')}`);
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

async function sequenceValues(db: Db): Promise<SequenceValue[]> {
  const names = rowsOf<{ name: string }>(
    await db.execute(
      sql`select sequence_name as name from information_schema.sequences
          where sequence_schema = 'public' order by 1`,
    ),
  ).map((r) => r.name);
  const values: SequenceValue[] = [];
  for (const name of names) {
    const [row] = rowsOf<{ value: string; is_called: boolean }>(
      await db.execute(
        sql`select last_value::text as value, is_called from ${sql.identifier(name)}`,
      ),
    );
    values.push({ name, value: row.value, isCalled: row.is_called });
  }
  return values;
}

/** Regular files under the uploads folder, as relative paths with forward slashes, sorted. */
async function uploadFiles(root: string, prefix = ''): Promise<string[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(path.join(root, prefix), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await uploadFiles(root, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

// ---------------------------------------------------------------------------------------------
// Restore

/**
 * Replaces the whole database and the uploads with the backup's. The file is read through
 * once first, and refused (BackupRefusedError) before anything is touched when it is not a
 * complete backup of this app or was made at a migration this code does not know. Then the
 * migrations are applied, and one transaction empties every table, inserts the backup's rows
 * and sets the sequences. The uploads are written after the commit; files the backup does not
 * hold stay where they are.
 */
export async function restoreDatabase(
  database: Database,
  opts: { dataDir: string; file: string },
): Promise<BackupSummary> {
  const summary = await checkBackup(opts.file);
  await database.migrate();
  await database.db.transaction(async (tx) => {
    await replaceRows(tx as unknown as Db, opts.file);
  });
  const root = path.join(opts.dataDir, 'uploads');
  for await (const entry of backupEntries(opts.file)) {
    if (!('upload' in entry)) continue;
    const target = path.join(root, ...entry.upload.split('/'));
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.writeFile(target, Buffer.from(entry.base64, 'base64'));
  }
  return summary;
}

/** Reads the whole file and answers what it holds, or refuses it with the reason. */
export async function checkBackup(file: string): Promise<BackupSummary> {
  let migration: MigrationMark | undefined;
  let end: BackupCounts | undefined;
  const tables = new Set<string>();
  const counted = { rows: 0, uploads: 0 };
  try {
    for await (const entry of backupEntries(file)) {
      if (end) throw new BackupRefusedError('The backup has data after its end mark.');
      if ('header' in entry) migration = entry.header.migration;
      else if ('table' in entry) {
        tables.add(entry.table);
        counted.rows += entry.rows.length;
      } else if ('upload' in entry) counted.uploads += 1;
      else if ('end' in entry) end = entry.end;
    }
  } catch (err) {
    if (err instanceof BackupRefusedError) throw err;
    const reason = (err as Error).message;
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupRefusedError(`No such file: ${file}`);
    }
    throw new BackupRefusedError(
      `${file} is not a readable backup of this app (${reason}). The file is damaged or not a backup.`,
    );
  }
  if (!migration) throw new BackupRefusedError(`${file} is empty: it is not a backup of this app.`);
  if (
    !end ||
    end.tables !== tables.size ||
    end.rows !== counted.rows ||
    end.uploads !== counted.uploads
  ) {
    throw new BackupRefusedError(`${file} is incomplete: the backup was cut short.`);
  }
  checkMigration(migration);
  return { migration, tables: tables.size, ...counted };
}

function checkMigration(migration: MigrationMark): void {
  const known = knownMigrations();
  const latest = known[known.length - 1];
  if (migration.when > latest.when) {
    throw new BackupRefusedError(
      `This backup was made at migration ${migration.tag}, newer than this version of the app knows ` +
        `(its latest is ${latest.tag}). Restore it with the version of the app that made it.`,
    );
  }
  if (!known.some((m) => m.when === migration.when)) {
    throw new BackupRefusedError(
      `This backup was made at migration ${migration.tag}, which this version of the app does not know.`,
    );
  }
}

/** Inside the restore's transaction: empties every table, inserts the rows, sets the sequences. */
async function replaceRows(tx: Db, file: string): Promise<void> {
  const tables = await publicTables(tx);
  const columns = await columnsByTable(tx);
  await tx.execute(
    sql`truncate ${sql.join(
      tables.map((t) => sql.identifier(t)),
      sql`, `,
    )} restart identity`,
  );
  for await (const entry of backupEntries(file)) {
    if ('table' in entry) {
      if (entry.rows.length === 0) continue;
      const known = columns.get(entry.table);
      if (!known) {
        throw new BackupRefusedError(`This database has no table ${entry.table}.`);
      }
      const missing = entry.columns.filter((c) => !known.includes(c));
      if (missing.length > 0) {
        throw new BackupRefusedError(
          `This database's table ${entry.table} has no column ${missing.join(', ')}.`,
        );
      }
      const list = sql.join(
        entry.columns.map((c) => sql.identifier(c)),
        sql`, `,
      );
      await tx.execute(
        sql`insert into ${sql.identifier(entry.table)} (${list})
            select ${list} from json_populate_recordset(null::${sql.identifier(entry.table)}, ${entry.line}::json -> 'rows')`,
      );
    } else if ('sequences' in entry) {
      for (const s of entry.sequences) {
        await tx.execute(
          sql`select setval(format('%I.%I', 'public', ${s.name}::text)::regclass, ${s.value}::bigint, ${s.isCalled})`,
        );
      }
    }
  }
}
