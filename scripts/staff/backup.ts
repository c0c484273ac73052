/**
 * `npm run backup -- FILE`: one file holding a consistent copy of everything the site keeps (the database and the
 * files on disk, whatever STORAGE is), taken while the site runs and takes uploads (src/server/backup.ts says how).
 * Same DATA_DIR / DATABASE_URL as the server. The file is its owner's alone (0600) and is never overwritten.
 */
import path from 'node:path';
import { writeBackup } from '../../src/server/backup';
import { closeDb, getPool } from '../../src/server/db/client';
import { log } from '../../src/server/ops/log.mjs';

process.umask(0o077);
const [file, ...rest] = process.argv.slice(2);

async function main() {
  if (!file || rest.length || file.startsWith('-')) {
    console.error('usage: npm run backup -- FILE   (FILE must not exist; e.g. /var/backups/driftline/$(date +%F).backup)');
    process.exitCode = 2;
    return;
  }
  const target = path.resolve(file);
  const started = Date.now();
  try {
    const s = await writeBackup(await getPool(), target);
    const seconds = (Date.now() - started) / 1000;
    // The operator's event (one JSON line, as the server's events: the timer's journal keeps it), then the sentence.
    log.info({ event: 'backup', outcome: 'written', tables: s.tables, rows: s.rows, files: s.files, bytes: s.bytes, ms: Date.now() - started, left: s.gone }, 'backup written');
    console.log(
      `Backed up ${s.rows} row(s) in ${s.tables} table(s) and ${s.files} file(s) on disk to ${target} ` +
        `(${(s.bytes / 1048576).toFixed(1)} MB in ${seconds.toFixed(1)} s)` +
        (s.gone ? `; ${s.gone} submission(s) erased while it ran are left out` : ''),
    );
  } catch (err) {
    log.error({ event: 'backup', outcome: 'failed', err, ms: Date.now() - started }, 'backup failed');
    console.error(`Backup failed: ${(err as Error).message}`);
    process.exitCode = 1;
  } finally {
    await closeDb();
  }
}

void main();
