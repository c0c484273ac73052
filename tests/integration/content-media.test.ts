/**
 * Uploaded media (design 3.7): POST /api/staff/content/media for images (alt text required, focal point,
 * WebP renditions served immutable from /media/u/<sha256>/) and MP4 videos (poster first, then the HLS ladder made by
 * the background job and served); then the library's changes, /api/staff/content/media/{id}: DELETE (refused while a
 * draft or published version names the upload; else its rows, files and job gone, audited, no longer served; a
 * restored version naming it cannot publish) and PATCH of an image's focal point (saved, audited, the published page's
 * object-position follows) and of its alt text (audited); the library's search and the uploads' status. On the production server with its embedded database, once with files on disk and once in
 * PostgreSQL (STORAGE=postgres).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaCopy } from '@/content/media-library';
import { staffContentCopy } from '@/content/staff';
import { startServer, until, type Server } from './harness';
import { mp4, png, upload } from './media-helpers';
import { addAndSignIn, request, sql } from './staff-helpers';

const PASSWORD = 'correct horse battery staple';
const EMAIL = 'media@driftline.test';

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
}

const count = async (server: Server, table: string) => Number((await sql<{ n: number }>(server.dataDir, `SELECT count(*)::int AS n FROM ${table}`))[0].n);

describe.each([{ storage: 'disk' }, { storage: 'postgres' }])('uploaded media, files on $storage', ({ storage }) => {
  let server: Server;
  let cookie: string;
  let scratch: string;
  const stored = async () => (storage === 'disk' ? (await filesIn(path.join(server.dataDir, 'media'))).length : await count(server, 'media_files'));

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'media-it-'));
    server = await startServer({ STORAGE: storage });
    cookie = await addAndSignIn(server, EMAIL, PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await rm(scratch, { recursive: true, force: true });
  }, 60_000);

  it('refuses an upload without a session, or from another site, and keeps nothing', async () => {
    const bytes = await png(600, 400);
    expect((await upload(server, null, { alt: 'A gradient' }, { name: 'a.png', bytes, type: 'image/png' })).status).toBe(401);
    const cross = await fetch(`${server.url}/api/staff/content/media`, { method: 'POST', headers: { origin: 'https://evil.example', cookie }, body: new FormData() });
    expect(cross.status).toBe(403);
    expect(await count(server, 'media_assets')).toBe(0);
    expect(await stored()).toBe(0);
  });

  it('refuses an image without alt text, naming the field, leaving no row and no file', async () => {
    const r = await upload(server, cookie, { alt: '  ', focalX: '0.2', focalY: '0.3' }, { name: 'team.png', bytes: await png(), type: 'image/png' });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: mediaCopy.errors.altRequired, fields: { alt: mediaCopy.errors.altRequired } });
    expect(await count(server, 'media_assets')).toBe(0);
    expect(await stored()).toBe(0);
    expect(await filesIn(path.join(server.dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses a file that is not an image under an image name, and a focal point off the picture', async () => {
    const fake = await upload(server, cookie, { alt: 'A photo' }, { name: 'photo.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/png' });
    expect(fake.status).toBe(415);
    expect((await fake.json()).fields).toEqual({ upload: expect.stringContaining('photo.png is not a PNG, JPEG, WebP or GIF image or an MP4 video') });
    // PNG's signature, then nothing an image decoder can read.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5000, 7)]);
    const bad = await upload(server, cookie, { alt: 'A photo' }, { name: 'photo.png', bytes: broken, type: 'image/png' });
    expect(bad.status).toBe(415);
    const focal = await upload(server, cookie, { alt: 'A photo', focalX: '1.5' }, { name: 'photo.png', bytes: await png(600, 400), type: 'image/png' });
    expect(focal.status).toBe(400);
    expect((await focal.json()).fields).toEqual({ focalX: mediaCopy.errors.focal });
    expect(await count(server, 'media_assets')).toBe(0);
    expect(await stored()).toBe(0);
  });

  it('takes an image with alt text: 201, renditions at the optimiser widths up to its own, served immutable, audited', async () => {
    const bytes = await png();
    const sha = createHash('sha256').update(bytes).digest('hex');
    const r = await upload(server, cookie, { alt: 'Two people at a whiteboard', focalX: '0.25', focalY: '0.8' }, { name: 'team.png', bytes, type: 'image/png' });
    expect(r.status).toBe(201);
    const { asset } = await r.json();
    expect(asset).toMatchObject({ kind: 'image', sha256: sha, alt: 'Two people at a whiteboard', width: 1300, height: 900, state: 'ready', focal: { x: 0.25, y: 0.8 } });
    expect(asset.reference).toBe(`/media/u/${sha}/1300x900-25-80.webp`);
    const rows = await sql<{ renditions: string[]; stored_in: string }>(server.dataDir, 'SELECT renditions, stored_in FROM media_assets');
    expect(rows).toEqual([{ renditions: ['480.webp', '640.webp', '750.webp', '828.webp', '992.webp', '1080.webp', '1280.webp'], stored_in: storage }]);
    const audit = await sql<{ action: string; staff_email: string }>(server.dataDir, "SELECT action, staff_email FROM audit_log WHERE action = 'media-upload'");
    expect(audit).toEqual([{ action: 'media-upload', staff_email: EMAIL }]);

    for (const address of [`/media/u/${sha}/480.webp`, `/media/u/${sha}/1280.webp`, asset.reference]) {
      const file = await fetch(`${server.url}${address}`);
      expect(file.status, address).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(address === `/media/u/${sha}/480.webp` ? 480 : 1280);
    }
    // A width it was not made at, and an address of no upload, are 404 (not cached).
    const missing = await fetch(`${server.url}/media/u/${sha}/1920.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${server.url}/media/u/${'0'.repeat(64)}/480.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/u/${sha}/original.png`)).status).toBe(404);

    const list = await fetch(`${server.url}/api/staff/content/media`, { headers: { origin: server.url, cookie } });
    expect(list.status).toBe(200);
    expect((await list.json()).assets.map((a: { reference: string }) => a.reference)).toEqual([asset.reference]);
  });

  it('takes an MP4: the poster at once, then the HLS ladder from the background job, served (with byte ranges)', async () => {
    const bytes = await mp4(scratch);
    const sha = createHash('sha256').update(bytes).digest('hex');
    const r = await upload(server, cookie, { alt: 'A test pattern' }, { name: 'clip.mp4', bytes, type: 'video/mp4' });
    expect(r.status).toBe(201);
    const { asset } = await r.json();
    expect(asset).toMatchObject({ kind: 'video', width: 640, height: 360, durationMs: 3000 });
    expect(asset.video).toEqual({ originalFile: `/media/u/${sha}/original.mp4`, sequences: [`/media/u/${sha}/master.m3u8`], poster: `/media/u/${sha}/poster.webp` });
    // Until the job is done the ladder is not there (and the 404 is not cached); the poster is.
    const early = await fetch(`${server.url}${asset.video.sequences[0]}`);
    expect(early.status).toBe(404);
    expect(early.headers.get('cache-control')).toBe('no-store');
    const poster = await fetch(`${server.url}${asset.video.poster}`);
    expect(poster.status).toBe(200);
    expect((await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).width).toBe(640);
    // The player's poster goes through the site's image optimiser, as every poster does (optimizedImageProps).
    const optimised = await fetch(`${server.url}/_next/image?url=${encodeURIComponent(asset.video.poster)}&w=640&q=80`, { headers: { accept: 'image/webp' } });
    expect(optimised.status).toBe(200);
    expect(optimised.headers.get('content-type')).toBe('image/webp');

    const ready = await until(async () => {
      const [row] = await sql<{ state: string; failure: string | null; renditions: string[] }>(server.dataDir, 'SELECT state, failure, renditions FROM media_assets WHERE id = $1', [asset.id]);
      return row.state !== 'processing' && row;
    }, 90_000, 250);
    expect(ready).toEqual({ state: 'ready', failure: null, renditions: ['480p'] });
    const [job] = await sql<{ state: string; attempts: number; host: string }>(server.dataDir, 'SELECT state, attempts, host FROM media_jobs');
    expect(job).toMatchObject({ state: 'done', attempts: 1, host: os.hostname() });

    const master = await fetch(`${server.url}${asset.video.sequences[0]}`);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await master.text()).toContain('480p/index.m3u8');
    const playlist = await (await fetch(`${server.url}/media/u/${sha}/480p/index.m3u8`)).text();
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    const segments = playlist.split('\n').filter((l) => l.endsWith('.m4s'));
    expect(segments.length).toBeGreaterThanOrEqual(2);
    for (const name of ['init.mp4', ...segments]) expect((await fetch(`${server.url}/media/u/${sha}/480p/${name}`)).status, name).toBe(200);
    const whole = await fetch(`${server.url}${asset.video.originalFile}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const file = Buffer.from(await whole.arrayBuffer());
    expect(Number(whole.headers.get('content-length'))).toBe(file.length);

    // Byte ranges, as Safari asks before it plays an MP4 (bytes=0-1 first), and as any player seeks: 206 with the
    // range's bytes and length; what is not one plain range gets the whole file. (Ranges across the database store's
    // 1 MiB chunks: chunkSlices, src/lib/media/byte-range.test.ts.)
    const ranged = async (range: string, headers: Record<string, string> = {}) => {
      const r = await fetch(`${server.url}${asset.video.originalFile}`, { headers: { range, ...headers } });
      return { status: r.status, contentRange: r.headers.get('content-range'), length: Number(r.headers.get('content-length')), body: Buffer.from(await r.arrayBuffer()) };
    };
    const cases: [string, number, number][] = [
      ['bytes=0-1', 0, 1],
      ['bytes=1000-20999', 1000, 20999],
      [`bytes=${file.length - 7}-`, file.length - 7, file.length - 1],
      [`bytes=5-${file.length + 100}`, 5, file.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const r = await ranged(range);
      expect(r.status, range).toBe(206);
      expect(r.contentRange, range).toBe(`bytes ${start}-${end}/${file.length}`);
      expect(r.length, range).toBe(end - start + 1);
      expect(r.body.equals(file.subarray(start, end + 1)), range).toBe(true);
    }
    for (const [range, headers] of [['bytes=-5', {}], ['bytes=0-1,4-5', {}], [`bytes=${file.length}-`, {}], ['bytes=0-1', { 'if-range': '"x"' }]] as const) {
      const r = await ranged(range, headers);
      expect(r.status, range).toBe(200);
      expect(r.body.equals(file), range).toBe(true);
    }
  }, 120_000);

  it('runs one video job at a time on this machine, and marks one that fails with its reason', async () => {
    const [a, b, short] = await Promise.all([mp4(scratch, { seconds: 4, size: '480x270' }), mp4(scratch, { seconds: 4, size: '320x180' }), mp4(scratch, { seconds: 1, size: '320x180' })]);
    // A job whose source is gone (as if its files were lost): it must fail with a reason, and not hold up the others.
    const lost = '1'.repeat(64);
    const [{ id: lostId }] = await sql<{ id: string }>(
      server.dataDir,
      `INSERT INTO media_assets (id, kind, sha256, stored_in, original_name, mime_type, size_bytes, alt, width, height, state)
       VALUES (gen_random_uuid(), 'video', $1, $2, 'lost.mp4', 'video/mp4', 1, 'Lost', 320, 180, 'processing') RETURNING id`,
      [lost, storage],
    );
    await sql(server.dataDir, 'INSERT INTO media_jobs (asset_id) VALUES ($1)', [lostId]);
    const ids: string[] = [lostId];
    for (const [name, bytes] of [['a.mp4', a], ['b.mp4', b], ['short.mp4', short]] as const) {
      const r = await upload(server, cookie, { alt: `Clip ${name}` }, { name, bytes, type: 'video/mp4' });
      expect(r.status).toBe(201);
      ids.push((await r.json()).asset.id);
    }
    const rows = await until(async () => {
      const found = await sql<{ asset_id: string; state: string; error: string | null; started_at: Date; finished_at: Date }>(
        server.dataDir,
        'SELECT asset_id, state, error, started_at, finished_at FROM media_jobs WHERE asset_id = ANY($1) ORDER BY started_at',
        [ids],
      );
      return found.length === ids.length && found.every((j) => j.state === 'done' || j.state === 'failed') && found;
    }, 90_000, 250);
    for (let i = 1; i < rows.length; i++) expect(rows[i].started_at.getTime()).toBeGreaterThanOrEqual(rows[i - 1].finished_at.getTime());
    expect(rows.find((j) => j.asset_id === lostId)).toMatchObject({ state: 'failed', error: 'could not make the ladder' });
    const list = (await (await fetch(`${server.url}/api/staff/content/media`, { headers: { origin: server.url, cookie } })).json()).assets as { id: string; state: string; failure: string | null }[];
    expect(list.find((x) => x.id === lostId)).toMatchObject({ state: 'failed', failure: 'could not make the ladder' });
    // The others, a 1 s clip too (cut into 1 s segments: the bundled ffmpeg crashes on a clip that fits in one), are ready.
    expect(ids.slice(1).map((id) => list.find((x) => x.id === id)?.state)).toEqual(['ready', 'ready', 'ready']);
  }, 120_000);

  /** The case study "coral": its id, the version a save starts from, and its published data. */
  async function coral() {
    const [item] = await sql<{ id: string; base: number; data: { images: string[]; imageAlts: string[] } }>(
      server.dataDir,
      `SELECT i.id, coalesce(i.draft_version_id, i.published_version_id)::int AS base, v.data
       FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'case-study' AND i.key = 'coral'`,
    );
    return item;
  }
  /** Saves coral's draft with `image` (and its alt text) first. */
  async function saveCoral(image: string, alt = 'An uploaded picture') {
    const item = await coral();
    const data = { ...item.data, images: [image, ...item.data.images.slice(1)], imageAlts: [alt, ...item.data.imageAlts.slice(1)] };
    const r = await request(server, `/api/staff/content/items/${item.id}/draft`, { method: 'POST', cookie, body: { data, baseVersionId: item.base } });
    expect(r.status, r.text).toBe(200);
    return { id: item.id, versionId: r.json().versionId as number };
  }
  const publishCoral = async (id: string) => request(server, `/api/staff/content/items/${id}/publish`, { method: 'POST', cookie, body: {} });
  const uploadImage = async (blue: number, focal = { x: '0.5', y: '0.5' }) => {
    const bytes = await png(1000, 700, blue);
    const r = await upload(server, cookie, { alt: `Picture ${blue}`, focalX: focal.x, focalY: focal.y }, { name: `picture-${blue}.png`, bytes, type: 'image/png' });
    expect(r.status).toBe(201);
    return (await r.json()).asset as { id: string; sha256: string; reference: string };
  };
  const filesOf = async (sha: string) =>
    storage === 'disk' ? await filesIn(path.join(server.dataDir, 'media', sha)) : (await sql<{ name: string }>(server.dataDir, 'SELECT DISTINCT name FROM media_files WHERE sha256 = $1 ORDER BY name', [sha])).map((r) => r.name);
  const assetRows = async (id: string) => (await sql(server.dataDir, 'SELECT 1 FROM media_assets WHERE id = $1', [id])).length;
  const audits = async (action: string) => sql<{ staff_email: string; detail: Record<string, unknown> }>(server.dataDir, 'SELECT staff_email, detail FROM audit_log WHERE action = $1 ORDER BY id', [action]);

  let used: { id: string; sha256: string; reference: string };

  it('refuses to delete an upload that a draft or a published version uses, naming the item, and changes nothing', async () => {
    const asset = (used = await uploadImage(11));
    const files = await filesOf(asset.sha256);
    expect(files.length).toBeGreaterThan(0);
    const address = `/media/u/${asset.sha256}/480.webp`;
    const del = (opts: { cookie?: string; origin?: string } = { cookie }) => request(server, `/api/staff/content/media/${asset.id}`, { method: 'DELETE', ...opts });

    // Without a session, or from another site: refused before anything is looked at.
    expect((await del({})).status).toBe(401);
    expect((await del({ cookie, origin: 'https://evil.example' })).status).toBe(403);

    const { id } = await saveCoral(asset.reference);
    const inDraft = await del();
    expect(inDraft.status, inDraft.text).toBe(409);
    const coralUse = `${staffContentCopy.kinds['case-study']} “Coral” (${mediaCopy.library.where.draft})`;
    expect(inDraft.json().error).toBe(mediaCopy.errors.inUse.replace('{uses}', coralUse));
    expect(inDraft.json().uses).toEqual([expect.objectContaining({ itemId: id, kind: 'case-study', title: 'Coral', where: ['draft'] })]);

    expect((await publishCoral(id)).status).toBe(200);
    const inPublished = await del();
    expect(inPublished.status).toBe(409);
    expect(inPublished.json().uses).toEqual([expect.objectContaining({ itemId: id, where: ['published'] })]);

    // Nothing changed: the row, every file, still served, and no audit entry.
    expect(await assetRows(asset.id)).toBe(1);
    expect(await filesOf(asset.sha256)).toEqual(files);
    expect((await fetch(`${server.url}${address}`)).status).toBe(200);
    expect(await audits('media-delete')).toEqual([]);
  });

  it('deletes an upload only history names: row and files gone, audited, no longer served; a restore of that version is a draft that cannot publish', async () => {
    const asset = used;
    const address = `/media/u/${asset.sha256}/480.webp`;
    expect((await fetch(`${server.url}${address}`)).status).toBe(200); // served: this process now keeps the upload's row in memory
    // Coral published again with its own images: only its history names the upload now.
    const [{ naming }] = await sql<{ naming: number }>(server.dataDir, `SELECT i.published_version_id::int AS naming FROM content_items i WHERE i.kind = 'case-study' AND i.key = 'coral'`);
    const [seeded] = await sql<{ data: { images: string[]; imageAlts: string[] } }>(
      server.dataDir,
      `SELECT v.data FROM content_versions v JOIN content_items i ON i.id = v.item_id WHERE i.kind = 'case-study' AND i.key = 'coral' ORDER BY v.id LIMIT 1`,
    );
    const item = await coral();
    const back = await request(server, `/api/staff/content/items/${item.id}/draft`, {
      method: 'POST',
      cookie,
      body: { data: { ...item.data, images: seeded.data.images, imageAlts: seeded.data.imageAlts }, baseVersionId: item.base },
    });
    expect(back.status, back.text).toBe(200);
    expect((await publishCoral(item.id)).status).toBe(200);

    const r = await request(server, `/api/staff/content/media/${asset.id}`, { method: 'DELETE', cookie });
    expect(r.status, r.text).toBe(200);
    expect(r.json()).toEqual({ deleted: { id: asset.id, filesRemoved: true } });
    expect(await assetRows(asset.id)).toBe(0);
    expect(await filesOf(asset.sha256)).toEqual([]);
    if (storage === 'disk') expect(await filesIn(path.join(server.dataDir, 'media', asset.sha256))).toEqual([]);
    const [audit] = await audits('media-delete');
    expect(audit).toMatchObject({ staff_email: EMAIL, detail: { id: asset.id, sha256: asset.sha256, item: 'picture-11.png', filesRemoved: 1 } });
    const gone = await fetch(`${server.url}${address}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect((await request(server, `/api/staff/content/media/${asset.id}`, { method: 'DELETE', cookie })).status).toBe(404);

    // The version that named it is restored as a draft; publishing it is refused at the image's field.
    const restored = await request(server, `/api/staff/content/items/${item.id}/restore`, { method: 'POST', cookie, body: { versionId: naming } });
    expect(restored.status, restored.text).toBe(200);
    const refused = await publishCoral(item.id);
    expect(refused.status).toBe(422);
    expect(refused.json()).toEqual({ error: staffContentCopy.errors.mediaRefused, fields: { 'images.0': staffContentCopy.errors.mediaUnknown } });
    // The editor says so as the restored draft opens, at the field and in the summary, before anyone presses Publish.
    const form = await request(server, `/staff/content/case-study/${item.id}?restored=${restored.json().versionId}`, { cookie });
    expect(form.status).toBe(200);
    expect(form.text).toContain(staffContentCopy.form.notPublishable);
    expect(form.text).toContain(`Images › 1<!-- -->: <!-- -->${staffContentCopy.errors.mediaUnknown}`);
    const [state] = await sql<{ published: number; draft: number }>(server.dataDir, `SELECT published_version_id::int AS published, draft_version_id::int AS draft FROM content_items WHERE id = $1`, [item.id]);
    expect(state.draft).toBe(restored.json().versionId);
    expect(state.published).not.toBe(naming);
  });

  it('moves an image’s focal point: saved and audited, and the published page shows the new object-position', async () => {
    const asset = await uploadImage(23, { x: '0.3', y: '0.6' });
    const patch = (body: unknown, opts: { cookie?: string; origin?: string } = { cookie }) => request(server, `/api/staff/content/media/${asset.id}`, { method: 'PATCH', body, ...opts });
    const { id } = await saveCoral(asset.reference, 'A focal test');
    expect((await publishCoral(id)).status).toBe(200);
    const page = async () => (await fetch(`${server.url}/work/coral`)).text();
    await until(async () => (await page()).includes('object-position:30% 60%'), 20_000, 250);

    expect((await patch({ focalX: 0.7, focalY: 0.2 }, {})).status).toBe(401);
    expect((await patch({ focalX: 0.7, focalY: 0.2 }, { cookie, origin: 'https://evil.example' })).status).toBe(403);
    const bad = await patch({ focalX: 2, focalY: 0.2 });
    expect(bad.status).toBe(422);
    expect(bad.json().fields).toEqual({ focalX: mediaCopy.errors.focal });
    expect(await audits('media-focal')).toEqual([]);

    const r = await patch({ focalX: 0.7, focalY: 0.2 });
    expect(r.status, r.text).toBe(200);
    expect(r.json().asset).toMatchObject({ id: asset.id, focal: { x: 0.7, y: 0.2 }, reference: `/media/u/${asset.sha256}/1000x700-70-20.webp` });
    expect(r.json().paths).toEqual(expect.arrayContaining(['/work', '/work/*']));
    const [row] = await sql<{ x: number; y: number }>(server.dataDir, 'SELECT focal_x AS x, focal_y AS y FROM media_assets WHERE id = $1', [asset.id]);
    expect(row).toEqual({ x: expect.closeTo(0.7, 5), y: expect.closeTo(0.2, 5) });
    expect(await audits('media-focal')).toEqual([{ staff_email: EMAIL, detail: expect.objectContaining({ id: asset.id, item: 'picture-23.png', x: 0.7, y: 0.2 }) }]);
    // The content itself is as it was saved; the page renders the upload's point now (announced to every instance).
    const html = await until(async () => {
      const text = await page();
      return text.includes('object-position:70% 20%') && text;
    }, 20_000, 250);
    expect(html).not.toContain('object-position:30% 60%');
  });

  it('changes an upload’s alt text (audited, refused when empty), finds uploads by words and kind, and says where each is', async () => {
    const asset = await uploadImage(41);
    const patch = (body: unknown, opts: { cookie?: string; origin?: string } = { cookie }) => request(server, `/api/staff/content/media/${asset.id}`, { method: 'PATCH', body, ...opts });
    expect((await patch({ alt: 'Changed' }, {})).status).toBe(401);
    expect((await patch({ alt: 'Changed' }, { cookie, origin: 'https://evil.example' })).status).toBe(403);
    for (const bad of [{ alt: '   ' }, {}, { alt: 7 }]) {
      const r = await patch(bad);
      expect(r.status, JSON.stringify(bad)).toBe(422);
      expect(r.json().fields).toEqual({ alt: mediaCopy.errors.altRequired });
    }
    expect(await audits('media-alt')).toEqual([]);
    const r = await patch({ alt: '  A   blue gradient, renamed ' });
    expect(r.status, r.text).toBe(200);
    expect(r.json().asset).toMatchObject({ id: asset.id, alt: 'A blue gradient, renamed', focal: { x: 0.5, y: 0.5 }, reference: asset.reference });
    expect(await audits('media-alt')).toEqual([{ staff_email: EMAIL, detail: expect.objectContaining({ id: asset.id, item: 'picture-41.png', before: 'Picture 41', after: 'A blue gradient, renamed' }) }]);
    // The same text again changes nothing and records nothing.
    expect((await patch({ alt: 'A blue gradient, renamed' })).status).toBe(200);
    expect(await audits('media-alt')).toHaveLength(1);

    // The library's search: every word, in the alt text or the file name, any case; by kind.
    const list = async (query: string) => ((await request(server, `/api/staff/content/media?${query}`, { cookie })).json().assets as { id: string }[]).map((a) => a.id);
    expect(await list('search=BLUE%20renamed')).toEqual([asset.id]);
    expect(await list('search=picture-41')).toEqual([asset.id]);
    expect(await list('search=blue%20nothing-like-it')).toEqual([]);
    expect(await list('search=%25')).not.toContain(asset.id); // a % is a character to find, not a wildcard
    expect(await list('search=renamed&kind=video')).toEqual([]);
    expect(await list('search=renamed&kind=image')).toEqual([asset.id]);
    expect((await request(server, '/api/staff/content/media?search=renamed', {})).status).toBe(401);

    // Where each upload is: by id and by SHA-256; unknown and malformed names are left out.
    const status = (query: string, opts: { cookie?: string } = { cookie }) => request(server, `/api/staff/content/media/status?${query}`, opts);
    expect((await status(`ids=${asset.id}`, {})).status).toBe(401);
    const byId = await status(`ids=${asset.id},00000000-0000-4000-8000-000000000000,nope`);
    expect(byId.status).toBe(200);
    expect(byId.json()).toEqual({ assets: [{ id: asset.id, sha256: asset.sha256, state: 'ready', failure: null, thumbnail: `/media/u/${asset.sha256}/480.webp` }] });
    expect(((await status(`sha256=${asset.sha256}`)).json().assets as { id: string }[]).map((a) => a.id)).toEqual([asset.id]);
    expect((await status('ids=')).json()).toEqual({ assets: [] });
  });

  it('deletes a video with its waiting job, and the ladder made meanwhile is not kept', async () => {
    const [first, second] = await Promise.all([mp4(scratch, { seconds: 2, size: '352x198' }), mp4(scratch, { seconds: 1, size: '256x144' })]);
    const r = await upload(server, cookie, { alt: 'A clip to delete' }, { name: 'gone.mp4', bytes: first, type: 'video/mp4' });
    expect(r.status).toBe(201);
    const { asset } = await r.json();
    const focal = await request(server, `/api/staff/content/media/${asset.id}`, { method: 'PATCH', cookie, body: { focalX: 0.1, focalY: 0.1 } });
    expect(focal.status).toBe(422);
    expect(focal.json().error).toBe(mediaCopy.errors.focalImageOnly);

    const del = await request(server, `/api/staff/content/media/${asset.id}`, { method: 'DELETE', cookie });
    expect(del.status, del.text).toBe(200);
    expect(await sql(server.dataDir, 'SELECT 1 FROM media_jobs WHERE asset_id = $1', [asset.id])).toEqual([]);
    expect(await filesOf(asset.sha256)).toEqual([]);
    expect((await audits('media-delete')).at(-1)).toMatchObject({ detail: { id: asset.id, kind: 'video', jobs: 1 } });

    // One ladder at a time on this machine: once a later upload's is ready, the deleted one's job has ended.
    const later = await upload(server, cookie, { alt: 'A later clip' }, { name: 'later.mp4', bytes: second, type: 'video/mp4' });
    const laterId = (await later.json()).asset.id as string;
    await until(async () => (await sql<{ state: string }>(server.dataDir, 'SELECT state FROM media_assets WHERE id = $1', [laterId]))[0].state !== 'processing', 90_000, 250);
    expect(await filesOf(asset.sha256)).toEqual([]);
    expect((await fetch(`${server.url}${asset.video.poster}`)).status).toBe(404);
  }, 120_000);

  it('a draft naming an upload and the upload\'s delete, sent at once: never a published page naming a deleted upload', async () => {
    for (const blue of [31, 32, 33]) {
      const asset = await uploadImage(blue);
      const item = await coral();
      const data = { ...item.data, images: [asset.reference, ...item.data.images.slice(1)], imageAlts: ['A picture saved while it was deleted', ...item.data.imageAlts.slice(1)] };
      // The delete checks that nothing names the upload; the save does not look at uploads: at once, both may pass.
      const [saved, deleted] = await Promise.all([
        request(server, `/api/staff/content/items/${item.id}/draft`, { method: 'POST', cookie, body: { data, baseVersionId: item.base } }),
        request(server, `/api/staff/content/media/${asset.id}`, { method: 'DELETE', cookie }),
      ]);
      expect(saved.status, saved.text).toBe(200);
      expect([200, 409]).toContain(deleted.status);
      const published = await publishCoral(item.id);
      const [now] = await sql<{ image: string }>(server.dataDir, `SELECT v.data->'images'->>0 AS image FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.id = $1`, [item.id]);
      if (deleted.status === 200) {
        // Deleted first: the draft names a missing upload, and its publish is refused at that field.
        expect(published.status).toBe(422);
        expect(published.json().fields).toEqual({ 'images.0': staffContentCopy.errors.mediaUnknown });
        expect(now.image).not.toBe(asset.reference);
        expect(await assetRows(asset.id)).toBe(0);
      } else {
        // Saved first: the delete was refused, and the page publishes and serves the upload.
        expect(published.status, published.text).toBe(200);
        expect(now.image).toBe(asset.reference);
        expect(await assetRows(asset.id)).toBe(1);
        expect((await fetch(`${server.url}/media/u/${asset.sha256}/480.webp`)).status).toBe(200);
      }
    }
  }, 120_000);
});
