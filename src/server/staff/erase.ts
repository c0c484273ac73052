import 'server-only';
import { eq, lt } from 'drizzle-orm';
import { retentionDays } from '@/lib/privacy/retention';
import type { Db } from '../db/client';
import { outbox, submissions } from '../db/schema';
import { discardFiles, removeMailCopies } from '../storage';
import { recordAudit, type Actor } from './audit';

/**
 * Erases a submission for good (a privacy request, or the retention period): its row with its files' rows, notes and
 * read marks (they cascade; with STORAGE=postgres the files' bytes cascade too), its e-mails still waiting in the
 * outbox (they hold its fields), its files on disk and the .eml copies of its e-mails. The audit log keeps only that it was erased, by whom and when: entries about the
 * submission never held its words. Returns false when there was nothing to erase.
 */
export async function eraseSubmission(db: Db, id: string, actor: Actor, action: 'erase' | 'retention-erase' = 'erase'): Promise<boolean> {
  const erased = await db.transaction(async (tx) => {
    await tx.delete(outbox).where(eq(outbox.submissionId, id));
    const gone = await tx.delete(submissions).where(eq(submissions.id, id)).returning({ id: submissions.id });
    if (!gone.length) return false;
    await recordAudit(tx, { staff: actor, action, submissionId: id });
    return true;
  });
  // After the commit: a crash between the two leaves files with no row, which the start-up sweep removes.
  if (erased) {
    await discardFiles(id);
    await removeMailCopies(id);
  }
  return erased;
}


/** Erases every submission older than the retention period; returns how many went. */
export async function eraseExpired(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays() * 86_400_000);
  let erased = 0;
  for (;;) {
    const batch = await db.select({ id: submissions.id }).from(submissions).where(lt(submissions.createdAt, cutoff)).limit(100);
    if (!batch.length) return erased;
    for (const { id } of batch) if (await eraseSubmission(db, id, null, 'retention-erase')) erased++;
  }
}
