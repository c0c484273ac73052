import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { staffContentCopy } from '@/content/staff';
import { isKindName, type KindName } from '@/lib/content/kinds';
import type { Db } from '../db/client';
import { contentItems } from '../db/schema';

/** What every change of a content item starts from: the refusal it may end in, and the item's row held for it. */

const copy = staffContentCopy;

/**
 * A refusal: its HTTP status, a sentence, messages by field ('description.body'; '' is the whole item), and what else
 * the answer carries (`detail`: the items that use an upload a delete refused, src/server/content/media-edit.ts).
 */
export class ContentEditError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422,
    message: string,
    readonly fields?: Record<string, string>,
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ContentEditError';
  }
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The item, locked for this transaction, or a 404. */
export async function lockItem(tx: Tx, id: string) {
  if (!UUID.test(id)) throw new ContentEditError(404, copy.errors.notFound);
  const [item] = await tx.select().from(contentItems).where(eq(contentItems.id, id)).for('update');
  if (!item || !isKindName(item.kind)) throw new ContentEditError(404, copy.errors.notFound);
  return { ...item, kind: item.kind as KindName };
}

/**
 * The published site changes one transaction at a time: a publish, an unpublish or a delete checks the rules across
 * every published item (an Up Next names a published case study…), which another such change committing meanwhile
 * would not see (a delete of the study a publish links to: both pass, the link points at nothing). Every transaction
 * that changes what is published takes this first, before any item's row, so it never waits for it while holding a
 * row another holder needs; taken again later in the same transaction it is already held. `wait: false`: false at
 * once when another transaction holds it (the schedule runner, which tries again on its next tick).
 */
export async function holdPublishedSet(tx: Pick<Db, 'execute'>, { wait = true } = {}): Promise<boolean> {
  const key = sql`hashtext('content-published-set')`;
  if (wait) await tx.execute(sql`SELECT pg_advisory_xact_lock(${key})`);
  else return (await tx.execute<{ held: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${key}) AS held`)).rows[0]?.held === true;
  return true;
}

export const auditDetail = (kind: KindName, key: string, versionId: number | null) => ({ kind, key, item: `${copy.kinds[kind]}: ${key}`, versionId: versionId ?? 0 });
