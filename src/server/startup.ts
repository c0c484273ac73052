import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { isMainThread } from 'node:worker_threads';
import { startContentWatch, stopContentWatch } from './content/watch';
import { closeDb, getDb } from './db/client';
import { submissions } from './db/schema';
import { startOutboxWorker, stopOutboxWorker } from './mail/outbox';
import { startMediaJobs, stopMediaJobs } from './media/jobs';
import { eraseExpired } from './staff/erase';
import { configuredStore, emptyTmp, sweepOrphanedFiles, sweepTmp, tightenDataDir } from './storage';
import { log } from './ops/log.mjs';
import { readOnScrape } from './ops/metrics.mjs';

/** How often submissions past the retention period (RETENTION_DAYS) are looked for and erased. */
const RETENTION_EVERY_MS = 60 * 60_000;

/** How often request folders older than the longest upload allowed are looked for. */
const TMP_SWEEP_EVERY_MS = 5 * 60_000;

const KEY = Symbol.for('driftline.startup');
const SWEEP = Symbol.for('driftline.sweep');
const RETENTION = Symbol.for('driftline.retention');
/** Set on Next's thread of the production server (scripts/serve/next-thread.mjs) when the server stops taking connections. */
const STOPPING = Symbol.for('driftline.stopping');
/** The shutdown hook the production server calls once requests in flight have finished (see shutdown). */
const SHUTDOWN = Symbol.for('driftline.shutdown');
type G = typeof globalThis & { [KEY]?: Promise<void>; [SWEEP]?: NodeJS.Timeout; [RETENTION]?: NodeJS.Timeout; [STOPPING]?: boolean; [SHUTDOWN]?: () => Promise<void> };

/**
 * Once per process: make DATA_DIR the server user's alone (0700 folders, 0600 files), empty the temp folder (a
 * process that has just started owns no upload), open the database and apply migrations, sweep upload folders a
 * crash left without their submission, start the outbox worker, the periodic temp sweep and the retention erasure. Called from src/instrumentation.ts at server start AND lazily
 * by every submission (whichever comes first runs it; the other awaits the same promise), so a route
 * works even where instrumentation did not run.
 */
export function ensureStarted(): Promise<void> {
  const g = globalThis as G;
  if (!g[KEY]) {
    g[KEY] = (async () => {
      // A thread that is not the process's own cannot set it: the production server's thread has (scripts/serve/server.mjs).
      if (isMainThread) process.umask(0o077);
      const store = configuredStore(); // an unknown STORAGE stops the start here, with its message
      await tightenDataDir();
      const tmp = await emptyTmp();
      const db = await getDb();
      // The embedded database writes its files with modes of its own on first start: tighten them too.
      await tightenDataDir();
      const uploads = await sweepOrphanedFiles(async (ids) => {
        const rows = await db.select({ id: submissions.id }).from(submissions).where(inArray(submissions.id, ids));
        return new Set(rows.map((r) => r.id));
      }, Number(process.env.SWEEP_STALE_MS) || undefined);
      if (tmp || uploads) log.info({ event: 'sweep', temp: tmp, orphanedUploads: uploads }, `swept ${tmp} temp and ${uploads} orphaned upload folder(s)`);
      if (store.name === 'postgres') {
        const left = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM submission_files WHERE stored_in = 'disk'`);
        const n = Number(left.rows[0]?.n ?? 0);
        if (n) log.warn({ event: 'storage', onDisk: n }, `STORAGE=postgres, and ${n} file(s) are still on this machine's disk: \`npm run storage -- migrate\` moves them`);
      }
      clearInterval(g[SWEEP]);
      g[SWEEP] = setInterval(() => {
        sweepTmp().then(
          (n) => n && log.info({ event: 'sweep', temp: n }, `removed ${n} temp folder(s) older than the longest upload`),
          (err) => log.error({ event: 'sweep', err }, 'the sweep failed'),
        );
      }, TMP_SWEEP_EVERY_MS).unref();
      const retention = () =>
        eraseExpired(db).then(
          (n) => n && log.info({ event: 'retention', erased: n }, `erased ${n} submission(s) past the retention period`),
          (err) => log.error({ event: 'retention', err }, 'the retention erasure failed'),
        );
      void retention();
      clearInterval(g[RETENTION]);
      g[RETENTION] = setInterval(retention, RETENTION_EVERY_MS).unref();
      startOutboxWorker();
      startMediaJobs(); // transcodes uploaded videos into their HLS ladders
      watchOutbox();
      // Published content: every instance renders the pages a publish touched within seconds (./content/watch.ts).
      startContentWatch(db);
    })().catch((err) => {
      delete g[KEY];
      throw err;
    });
  }
  return g[KEY];
}

/** The outbox in the metrics: messages waiting to be sent, and how long the oldest has waited (read when asked). */
function watchOutbox() {
  const waiting = async () => {
    const db = await getDb();
    const r = await db.execute<{ n: number; oldest: number | null }>(
      sql`SELECT count(*)::int AS n, extract(epoch FROM now() - min(created_at))::float8 AS oldest FROM outbox WHERE sent_at IS NULL`,
    );
    return r.rows[0] ?? { n: 0, oldest: null };
  };
  readOnScrape('driftline_outbox_waiting', 'E-mails waiting to be sent', [], async () => Number((await waiting()).n));
  readOnScrape('driftline_outbox_oldest_seconds', 'Age of the oldest e-mail waiting to be sent (0 when none)', [], async () => Number((await waiting()).oldest ?? 0));
}

/** Whether the server is stopping (it takes no new connections): /api/ready then answers 503. */
export function isStopping(): boolean {
  return Boolean((globalThis as G)[STOPPING]);
}

/**
 * Graceful stop, after the server has let its requests in flight finish: the periodic sweep and the outbox worker
 * stop (a delivery in progress may finish), then the database closes (with the embedded one, its socket server
 * stops and the owner file goes). Start-up still running is waited for first. The production server calls it
 * through globalThis[Symbol.for('driftline.shutdown')]: Next bundles this module apart from the server script.
 */
async function shutdown(): Promise<void> {
  const g = globalThis as G;
  g[STOPPING] = true;
  await g[KEY]?.catch(() => undefined);
  clearInterval(g[SWEEP]);
  clearInterval(g[RETENTION]);
  stopContentWatch();
  await stopOutboxWorker();
  await stopMediaJobs();
  await closeDb();
}
(globalThis as G)[SHUTDOWN] = shutdown;
