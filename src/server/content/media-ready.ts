import 'server-only';
import { inArray } from 'drizzle-orm';
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import { uploadedReferences } from '@/lib/media/uploaded';
import type { Db } from '../db/client';
import { mediaAssets } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const copy = staffContentCopy.errors;

/**
 * What stops content from being published because of its uploads (design 3.7): a video whose HLS ladder is not
 * ready (still processing, or failed) and a reference to an upload the library does not have. A draft may name them;
 * publishing may not, since a visitor would get a page whose video never plays. Messages by field ('video.poster'),
 * or null when every upload it names is ready. A publish holds the rows it read (`hold`); the editor's page only looks.
 */
export async function unreadyMediaFields(tx: Tx | Db, data: unknown, { hold = true }: { hold?: boolean } = {}): Promise<Record<string, string> | null> {
  const refs = uploadedReferences(data);
  if (!refs.length) return null;
  const query = tx
    .select({ sha256: mediaAssets.sha256, state: mediaAssets.state, failure: mediaAssets.failure })
    .from(mediaAssets)
    .where(inArray(mediaAssets.sha256, [...new Set(refs.map((r) => r.sha256))]));
  // Held until the publish commits: a delete of one of these uploads (src/server/content/media-edit.ts) waits for
  // it, then finds the item using it and is refused; a delete that came first leaves no row to find here.
  const rows = hold ? await query.for('share') : await query;
  const fields: Record<string, string> = {};
  for (const ref of refs) {
    const of = rows.filter((r) => r.sha256 === ref.sha256);
    if (of.some((r) => r.state === 'ready')) continue;
    const failed = of.find((r) => r.state === 'failed');
    fields[ref.path.join('.')] = !of.length ? copy.mediaUnknown : of.some((r) => r.state === 'processing') ? copy.videoNotReady : fillTemplate(copy.videoFailed, { reason: failed?.failure ?? '?' });
  }
  return Object.keys(fields).length ? fields : null;
}
