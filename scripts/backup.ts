/**
 * `npm run backup -- <file>`: writes a backup of the database and DATA_DIR/uploads to <file>
 * (src/server/maintenance/backup.ts). Same configuration as the server.
 */
import { loadConfig } from '../src/server/config';
import {
  backupDatabase,
  BackupRefusedError,
  openForMaintenance,
} from '../src/server/maintenance/backup';

const usage = `Usage: npm run backup -- <file>

Writes every table, the sequences and DATA_DIR/uploads to <file> (gzip'd JSON lines,
readable by its owner only: it holds password hashes and phone numbers),
using the same settings as the server: DATABASE_URL for PostgreSQL, else PGlite in DATA_DIR.
On PGlite, stop the app first: PGlite allows one process at a time.
On PostgreSQL the backup may run while the apps run (it reads one consistent snapshot).
`;

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  process.stderr.write(usage);
  process.exit(file === '--help' || file === '-h' ? 0 : 1);
}

const config = loadConfig();
try {
  const database = await openForMaintenance(config, { mustExist: true });
  try {
    const summary = await backupDatabase(database.db, { dataDir: config.dataDir, file });
    process.stdout.write(
      `Backup written to ${file}: ${summary.tables} tables, ${summary.rows} rows, ` +
        `${summary.uploads} uploaded files, at migration ${summary.migration.tag}.\n`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  process.stderr.write(
    err instanceof BackupRefusedError
      ? `Backup refused: ${err.message}\n`
      : `Backup failed: ${(err as Error).stack ?? String(err)}\n`,
  );
  process.exit(1);
}
