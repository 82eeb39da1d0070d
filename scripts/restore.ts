/**
 * `npm run restore -- <file>`: replaces the database and the files in DATA_DIR/uploads with a
 * backup's (src/server/maintenance/backup.ts). Same configuration as the server.
 */
import { loadConfig } from '../src/server/config';
import {
  BackupRefusedError,
  openForMaintenance,
  restoreDatabase,
} from '../src/server/maintenance/backup';

const usage = `Usage: npm run restore -- <file>

Replaces EVERY row of the database with the rows of <file> (made by npm run backup),
then writes its uploaded files into DATA_DIR/uploads. Same settings as the server:
DATABASE_URL for PostgreSQL, else PGlite in DATA_DIR (created when missing).
Stop every app first: PGlite allows one process at a time, and running apps would keep
serving what they hold in memory.
A file that is not a complete backup of this app, or was made by a newer version, is
refused before anything changes.
`;

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  process.stderr.write(usage);
  process.exit(file === '--help' || file === '-h' ? 0 : 1);
}

const config = loadConfig();
try {
  const database = await openForMaintenance(config, { mustExist: false });
  try {
    const summary = await restoreDatabase(database, { dataDir: config.dataDir, file });
    process.stdout.write(
      `Restored ${file}: ${summary.tables} tables, ${summary.rows} rows, ` +
        `${summary.uploads} uploaded files, made at migration ${summary.migration.tag}.\n`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  process.stderr.write(
    err instanceof BackupRefusedError
      ? `Restore refused: ${err.message}\n`
      : `Restore failed: ${(err as Error).stack ?? String(err)}\n`,
  );
  process.exit(1);
}
