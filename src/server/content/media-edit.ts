import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { mediaCopy } from '@/content/media-library';
import { staffContentCopy } from '@/content/staff';
import { isKindName, type KindName } from '@/lib/content/kinds';
import { pathsOf } from '@/lib/content/paths';
import { fillTemplate } from '@/lib/copy/template';
import type { AssetEdit } from '@/lib/media/upload-fields';
import type { Staff } from '../auth/session';
import type { Db } from '../db/client';
import { mediaAssets, mediaJobs } from '../db/schema';
import { lockMediaSha, setAsideMediaFiles } from '../media/store';
import { log } from '../ops/log.mjs';
import { recordAudit } from '../staff/audit';
import { announceChange } from './changes';
import { ContentEditError, type Tx } from './edit';
import { assetOf, forgetReady, type MediaAsset } from './media';

/**
 * The media library's changes to an upload (design 3.7): deleting it, its alt text, and an image's focal point.
 *
 * Content names an upload by its files' addresses (`/media/u/<sha256>/…`, src/lib/media/uploaded.ts) in the JSON data
 * of its versions. An upload is in use while an item's draft, its published version (also while unpublished: one
 * click publishes it again) or a version scheduled to publish names it; a delete is then refused (409) with the items
 * named, and changes nothing. Older versions in an item's history do not hold an upload: a restore of one still makes
 * a draft, and publishing that draft is refused at the field (src/server/content/media-ready.ts: "not in the media
 * library"), as for any reference to an upload that is gone.
 *
 * Several rows may share one SHA-256 (the same bytes uploaded twice): the files go with the last of them. An advisory
 * lock per SHA-256 orders a delete with an upload of the same bytes, and the row lock with a publish that checks the
 * upload (FOR SHARE in media-ready.ts) and a video job that finishes (src/server/media/jobs.ts).
 */

const copy = mediaCopy;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type MediaUse = {
  itemId: string;
  kind: KindName;
  kindLabel: string;
  key: string;
  title: string;
  /** Which of its versions name the upload. */
  where: ('draft' | 'published' | 'scheduled')[];
  /** Whether the item is on the public site now. */
  live: boolean;
};

/**
 * The items whose draft, published version or a version scheduled to publish names an upload's files, in site order:
 * each with its kind, its title (title, name or key, as the content lists show it) and which of its versions do.
 */
async function mediaUses(tx: Pick<Db, 'execute'>, sha256: string): Promise<MediaUse[]> {
  const needle = `%/media/u/${sha256}/%`;
  const rows = await tx.execute<{ id: string; kind: string; key: string; status: string; title: string; role: 'draft' | 'published' | 'scheduled' }>(sql`
    SELECT i.id, i.kind, i.key, i.status, coalesce(v.data->>'title', v.data->>'name', i.key) AS title, u.role
    FROM content_items i
    CROSS JOIN LATERAL (
      SELECT i.draft_version_id AS version_id, 'draft' AS role
      UNION ALL SELECT i.published_version_id, 'published'
      UNION ALL SELECT s.version_id, 'scheduled' FROM content_schedule s
        WHERE s.item_id = i.id AND s.action = 'publish' AND s.done_at IS NULL AND s.cancelled_at IS NULL
    ) u
    JOIN content_versions v ON v.id = u.version_id
    WHERE v.data::text LIKE ${needle}
    ORDER BY i.kind, i.position, i.key, u.role`);
  const byItem = new Map<string, MediaUse>();
  for (const r of rows.rows) {
    if (!isKindName(r.kind)) continue;
    const use = byItem.get(r.id) ?? { itemId: r.id, kind: r.kind, kindLabel: staffContentCopy.kinds[r.kind], key: r.key, title: r.title, where: [], live: r.status === 'published' };
    if (!use.where.includes(r.role)) use.where.push(r.role);
    // The title the staff know it by now: the draft's, else the published version's.
    if (r.role === 'draft') use.title = r.title;
    byItem.set(r.id, use);
  }
  return [...byItem.values()];
}

/** The refusal of a delete while content uses the upload: one sentence naming each item, and the items as data. */
function inUse(uses: MediaUse[]): ContentEditError {
  const named = uses.map((u) => fillTemplate(copy.errors.use, { kind: u.kindLabel, title: u.title, where: u.where.map((w) => copy.library.where[w]).join(', ') }));
  return new ContentEditError(409, fillTemplate(copy.errors.inUse, { uses: named.join('; ') }), undefined, { uses });
}

/**
 * The asset, locked for this transaction, or a 404. With `files`, its SHA-256's lock is taken first (the order an
 * upload and a video job take them in, so none waits on another in a circle).
 */
async function lockAsset(tx: Tx, id: string, { files = false } = {}) {
  if (!UUID.test(id)) throw new ContentEditError(404, copy.errors.notFound);
  if (files) {
    const [found] = await tx.select({ sha256: mediaAssets.sha256 }).from(mediaAssets).where(eq(mediaAssets.id, id));
    if (!found) throw new ContentEditError(404, copy.errors.notFound);
    await lockMediaSha(tx, found.sha256);
  }
  const [row] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)).for('update');
  if (!row) throw new ContentEditError(404, copy.errors.notFound);
  return row;
}

/**
 * DELETE /api/staff/content/media/{id}: refused (409, the items named) while content uses the upload. Otherwise, in
 * one transaction: its video job, if any, is removed (a ladder being made is stopped by its worker within a lease
 * renewal and its files are not kept), its row is deleted, and when no other row has the same bytes their files
 * leave the media store (rows in PostgreSQL; the folder on disk, moved aside at once and removed after the commit);
 * the delete is audited. This process forgets the upload at once; another instance's serving route finds no file
 * and answers 404 (and forgets it too).
 */
export async function deleteMedia(db: Db, staff: Staff, id: string): Promise<{ id: string; filesRemoved: boolean }> {
  // The files moved aside inside the transaction: removed after its commit, put back if it fails.
  const moved: { files?: Awaited<ReturnType<typeof setAsideMediaFiles>>; sha?: string } = {};
  let result: { id: string; filesRemoved: boolean };
  try {
    result = await db.transaction(async (tx) => {
      const row = await lockAsset(tx, id, { files: true });
      moved.sha = row.sha256;
      const uses = await mediaUses(tx, row.sha256);
      if (uses.length) throw inUse(uses);
      const jobs = await tx.delete(mediaJobs).where(eq(mediaJobs.assetId, id)).returning({ id: mediaJobs.id });
      await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
      const [other] = await tx.select({ id: mediaAssets.id }).from(mediaAssets).where(eq(mediaAssets.sha256, row.sha256)).limit(1);
      if (!other) moved.files = await setAsideMediaFiles(tx, row.sha256);
      await recordAudit(tx, {
        staff,
        action: 'media-delete',
        detail: { id, kind: row.kind, sha256: row.sha256, item: row.originalName, jobs: jobs.length, filesRemoved: other ? 0 : 1 },
      });
      return { id, filesRemoved: !other };
    });
  } catch (err) {
    await moved.files?.restore().catch((e: unknown) => log.error({ event: 'media-delete', err: e }, 'could not put back the files of a delete that failed'));
    throw err;
  }
  if (moved.sha) forgetReady(moved.sha);
  await moved.files?.discard().catch((e: unknown) => log.warn({ event: 'media-delete', err: e }, 'could not remove the files set aside (the tmp sweep will)'));
  log.info({ event: 'media-delete', id, filesRemoved: result.filesRemoved }, 'media deleted');
  return result;
}

/**
 * PATCH /api/staff/content/media/{id} { alt?, focalX?, focalY? }: an upload's alt text and an image's focal point, in
 * one transaction, each audited. The alt text is this upload's (the library's, the picker's, and what a field chosen
 * from the library is given); pages that use the upload keep the alt text their own content holds. The focal point is
 * saved on every row of its bytes (the point belongs to the picture, and pages find it by SHA-256:
 * src/server/content/read.ts); the pages of the published items that show the image are announced to every instance
 * in the same transaction, so they render again with the new object-position within seconds. A value as it was
 * changes nothing.
 */
export async function editMedia(db: Db, staff: Staff, id: string, edit: AssetEdit): Promise<{ asset: MediaAsset; paths: string[] }> {
  const done = await db.transaction(async (tx) => {
    let row = await lockAsset(tx, id);
    if (edit.focal && row.kind !== 'image') throw new ContentEditError(422, copy.errors.focalImageOnly, { focalX: copy.errors.focalImageOnly });
    let paths: string[] = [];
    if (edit.alt !== undefined && edit.alt !== row.alt) {
      await tx.update(mediaAssets).set({ alt: edit.alt }).where(eq(mediaAssets.id, id));
      await recordAudit(tx, { staff, action: 'media-alt', detail: { id, sha256: row.sha256, item: row.originalName, before: row.alt, after: edit.alt } });
      row = { ...row, alt: edit.alt };
    }
    const focal = edit.focal;
    if (focal && (row.focalX !== focal.x || row.focalY !== focal.y)) {
      await tx.update(mediaAssets).set({ focalX: focal.x, focalY: focal.y }).where(eq(mediaAssets.sha256, row.sha256));
      const shown = (await mediaUses(tx, row.sha256)).filter((u) => u.live && u.where.includes('published'));
      paths = [...new Set(shown.flatMap((u) => pathsOf(u.kind, u.key)))];
      if (paths.length) await announceChange(tx, { paths, items: shown.map((u) => u.itemId) });
      await recordAudit(tx, { staff, action: 'media-focal', detail: { id, sha256: row.sha256, item: row.originalName, x: focal.x, y: focal.y, pages: paths.length } });
      row = { ...row, focalX: focal.x, focalY: focal.y };
    }
    return { asset: assetOf(row), paths };
  });
  // The image now answers at its new reference only (src/app/media/u): this process looks its row up afresh.
  forgetReady(done.asset.sha256);
  return done;
}
