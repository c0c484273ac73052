/**
 * The file store (src/server/storage), from the command line. Same DATA_DIR / DATABASE_URL as the server; it works
 * while the site runs.
 *
 *   npm run storage -- status     how many files each store holds, and their size
 *   npm run storage -- migrate    moves every file on this machine's disk (DATA_DIR/uploads) into PostgreSQL, verifying
 *                                 each SHA-256 before the disk copy goes; run it on each machine that took uploads
 *                                 with STORAGE=disk, after setting STORAGE=postgres everywhere
 */
import { sql } from 'drizzle-orm';
import { formatBytes } from '../../src/lib/forms/limits.mjs';
import { closeDb, getDb } from '../../src/server/db/client';
import { migrateDiskToPostgres } from '../../src/server/storage/migrate';

process.umask(0o077);
const [command, ...rest] = process.argv.slice(2);

async function status() {
  const db = await getDb();
  const r = await db.execute<{ stored_in: string; files: number; bytes: string }>(
    sql`SELECT stored_in, count(*)::int AS files, coalesce(sum(size_bytes), 0)::text AS bytes FROM submission_files GROUP BY stored_in ORDER BY stored_in`,
  );
  if (!r.rows.length) return console.log('No files stored.');
  for (const row of r.rows) console.log(`${row.stored_in.padEnd(9)} ${String(row.files).padStart(7)} file(s)  ${formatBytes(Number(row.bytes))}`);
}

async function migrate() {
  const db = await getDb();
  let last = 0;
  const report = await migrateDiskToPostgres(db, (done, bytes) => {
    if (Date.now() - last > 1000) {
      last = Date.now();
      console.log(`  ${done} file(s), ${formatBytes(bytes)} so far…`);
    }
  });
  console.log(`Moved ${report.moved} file(s) (${formatBytes(report.bytes)}) into PostgreSQL; each SHA-256 verified.`);
  for (const f of report.failed) console.error(`Not moved: file ${f.fileId}: ${f.reason}. It stays on disk.`);
  if (report.failed.length) process.exitCode = 1;
}

async function main() {
  if (rest.length) return usage();
  if (command === 'status') return status();
  if (command === 'migrate') return migrate();
  usage();
}

function usage(): never {
  console.error('usage: npm run storage -- status | migrate');
  process.exit(2);
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
