import 'server-only';
import { sql } from 'drizzle-orm';
import { rateLimit } from './config';
import type { Db } from './db/client';

/**
 * Submissions per client address, counted in the database so the limit holds across instances and
 * restarts (default 5 per 10 minutes; RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS). Every attempt that
 * passes the origin check counts. Returns null when allowed (and records the hit), or the seconds until
 * the next attempt would be allowed.
 */
export async function takeRateLimit(db: Db, address: string): Promise<number | null> {
  const { max, windowSeconds } = rateLimit();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7261002, hashtext(${address}))`);
    const r = await tx.execute<{ n: number; oldest: string | Date | null }>(
      sql`SELECT count(*)::int AS n, min(at) AS oldest FROM rate_limit_hits
          WHERE address = ${address} AND at > now() - make_interval(secs => ${windowSeconds})`,
    );
    const { n, oldest } = r.rows[0] ?? { n: 0, oldest: null };
    if (Number(n) >= max) {
      const oldestMs = oldest ? new Date(oldest).getTime() : Date.now();
      return Math.max(1, Math.ceil((oldestMs + windowSeconds * 1000 - Date.now()) / 1000));
    }
    await tx.execute(sql`INSERT INTO rate_limit_hits (address) VALUES (${address})`);
    // Forget hits older than a day now and then.
    if (Math.random() < 0.02) await tx.execute(sql`DELETE FROM rate_limit_hits WHERE at < now() - interval '1 day'`);
    return null;
  });
}
