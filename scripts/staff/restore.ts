/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` into an empty DATA_DIR (the embedded database and
 * the files), or, with DATABASE_URL, into an empty database (and the files into DATA_DIR/uploads, which must be empty
 * too). It refuses anything that is not empty, and a backup file that is cut short or damaged, before changing
 * anything. Start the site afterwards: it applies any newer migrations.
 */
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { checkBackup, dataDirEntries, restoreBackup } from '../../src/server/backup';
import { dataDir, uploadsDir } from '../../src/server/config';
import { endPool } from '../../src/server/db/cluster.mjs';
import { ensureEmbeddedServed, socketConnection } from '../../src/server/db/embedded';
import { migrate } from '../../src/server/db/migrate';

process.umask(0o077);
const [file, ...rest] = process.argv.slice(2);

async function main(): Promise<number> {
  if (!file || rest.length || file.startsWith('-')) {
    console.error('usage: npm run restore -- FILE   (into an empty DATA_DIR, or an empty database with DATABASE_URL)');
    return 2;
  }
  const source = path.resolve(file);
  if (!existsSync(source)) {
    console.error(`No such file: ${source}`);
    return 1;
  }
  const url = process.env.DATABASE_URL;
  // Nothing is touched before the target is known empty and the file known whole; only what this command wrote is
  // ever removed (a refusal leaves a folder that holds a site exactly as it was).
  if (!url) {
    const there = await dataDirEntries();
    if (there.length) {
      console.error(`Not restored: DATA_DIR (${dataDir()}) is not empty (${there.slice(0, 5).join(', ')}${there.length > 5 ? ', …' : ''}); restore into a new, empty folder.`);
      return 1;
    }
  } else if ((await readdir(uploadsDir()).catch(() => [])).length) {
    console.error(`Not restored: ${uploadsDir()} is not empty; restore the files into a new DATA_DIR.`);
    return 1;
  }
  /** DATA_DIR was empty (checked above): on failure it is again. */
  const emptyDataDirAgain = async () => {
    for (const name of await readdir(dataDir()).catch(() => [] as string[])) await rm(path.join(dataDir(), name), { recursive: true, force: true });
  };
  try {
    await checkBackup(source);
  } catch (err) {
    console.error(`Not restored: ${(err as Error).message}`);
    return 1;
  }
  let owned: Awaited<ReturnType<typeof ensureEmbeddedServed>> = null;
  try {
    owned = url ? null : await ensureEmbeddedServed('command');
  } catch (err) {
    console.error(`Not restored: ${(err as Error).message}`);
    await emptyDataDirAgain();
    return 1;
  }
  const pool = url ? new pg.Pool({ connectionString: url, max: 2 }) : new pg.Pool({ ...socketConnection(), max: 2 });
  pool.on('error', (err) => console.error(`[db] idle connection failed: ${err.message}`));
  // Set once the target is known empty and this command begins to write: only then does a failure remove anything.
  let writing = false;
  let failed = false;
  try {
    if (url) {
      const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema()`);
      if (rows[0].n) {
        console.error('Not restored: the database of DATABASE_URL is not empty; restore into a new, empty database.');
        return 1;
      }
    }
    writing = true;
    const started = Date.now();
    const db = drizzle({ client: pool });
    const r = await restoreBackup(pool, source, (only) => migrate(db, only));
    await migrate(db);
    console.log(`Restored ${r.rows} row(s) and ${r.files} file(s) on disk from ${source} in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the site.`);
    return 0;
  } catch (err) {
    if (!writing) {
      console.error(`Not restored: ${(err as Error).message}`);
      return 1;
    }
    failed = true;
    console.error(`Restore failed, and what it had written is removed: ${(err as Error).message}`);
    if (url) {
      const { rows } = await pool.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = current_schema()`).catch(() => ({ rows: [] as { t: string }[] }));
      if (rows.length) await pool.query(`DROP TABLE ${rows.map((x) => `"${x.t.replace(/"/g, '""')}"`).join(', ')} CASCADE`).catch(() => undefined);
      await rm(uploadsDir(), { recursive: true, force: true });
    }
    return 1;
  } finally {
    await endPool(pool).catch(() => undefined);
    await owned?.close();
    // An embedded restore that failed leaves DATA_DIR as it found it: empty.
    if (failed && !url) await emptyDataDirAgain();
  }
}

void main().then((code) => {
  process.exitCode = code;
});
