/**
 * The backup file: gzip'd JSON lines, written and read only here.
 *   {"format":"battle-events-backup","version":1,"createdAt":…,"migration":{"tag":…,"when":…}}
 *   {"sequences":[{"name":"users_id_seq","value":"42","isCalled":true},…]}
 *   {"table":"countries","columns":[…],"rows":[{…},…]}   (foreign-key-safe order, ≤ 500 rows a line)
 *   {"upload":"teams/ab12.webp","base64":"…"}             (every file under DATA_DIR/uploads)
 *   {"end":{"tables":…,"rows":…,"uploads":…}}             (proves the file is complete)
 * A table's rows are the database's own JSON text, written as they are. Reading refuses
 * (BackupRefusedError) any line that is not what a backup holds.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';

export const BACKUP_FORMAT = 'battle-events-backup';
export const BACKUP_VERSION = 1;
const ROWS_PER_LINE = 500;

/**
 * A backup holds password hashes, e-mail addresses and phone numbers: only the owner of the file
 * (the account that runs the backup) may read or write it.
 */
export const BACKUP_FILE_MODE = 0o600;

/** A file restore will not apply: not ours, damaged, or made by a newer version of the app. */
export class BackupRefusedError extends Error {}

export interface MigrationMark {
  tag: string;
  /** The migration's timestamp in drizzle's journal, which drizzle also stores in the database. */
  when: number;
}

interface BackupHeader {
  format: string;
  version: number;
  createdAt: string;
  migration: MigrationMark;
}

export interface SequenceValue {
  name: string;
  value: string;
  isCalled: boolean;
}

/** What a backup holds, as its end mark counts it. */
export interface BackupCounts {
  tables: number;
  rows: number;
  uploads: number;
}

type BackupEntry =
  | { header: BackupHeader }
  | { sequences: SequenceValue[] }
  | { table: string; columns: string[]; rows: unknown[]; line: string }
  | { upload: string; base64: string }
  | { end: BackupCounts };

// ---------------------------------------------------------------------------------------------
// Writing

const jsonLine = (value: unknown) => JSON.stringify(value) + '\n';

export function headerLine(createdAt: Date, migration: MigrationMark): string {
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: createdAt.toISOString(),
    migration,
  };
  return jsonLine(header);
}

export const sequencesLine = (sequences: SequenceValue[]) => jsonLine({ sequences });

/** A table's lines, its rows (JSON text) ROWS_PER_LINE a line. */
export function* tableLines(table: string, columns: string[], rows: string[]): Generator<string> {
  // A table without rows still gets its line: restore then knows the backup had it.
  for (let start = 0; start === 0 || start < rows.length; start += ROWS_PER_LINE) {
    const chunk = rows.slice(start, start + ROWS_PER_LINE).join(',');
    yield `{"table":${JSON.stringify(table)},"columns":${JSON.stringify(columns)},"rows":[${chunk}]}\n`;
  }
}

export const uploadLine = (relative: string, bytes: Buffer) =>
  jsonLine({ upload: relative, base64: bytes.toString('base64') });

export const endLine = (counts: BackupCounts) => jsonLine({ end: counts });

/**
 * Writes the lines gzip'd into a new file with BACKUP_FILE_MODE: created afresh ('wx'), never
 * an older file (or a link) left under that name with its mode.
 */
export async function writeBackupFile(file: string, lines: AsyncIterable<string>): Promise<void> {
  const out = fs.createWriteStream(file, { flags: 'wx', mode: BACKUP_FILE_MODE });
  await pipeline(Readable.from(lines), zlib.createGzip(), out);
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The file's entries in order; any line that is not what a backup holds is refused. */
export async function* backupEntries(file: string): AsyncGenerator<BackupEntry> {
  let first = true;
  for await (const line of gunzippedLines(file)) {
    if (line === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new BackupRefusedError(
        first
          ? `${file} is not a backup of this app.`
          : `${file} is damaged: a line is not valid JSON.`,
      );
    }
    if (first) {
      first = false;
      yield { header: asHeader(file, value) };
      continue;
    }
    yield asEntry(value, line);
  }
}

function asHeader(file: string, value: unknown): BackupHeader {
  const header = value as Partial<BackupHeader> | null;
  if (!header || typeof header !== 'object' || header.format !== BACKUP_FORMAT) {
    throw new BackupRefusedError(`${file} is not a backup of this app.`);
  }
  if (header.version !== BACKUP_VERSION) {
    throw new BackupRefusedError(
      `${file} is a backup in format version ${String(header.version)}; this version of the app reads version ${BACKUP_VERSION}.`,
    );
  }
  const migration = header.migration as Partial<MigrationMark> | undefined;
  if (typeof migration?.when !== 'number' || typeof migration.tag !== 'string') {
    throw new BackupRefusedError(`${file} does not say which migration it was made at.`);
  }
  return header as BackupHeader;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

function asEntry(value: unknown, line: string): BackupEntry {
  const entry = (value ?? {}) as Record<string, unknown>;
  if (typeof entry.table === 'string') {
    if (!isStringArray(entry.columns) || entry.columns.length === 0 || !Array.isArray(entry.rows)) {
      throw new BackupRefusedError(`The backup's lines for table ${entry.table} are damaged.`);
    }
    return { table: entry.table, columns: entry.columns, rows: entry.rows, line };
  }
  if (typeof entry.upload === 'string' && typeof entry.base64 === 'string') {
    if (!isSafeUploadPath(entry.upload)) {
      throw new BackupRefusedError(`The backup names an upload outside the uploads folder.`);
    }
    return { upload: entry.upload, base64: entry.base64 };
  }
  if (Array.isArray(entry.sequences)) {
    const sequences = entry.sequences as Partial<SequenceValue>[];
    const valid = sequences.every(
      (s) =>
        typeof s.name === 'string' &&
        typeof s.value === 'string' &&
        /^-?\d{1,19}$/.test(s.value) &&
        typeof s.isCalled === 'boolean',
    );
    if (!valid) throw new BackupRefusedError(`The backup's sequence values are damaged.`);
    return { sequences: sequences as SequenceValue[] };
  }
  if (entry.end && typeof entry.end === 'object') {
    return { end: entry.end as BackupCounts };
  }
  throw new BackupRefusedError('The backup holds a line this version of the app does not know.');
}

/** A relative path inside the uploads folder: no absolute path, no `..`, no backslash. */
function isSafeUploadPath(relative: string): boolean {
  if (relative === '' || relative.includes('\\') || relative.includes('\0')) return false;
  return relative.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

/** The lines of a gzip'd file, read as a stream (uploads make backups large). */
async function* gunzippedLines(file: string): AsyncGenerator<string> {
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let parts: string[] = [];
  try {
    for await (const chunk of gunzip) {
      let text = decoder.write(chunk as Buffer);
      let newline = text.indexOf('\n');
      while (newline >= 0) {
        parts.push(text.slice(0, newline));
        yield parts.join('');
        parts = [];
        text = text.slice(newline + 1);
        newline = text.indexOf('\n');
      }
      if (text) parts.push(text);
    }
    parts.push(decoder.end());
    if (parts.join('')) yield parts.join('');
  } finally {
    source.destroy();
  }
}
