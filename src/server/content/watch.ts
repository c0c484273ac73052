import 'server-only';
import { coversPath, EVERY_PAGE } from '@/lib/content/paths';
import type { Db } from '../db/client';
import { contentState } from '../db/schema';
import { log } from '../ops/log.mjs';
import { changesSince, contentVersion } from './changes';
import { builtPages } from './pages';
import { loadRedirects } from './redirects';
import { runDueSchedules } from './schedule';
import { seedFingerprint } from './seed';

/**
 * The content watcher (docs/content-editing-design.md 3.3), one per instance, started with the other sweeps
 * (src/server/startup.ts): every POLL_MS it reads content_state.version (one row); when a publish elsewhere has bumped
 * it, it reads what changed (content_changes) and
 *   1. has Next render those pages again: POST /api/internal/content-sync on loopback with the edge's token
 *      (revalidatePath works only inside a request);
 *   2. has the edge's memory forget them (scripts/serve/memory.mjs, through the server's globalThis handle);
 *   3. warms them: GETs each once, in turn, through the edge, so the first visitor gets the new page, finished
 *      (scripts/serve/finish.mjs) and kept in memory.
 * Each tick also runs the scheduled publishes that are due (./schedule.ts), and every change reloads the edge's
 * redirect table (./redirects.ts, scripts/serve/redirects.mjs) before the pages are forgotten.
 * At start, a database whose content is not the build's seed (a version past the seed's, or another seed) gets the
 * same for every page before any page is served (the server holds them) and before /api/ready says ready.
 * Without the production server (next dev, next start) there is no edge: nothing is watched, pages render per request.
 */
export const POLL_MS = 1_000;

/** What the production server's Next thread (scripts/serve/next-thread.mjs) puts on globalThis for this module. */
type EdgeHandle = {
  token: string;
  origin?: string;
  /** Has the edge's memory forget these paths, on the server's thread; resolves to how many answers it forgot. */
  forget(paths: readonly string[]): Promise<number>;
  /** Replaces the edge's redirect table (scripts/serve/redirects.mjs), on the server's thread. */
  setRedirects?(rows: readonly { from: string; to: string; status: number }[]): Promise<number>;
  holdPages(): void;
  releasePages(): void;
};

type Watch = { version: number | null; synced: boolean; timer?: NodeJS.Timeout; running: boolean; stopped: boolean };

const EDGE = Symbol.for('driftline.edge');
const WATCH = Symbol.for('driftline.content-watch');
type G = typeof globalThis & { [EDGE]?: EdgeHandle; [WATCH]?: Watch };

/** Whether this instance serves the database's published content (true where there is nothing to watch). */
export function contentInSync(): boolean {
  const w = (globalThis as G)[WATCH];
  return !w || w.synced;
}

/** The addresses to warm for these changed paths: each concrete one, and the built pages a family or '*' covers. */
export function pagesToWarm(paths: readonly string[], built: readonly string[]): string[] {
  const out = new Set<string>();
  for (const p of paths) {
    if (p === EVERY_PAGE || p.endsWith('/*')) {
      for (const page of built) if (coversPath(p, page)) out.add(page);
    } else {
      out.add(p);
    }
  }
  return [...out];
}

async function call(edge: EdgeHandle, path: string, init: RequestInit = {}): Promise<Response> {
  if (!edge.origin) throw new Error('the server is not listening yet');
  return fetch(`${edge.origin}${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${edge.token}` },
    signal: AbortSignal.timeout(30_000),
  });
}

/** Loads the edge's redirect table from the database (before it forgets pages, so a moved address never reaches Next). */
async function syncRedirects(db: Db, edge: EdgeHandle): Promise<number> {
  return edge.setRedirects?.(await loadRedirects(db)) ?? 0;
}

/** Applies changed paths to this instance: the redirects, Next's cache, the edge's memory, then warms the pages. */
async function apply(w: Watch, db: Db, edge: EdgeHandle, paths: string[], version: number): Promise<void> {
  const started = Date.now();
  const redirects = await syncRedirects(db, edge);
  const r = await call(edge, '/api/internal/content-sync', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paths }),
  });
  if (r.status !== 200) throw new Error(`content-sync answered ${r.status}`);
  const forgotten = await edge.forget(paths);
  w.version = version;
  if (!w.synced) {
    w.synced = true;
    edge.releasePages();
  }
  const pages = pagesToWarm(paths, builtPages());
  let warmed = 0;
  for (const page of pages) {
    if (w.stopped) break;
    try {
      const res = await call(edge, encodeURI(page), { headers: { 'accept-encoding': 'identity' } });
      await res.arrayBuffer();
      if (res.ok) warmed++;
    } catch (err) {
      log.warn({ event: 'content', err, page }, `warming ${page} failed`);
    }
  }
  log.info({ event: 'content', version, paths, forgotten, warmed, redirects, ms: Date.now() - started }, `content version ${version}: ${paths.join(' ')} rendered again`);
}

async function tick(w: Watch, db: Db, edge: EdgeHandle): Promise<void> {
  if (w.running || w.stopped) return;
  w.running = true;
  try {
    // Scheduled publishes that are due (./schedule.ts) bump the version, which the lines below then apply.
    if (w.version !== null) await runDueSchedules(db);
  } catch (err) {
    log.warn({ event: 'content', err }, 'running the due schedules failed; the watcher will try again');
  }
  try {
    const current = await contentVersion(db);
    if (w.version === null) {
      const [state] = await db.select({ version: contentState.version, seed: contentState.seedFingerprint }).from(contentState);
      if (state && state.version <= 1 && state.seed === seedFingerprint()) {
        await syncRedirects(db, edge);
        w.version = current;
        w.synced = true;
        edge.releasePages();
        return;
      }
      await apply(w, db, edge, [EVERY_PAGE], current);
      return;
    }
    if (current > w.version) {
      const changes = await changesSince(db, w.version);
      const paths = [...new Set(changes.flatMap((c) => c.paths))];
      const version = Math.max(current, ...changes.map((c) => c.version));
      await apply(w, db, edge, paths.length ? paths : [EVERY_PAGE], version);
    }
  } catch (err) {
    log.warn({ event: 'content', err }, 'the content watcher will try again');
  } finally {
    w.running = false;
  }
}

/**
 * Starts this process's watcher (once; again after stopContentWatch). Holds the server's pages until its first
 * check has passed (a database with the build's seed: at once).
 */
export function startContentWatch(db: Db): void {
  const g = globalThis as G;
  const edge = g[EDGE];
  if (!edge) return;
  if (g[WATCH] && !g[WATCH].stopped) return;
  const w: Watch = { version: null, synced: false, running: false, stopped: false };
  g[WATCH] = w;
  edge.holdPages();
  void tick(w, db, edge);
  w.timer = setInterval(() => void tick(w, db, edge), POLL_MS);
  w.timer.unref();
}

export function stopContentWatch(): void {
  const w = (globalThis as G)[WATCH];
  if (!w) return;
  w.stopped = true;
  clearInterval(w.timer);
}
