import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Sign-in attempts counted before they are checked. Each password or second-factor code is counted (a row) before
 * its hash or code is checked, under a per-account lock, so requests sent together cannot all pass the count: at
 * most `attempts` checks per account are in flight or failed within the window, whatever the concurrency and the
 * number of addresses. A success takes back only its own count, never the failures before it; a failure's count
 * stays until the window has passed. Rows are the attempts that failed or are being checked now.
 */
export type AttemptLimit = { readonly attempts: number; readonly windowMinutes: number };

const KINDS = {
  // Named for the failed sign-ins it first kept; it now holds attempts being checked too (same shape, so an older
  // release reading it still works).
  password: { table: sql.raw('staff_sign_in_failures'), column: sql.raw('email'), lock: 7261003 },
  'second-factor': { table: sql.raw('staff_second_factor_attempts'), column: sql.raw('user_id'), lock: 7261004 },
} as const;
export type AttemptKind = keyof typeof KINDS;

/**
 * Counts one attempt for `key` (an e-mail for a password, an account id for a code): returns 0 when it may go on, or
 * the minutes until an attempt would be allowed again (nothing counted then: no password or code is checked).
 */
export async function takeAttempt(db: Db, kind: AttemptKind, key: string, { attempts, windowMinutes }: AttemptLimit): Promise<number> {
  const { table, column, lock } = KINDS[kind];
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${lock}, hashtext(${key}))`);
    // The oldest of the newest `attempts` rows in the window: while it is there, the account is at its limit.
    const full = await tx.execute<{ until: string | Date }>(sql`
      SELECT at + make_interval(mins => ${windowMinutes}) AS until FROM ${table}
      WHERE ${column} = ${key} AND at > now() - make_interval(mins => ${windowMinutes})
      ORDER BY at DESC, id DESC OFFSET ${attempts - 1} LIMIT 1`);
    const until = full.rows[0]?.until;
    if (until) return Math.max(1, Math.ceil((new Date(until).getTime() - Date.now()) / 60_000));
    await tx.execute(sql`INSERT INTO ${table} (${column}) VALUES (${key})`);
    // Forget attempts older than a day now and then.
    if (Math.random() < 0.02) await tx.execute(sql`DELETE FROM ${table} WHERE at < now() - interval '1 day'`);
    return 0;
  });
}

/** A successful check gives back one count (its own, or one in flight beside it: the total is the same). */
export async function giveBackAttempt(db: Db, kind: AttemptKind, key: string): Promise<void> {
  const { table, column } = KINDS[kind];
  await db.execute(sql`DELETE FROM ${table} WHERE id = (SELECT id FROM ${table} WHERE ${column} = ${key} ORDER BY id DESC LIMIT 1)`);
}

/** How long a used code is remembered: longer than any code stays valid (30 s steps, one step either side). */
const USED_CODE_MINUTES = 5;

/**
 * Marks a second-factor code as used by this account before it is checked; false when it already was (a code is
 * accepted once per account, even when two requests carry it at once: the primary key decides).
 */
export async function useCodeOnce(db: Db, userId: string, code: string): Promise<boolean> {
  const hash = createHash('sha256').update(`${userId}\0${code}`).digest('base64url');
  return db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM staff_used_codes WHERE user_id = ${userId} AND at < now() - make_interval(mins => ${USED_CODE_MINUTES})`);
    const taken = await tx.execute(sql`INSERT INTO staff_used_codes (user_id, code_hash) VALUES (${userId}, ${hash}) ON CONFLICT DO NOTHING RETURNING 1`);
    return taken.rows.length > 0;
  });
}
