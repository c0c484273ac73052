/**
 * Videos uploaded into the About gallery and the home page's showreel (design 3.7), on a real PostgreSQL
 * with today's seed: the editor fills them from an upload as the form does (filledVideo), a draft may name a video
 * whose files are still being made, publishing it is refused at each field that names it (the gallery's MP4 is made by
 * the same job as the ladder), a failed one with its reason, and once the upload is ready it publishes. Refusals change
 * nothing.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getItem, listItems, publish, saveDraft } from '@/server/content/edit';
import type { Db } from '@/server/db/client';
import { fieldTree, filledVideo, type Field } from '@/lib/content/fields';
import { CONTENT_KINDS, type KindName } from '@/lib/content/kinds';
import { videoReference } from '@/lib/media/uploaded';
import { staffContentCopy } from '@/content/staff';
import { refused, startSeededContentDb } from './content-db';

let pool: pg.Pool;
let db: Db;
let stop = async () => {};
const staff = { id: 'staff-1', email: 'editor@driftline.test' };
const errors = staffContentCopy.errors;

beforeAll(async () => {
  ({ pool, db, stop } = await startSeededContentDb());
}, 120_000);
afterAll(() => stop());

/** A video upload's row as the upload route leaves it: its ladder (and MP4) still being made. */
async function processingVideo(sha: string, width = 1920, height = 1080) {
  await pool.query(
    `INSERT INTO media_assets (id, kind, sha256, stored_in, original_name, mime_type, size_bytes, alt, width, height, state)
     VALUES (gen_random_uuid(), 'video', $1, 'disk', 'clip.mp4', 'video/mp4', 1000, 'A clip', $2, $3, 'processing')`,
    [sha, width, height],
  );
  return { video: videoReference(sha), width, height };
}

const setState = (sha: string, state: 'ready' | 'failed', failure: string | null = null) =>
  pool.query('UPDATE media_assets SET state = $2, failure = $3 WHERE sha256 = $1', [sha, state, failure]);

/** What a refused publish leaves: every table it could touch, and the item's pointers. */
const snapshot = async (id: string) => ({
  counts: (
    await pool.query(
      `SELECT (SELECT count(*) FROM content_versions) AS versions, (SELECT count(*) FROM audit_log) AS audit, (SELECT count(*) FROM content_changes) AS changes`,
    )
  ).rows[0],
  item: (await pool.query('SELECT status, published_version_id, draft_version_id FROM content_items WHERE id = $1', [id])).rows[0],
});


/** The only item of a single kind, as the editor opens it. */
async function single(kind: KindName) {
  const [summary] = await listItems(db, kind);
  return (await getItem(db, summary.id))!;
}

const videoAt = (tree: Field, keys: string[]): Extract<Field, { type: 'video' }> => {
  let f = tree;
  for (const key of keys) {
    if (f.type === 'array') f = f.item;
    if (f.type === 'union') f = f.options.find((o) => o.value === key)!.field;
    else if (f.type === 'object' || f.type === 'video') f = f.children.find((c) => c.key === key)!;
  }
  if (f.type !== 'video') throw new Error(`not a video: ${f.type}`);
  return f;
};

describe('publishing uploaded videos', () => {
  it('refuses to publish an About gallery film whose MP4 is not made yet, at its fields, and publishes it once ready', async () => {
    const about = await single('about');
    const sha = 'e'.repeat(64);
    const upload = await processingVideo(sha);
    const tree = fieldTree(CONTENT_KINDS.about.schema);
    const film = filledVideo(videoAt(tree, ['gallery', 'items', 'video']), { kind: 'video', src: '', poster: '', label: 'The studio at dusk' }, upload);
    // What the page plays: a progressive MP4, not the stream.
    expect(film).toMatchObject({ src: `/media/u/${sha}/original.mp4`, poster: `/media/u/${sha}/poster.webp` });
    const data = about.data as { gallery: { items: unknown[] } };
    const at = data.gallery.items.length;
    const edited = { ...data, gallery: { ...data.gallery, items: [...data.gallery.items, film] } };
    await saveDraft(db, staff, about.id, { data: edited, baseVersionId: about.baseVersionId });

    const before = await snapshot(about.id);
    const err = await refused(publish(db, staff, about.id));
    expect(err.status).toBe(422);
    expect(err.message).toBe(errors.mediaRefused);
    expect(err.fields).toEqual({ [`gallery.items.${at}.src`]: errors.videoNotReady, [`gallery.items.${at}.poster`]: errors.videoNotReady });
    expect(await snapshot(about.id)).toEqual(before);

    await setState(sha, 'failed', 'ffmpeg exited 1');
    expect((await refused(publish(db, staff, about.id))).fields?.[`gallery.items.${at}.src`]).toContain('ffmpeg exited 1');
    expect(await snapshot(about.id)).toEqual(before);

    await setState(sha, 'ready');
    await publish(db, staff, about.id);
    const published = (await getItem(db, about.id))!.published!.data as typeof edited;
    expect(published.gallery.items[at]).toEqual(film);
  });

  it('refuses to publish a showreel whose ladder is not ready, at the stream, its fallback and its poster, and publishes it once ready', async () => {
    const reel = await single('showreel');
    const sha = 'f'.repeat(64);
    const upload = await processingVideo(sha, 1280, 720);
    const tree = fieldTree(CONTENT_KINDS.showreel.schema);
    expect(tree).toMatchObject({ type: 'video', shape: 'stream' });
    const filled = filledVideo(tree as Extract<Field, { type: 'video' }>, reel.data, upload);
    expect(filled).toMatchObject({
      src: `/media/u/${sha}/master.m3u8`,
      fallbackSrc: `/media/u/${sha}/original.mp4`,
      poster: `/media/u/${sha}/poster.webp`,
      levels: [
        { height: 720, width: 1280, index: 0, label: '720p' },
        { height: 480, width: 854, index: 1, label: '480p' },
      ],
    });
    await saveDraft(db, staff, reel.id, { data: filled, baseVersionId: reel.baseVersionId });

    const before = await snapshot(reel.id);
    const err = await refused(publish(db, staff, reel.id));
    expect(err.status).toBe(422);
    expect(err.fields).toEqual({ src: errors.videoNotReady, fallbackSrc: errors.videoNotReady, poster: errors.videoNotReady });
    expect(await snapshot(reel.id)).toEqual(before);

    await setState(sha, 'ready');
    await publish(db, staff, reel.id);
    expect((await getItem(db, reel.id))!.published!.data).toMatchObject({ src: `/media/u/${sha}/master.m3u8`, levels: filled.levels });
  });
});
