/**
 * Uploaded media (issue 43, design 3.7): POST /api/staff/content/media for images (alt text required, focal point,
 * WebP renditions served immutable from /media/u/<sha256>/) and MP4 videos (poster first, then the HLS ladder made by
 * the background job and served), on the production server with its embedded database, once with files on disk and
 * once in PostgreSQL (STORAGE=postgres).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaCopy } from '@/content/media-library';
import { startServer, until, type Server } from './harness';
import { signIn, sql, staffCommand } from './staff-helpers';

const PASSWORD = 'correct horse battery staple';
const EMAIL = 'media@driftline.test';
const run = promisify(execFile);

/** A real picture: 1300 × 900 gradient PNG. */
async function png(width = 1300, height = 900): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([x % 256, y % 256, 128], (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** A tiny MP4: ffmpeg's test pattern, 3 s, 640 × 360 (or as asked). */
async function mp4(dir: string, { seconds = 3, size = '640x360' } = {}): Promise<Buffer> {
  const { default: ffmpeg } = await import('@ffmpeg-installer/ffmpeg');
  const file = path.join(dir, `clip-${seconds}-${size}.mp4`);
  await run(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=24:duration=${seconds}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file]);
  return readFile(file);
}

function upload(server: Server, cookie: string | null, fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('upload', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${server.url}/api/staff/content/media`, {
    method: 'POST',
    headers: { origin: server.url, ...(cookie ? { cookie } : {}) },
    body: form,
  });
}

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
    const added = await staffCommand(server.dataDir, ['add', EMAIL], { stdin: `${PASSWORD}\n` });
    expect(added.code, added.stderr).toBe(0);
    const session = await signIn(server, EMAIL, PASSWORD);
    expect(session.status).toBe(200);
    cookie = session.cookie!;
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

  it('takes an MP4: the poster at once, then the HLS ladder from the background job, served', async () => {
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
    expect((await fetch(`${server.url}${asset.video.originalFile}`)).headers.get('content-type')).toBe('video/mp4');
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
});
