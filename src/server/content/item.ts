import 'server-only';
import { eq } from 'drizzle-orm';
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

export const auditDetail = (kind: KindName, key: string, versionId: number | null) => ({ kind, key, item: `${copy.kinds[kind]}: ${key}`, versionId: versionId ?? 0 });
