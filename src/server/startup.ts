import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb } from './db/client';
import { submissions } from './db/schema';
import { startOutboxWorker } from './mail/outbox';
import { eraseExpired } from './staff/erase';
import { emptyTmp, sweepOrphanedUploads, sweepTmp, tightenDataDir } from './storage';

/** How often submissions past the retention period (RETENTION_DAYS) are looked for and erased. */
const RETENTION_EVERY_MS = 60 * 60_000;

/** How often request folders older than the longest upload allowed are looked for. */
const TMP_SWEEP_EVERY_MS = 5 * 60_000;

const KEY = Symbol.for('driftline.startup');
type G = typeof globalThis & { [KEY]?: Promise<void> };

/**
 * Once per process: make DATA_DIR the server user's alone (0700 folders, 0600 files), empty the temp folder (a
 * process that has just started owns no upload), open the database and apply migrations, sweep upload folders a
 * crash left without their submission, start the outbox worker and the periodic temp sweep. Called from src/instrumentation.ts at server start AND lazily
 * by every submission (whichever comes first runs it; the other awaits the same promise), so a route
 * works even where instrumentation did not run.
 */
export function ensureStarted(): Promise<void> {
  const g = globalThis as G;
  if (!g[KEY]) {
    g[KEY] = (async () => {
      process.umask(0o077);
      await tightenDataDir();
      const tmp = await emptyTmp();
      const db = await getDb();
      // The embedded database writes its files with modes of its own on first start: tighten them too.
      await tightenDataDir();
      const uploads = await sweepOrphanedUploads(async (ids) => {
        const rows = await db.select({ id: submissions.id }).from(submissions).where(inArray(submissions.id, ids));
        return new Set(rows.map((r) => r.id));
      }, Number(process.env.SWEEP_STALE_MS) || undefined);
      if (tmp || uploads) console.log(`[startup] swept ${tmp} temp and ${uploads} orphaned upload folder(s)`);
      setInterval(() => {
        sweepTmp().then(
          (n) => n && console.log(`[sweep] removed ${n} temp folder(s) older than the longest upload`),
          (err) => console.error('[sweep] failed', err),
        );
      }, TMP_SWEEP_EVERY_MS).unref();
      const retention = () =>
        eraseExpired(db).then(
          (n) => n && console.log(`[retention] erased ${n} submission(s) past the retention period`),
          (err) => console.error('[retention] failed', err),
        );
      void retention();
      setInterval(retention, RETENTION_EVERY_MS).unref();
      startOutboxWorker();
    })().catch((err) => {
      delete g[KEY];
      throw err;
    });
  }
  return g[KEY];
}
