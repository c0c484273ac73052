import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Tx = Pick<Db, 'execute'>;

/**
 * Ends every kind of standing access an account has: its sessions (all, or all but the one named), its pending
 * two-factor challenges (a password already checked, waiting for a code) and any trusted-device record left from
 * before the site refused them; all three are Better Auth rows naming the account. Run by "sign out everywhere",
 * `npm run staff -- reset` and `remove`, and turning two-factor off.
 */
export async function endStandingAccess(db: Tx, userId: string, { keepSessionToken }: { keepSessionToken?: string } = {}): Promise<void> {
  if (keepSessionToken) await db.execute(sql`DELETE FROM staff_sessions WHERE user_id = ${userId} AND token <> ${keepSessionToken}`);
  else await db.execute(sql`DELETE FROM staff_sessions WHERE user_id = ${userId}`);
  await db.execute(sql`DELETE FROM staff_verifications WHERE value = ${userId}`);
}
