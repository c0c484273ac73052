import 'server-only';
import { sql } from 'drizzle-orm';
import { contentInSync } from './content/watch';
import { getDb } from './db/client';
import { isStopping } from './startup';
import { storageReady } from './storage';
import { log } from './ops/log.mjs';

/**
 * Health for load balancers and monitoring (GET /api/health, GET /api/ready).
 *
 * alive(): the process answers; no I/O at all.
 * readiness(): what taking a submission needs: the database answers (one query, which also reads the outbox), files
 * can be written where uploads are received (storageReady), and the process is not stopping. Each check has
 * CHECK_TIMEOUT_MS. The age of the oldest unsent e-mail is reported, not judged: a mail server that is down
 * delays e-mails (the outbox retries) but does not stop the site from taking submissions.
 * Reasons are short and name no address, path or error text: /api/ready may be reachable from outside.
 */
const CHECK_TIMEOUT_MS = 2_000;

const NO_STORE = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function alive(): Response {
  return new Response(JSON.stringify({ alive: true }), { status: 200, headers: NO_STORE });
}

class TimedOut extends Error {}

function within<T>(promise: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type Outbox = { unsent: number; oldestUnsentSeconds: number | null };

async function databaseAndOutbox(): Promise<Outbox> {
  const db = await getDb();
  const r = await db.execute<{ unsent: number; oldest: number | null }>(
    sql`SELECT count(*)::int AS unsent, extract(epoch FROM now() - min(created_at))::float8 AS oldest FROM outbox WHERE sent_at IS NULL`,
  );
  const row = r.rows[0];
  return { unsent: Number(row?.unsent ?? 0), oldestUnsentSeconds: row?.oldest == null ? null : Math.round(Number(row.oldest)) };
}

/** How often one failing check is logged, however often the instance is probed (every few seconds, by each balancer). */
const LOG_EVERY_MS = 60_000;
const lastLogged = new Map<string, number>();

/** The failed checks, in one line, each at most once a minute (its first failure at once). */
function logFailures(failures: { reason: string; err: unknown }[]): void {
  const now = Date.now();
  const due = failures.filter((f) => now - (lastLogged.get(f.reason) ?? -Infinity) >= LOG_EVERY_MS);
  if (!due.length) return;
  for (const f of due) lastLogged.set(f.reason, now);
  log.warn({ event: 'ready', err: due[0].err }, `${due.map((f) => f.reason).join('; ')} (logged at most once a minute)`);
}

export async function readiness(): Promise<Response> {
  const [database, storage] = await Promise.allSettled([within(databaseAndOutbox()), within(storageReady(getDb))]);
  const reasons: string[] = [];
  if (isStopping()) reasons.push('stopping');
  // The database's content differs from the build's and this instance has not rendered its pages again yet.
  if (!contentInSync()) reasons.push('content: catching up');
  const failures: { reason: string; err: unknown }[] = [];
  if (database.status === 'rejected') {
    reasons.push(database.reason instanceof TimedOut ? 'database: no answer in time' : 'database: unreachable');
    if (!(database.reason instanceof TimedOut)) failures.push({ reason: 'the database check failed', err: database.reason });
  }
  if (storage.status === 'rejected') {
    reasons.push(storage.reason instanceof TimedOut ? 'storage: no answer in time' : 'storage: not writable');
    if (!(storage.reason instanceof TimedOut)) failures.push({ reason: 'the storage check failed', err: storage.reason });
  }
  logFailures(failures);
  const body = {
    ready: reasons.length === 0,
    ...(reasons.length ? { reasons } : {}),
    checks: {
      database: database.status === 'fulfilled',
      storage: storage.status === 'fulfilled',
    },
    outbox: database.status === 'fulfilled' ? database.value : null,
  };
  return new Response(JSON.stringify(body), { status: reasons.length ? 503 : 200, headers: NO_STORE });
}
