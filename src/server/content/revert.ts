import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { staffTeamCopy } from '@/content/staff-team';
import type { Db } from '../db/client';
import { auditLog, contentVersions } from '../db/schema';
import { publishIn, type PublishResult } from './edit';
import { ContentEditError, holdPublishedSet, lockItem, type Tx } from './item';
import type { Person } from './lock';

/**
 * "Revert the last publish", in one step: the version that was live before the current one is published again, as a
 * new version (source 'revert', restoredFrom naming it), through the editor's own publish (its schema and rules
 * across items; a refusal changes nothing). Someone's draft stays theirs and stays the draft. Reverting twice puts
 * the reverted publish back. The live versions in order come from the audit log's publishes (and reverts) of the
 * item; before any, the item's first version (the seed or an import) was live.
 */

const PUBLISHES = ['content-publish', 'content-revert'];

/** The version live before the current one, or null when there is none. */
export async function previousLive(tx: Pick<Db, 'select'>, itemId: string, current: number): Promise<number | null> {
  const rows = await tx
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.itemId, itemId), inArray(auditLog.action, PUBLISHES)))
    .orderBy(desc(auditLog.id))
    .limit(200);
  const live = rows.map((r) => Number(r.detail.versionId)).filter((v) => Number.isSafeInteger(v) && v > 0);
  const earlier = live.slice(Math.max(0, live.indexOf(current))).find((v) => v !== current);
  if (earlier !== undefined) return earlier;
  const [first] = await tx.select({ id: contentVersions.id, source: contentVersions.source }).from(contentVersions).where(eq(contentVersions.itemId, itemId)).orderBy(asc(contentVersions.id)).limit(1);
  return first && first.id !== current && (first.source === 'seed' || first.source === 'import') ? first.id : null;
}

export async function revertLastPublish(db: Db, staff: Person, id: string): Promise<PublishResult & { revertedTo: number }> {
  return db.transaction(async (tx: Tx) => {
    await holdPublishedSet(tx);
    const item = await lockItem(tx, id);
    const previous = item.status === 'published' && item.publishedVersionId !== null ? await previousLive(tx, id, item.publishedVersionId) : null;
    if (previous === null) throw new ContentEditError(422, staffTeamCopy.revert.nothing, { '': staffTeamCopy.revert.nothing });
    const [old] = await tx.select().from(contentVersions).where(eq(contentVersions.id, previous));
    const [copy] = await tx
      .insert(contentVersions)
      .values({ itemId: id, data: old.data, createdBy: staff.id, createdByEmail: staff.email, source: 'revert', restoredFrom: old.id })
      .returning({ id: contentVersions.id });
    const result = await publishIn(tx, staff, id, { versionId: copy.id, claim: false, auditAction: 'content-revert' });
    return { ...result, revertedTo: old.id };
  });
}
