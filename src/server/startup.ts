import 'server-only';
import { inArray } from 'drizzle-orm';
import { getDb } from './db/client';
import { submissions } from './db/schema';
import { startOutboxWorker } from './mail/outbox';
import { sweepLeftovers } from './storage';

const KEY = Symbol.for('driftline.startup');
type G = typeof globalThis & { [KEY]?: Promise<void> };

/**
 * Once per process: open the database and apply migrations, sweep what a crash left in the temp and
 * upload folders, start the outbox worker. Called from src/instrumentation.ts at server start AND lazily
 * by every submission (whichever comes first runs it; the other awaits the same promise), so a route
 * works even where instrumentation did not run.
 */
export function ensureStarted(): Promise<void> {
  const g = globalThis as G;
  if (!g[KEY]) {
    g[KEY] = (async () => {
      const db = await getDb();
      const swept = await sweepLeftovers(async (ids) => {
        const rows = await db.select({ id: submissions.id }).from(submissions).where(inArray(submissions.id, ids));
        return new Set(rows.map((r) => r.id));
      }, Number(process.env.SWEEP_STALE_MS) || undefined);
      if (swept.tmp || swept.uploads) console.log(`[startup] swept ${swept.tmp} temp and ${swept.uploads} orphaned upload folder(s)`);
      startOutboxWorker();
    })().catch((err) => {
      delete g[KEY];
      throw err;
    });
  }
  return g[KEY];
}
