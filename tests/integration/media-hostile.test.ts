/**
 * Hostile uploads and addresses against uploaded media, each as an attacker sends it (many at once where a race
 * could help), once with files on disk and once in PostgreSQL (STORAGE=postgres):
 * - an uploaded image answers only at the addresses the site makes (its renditions, and its reference with its own
 *   size and focal point), directly and through the image optimiser, whose cache stays within IMAGE_CACHE_MAX_MB;
 * - pictures are judged by their header before anything is decoded (megapixels, memory, shape), and decoded one at a
 *   time across requests: of many 49-megapixel uploads at once, each client gets its answer (201, or 503 with
 *   Retry-After), none is cut by the idle timeout while it waits, and only what was accepted is kept;
 * - videos are judged by their header (length, size, frame rate; never a 500), and a ladder that uses more processor
 *   time than its limit is stopped, says why in the library, and the next video's ladder is made; one that waits for a
 *   core meanwhile is not held to the clock.
 * The server runs with small limits so that each is reached in seconds: a 2 s idle timeout, a 256 KB image cache, and
 * a ladder's limit of 0.01 times its length in processor time, at least 3 s.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaCopy } from '@/content/media-library';
import { startServer, until, type Server } from './harness';
import { claimedPng, claimingLength, ffmpegFile, mp4, plainPng, png, upload } from './media-helpers';
import { addAndSignIn, request, sql } from './staff-helpers';

const PASSWORD = 'correct horse battery staple';
const EMAIL = 'hostile-media@driftline.test';
const ROOT = process.env.TEST_SITE_ROOT ? path.resolve(process.env.TEST_SITE_ROOT) : path.resolve(__dirname, '../..');
const IMAGE_CACHE = path.join(ROOT, '.next', 'cache', 'images');

/** The pid of the ffmpeg making a ladder for `server` (its input is in the server's DATA_DIR/tmp), or null. */
function encoderOf(server: Server): number | null {
  const found = spawnSync('pgrep', ['-f', `ffmpeg .*-i ${path.join(server.dataDir, 'tmp')}/`], { encoding: 'utf8' });
  const pid = Number(found.stdout.trim().split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

const count = async (server: Server, table: string) => Number((await sql<{ n: number }>(server.dataDir, `SELECT count(*)::int AS n FROM ${table}`))[0].n);

async function bytesUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(entries.filter((e) => e.isFile()).map((e) => stat(path.join(e.parentPath, e.name)).then((s) => s.size, () => 0)));
  return sizes.reduce((a, b) => a + b, 0);
}

describe.each([{ storage: 'disk' }, { storage: 'postgres' }])('hostile media, files on $storage', ({ storage }) => {
  let server: Server;
  let cookie: string;
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'hostile-media-'));
    server = await startServer({ STORAGE: storage, IDLE_TIMEOUT_S: '2', IMAGE_CACHE_MAX_MB: '0.25', MEDIA_JOB_TIME_FACTOR: '0.01', MEDIA_JOB_MIN_S: '3' });
    cookie = await addAndSignIn(server, EMAIL, PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await rm(scratch, { recursive: true, force: true });
  }, 60_000);

  it('answers an uploaded image only at the addresses the site makes, directly and through the optimiser', async () => {
    const bytes = await png(1300, 900, 40);
    const sha = createHash('sha256').update(bytes).digest('hex');
    const r = await upload(server, cookie, { alt: 'A gradient', focalX: '0.25', focalY: '0.8' }, { name: 'g.png', bytes, type: 'image/png' });
    expect(r.status).toBe(201);
    const { asset } = await r.json();
    expect(asset.reference).toBe(`/media/u/${sha}/1300x900-25-80.webp`);
    const aliases = [
      '1920x900-25-80', '1300x901-25-80', '1300x900-26-80', '1300x900-25-81', '1300x900-50-50', '99999x1-0-0', '1x1-0-0', '01300x900-25-80',
      ...Array.from({ length: 24 }, (_, i) => `${1301 + i}x${900 + i}-${i}-${100 - i}`),
    ].map((a) => `/media/u/${sha}/${a}.webp`);
    const direct = await Promise.all(aliases.map(async (a) => [a, (await fetch(`${server.url}${a}`)).status] as const));
    expect(direct.filter(([, status]) => status !== 404)).toEqual([]);
    const optimised = (address: string, w = 640) => fetch(`${server.url}/_next/image?url=${encodeURIComponent(address)}&w=${w}&q=80`, { headers: { accept: 'image/webp' } });
    const through = await Promise.all(aliases.map(async (a) => [a, (await optimised(a)).status] as const));
    expect(through.filter(([, status]) => status === 200)).toEqual([]);
    // The site's own addresses answer.
    expect((await fetch(`${server.url}${asset.reference}`)).status).toBe(200);
    expect((await optimised(asset.reference)).status).toBe(200);
    expect((await optimised(`/media/u/${sha}/640.webp`)).status).toBe(200);

    // The focal point moved in the library: the new reference answers, the old one no longer.
    const moved = await request(server, `/api/staff/content/media/${asset.id}`, { method: 'PATCH', cookie, body: { focalX: 0.5, focalY: 0.1 } });
    expect(moved.status).toBe(200);
    const [now, before] = await Promise.all([fetch(`${server.url}/media/u/${sha}/1300x900-50-10.webp`), fetch(`${server.url}${asset.reference}`)]);
    expect([now.status, before.status]).toEqual([200, 404]);
  }, 120_000);

  it('keeps the optimised images within IMAGE_CACHE_MAX_MB, however many are asked', async () => {
    const images = (await readdir(path.join(ROOT, 'public/media/images'), { recursive: true })).filter((f) => f.endsWith('.webp')).slice(0, 40);
    const asks = images.flatMap((f) => [1920, 1080].map((w) => `/_next/image?url=${encodeURIComponent(`/media/images/${f}`)}&w=${w}&q=80`));
    for (let i = 0; i < asks.length; i += 8) {
      const answers = await Promise.all(asks.slice(i, i + 8).map((a) => fetch(`${server.url}${a}`, { headers: { accept: 'image/webp' } })));
      for (const a of answers) expect(a.status).toBe(200);
      await Promise.all(answers.map((a) => a.arrayBuffer()));
    }
    // The images made come to about 1 MB together; the folder holds at most 256 KB once the sweep has run.
    await until(async () => (await bytesUnder(IMAGE_CACHE)) <= 256 * 1024, 20_000, 250);
  }, 300_000);

  it('refuses a picture over the limits by its header, decoding nothing, and keeps nothing', async () => {
    const before = await count(server, 'media_assets');
    const cases = [
      { name: 'bomb.png', bytes: claimedPng(10_000, 10_000), message: 'bomb.png has 100 megapixels: an image may have at most 50.' },
      { name: 'deep.png', bytes: claimedPng(6000, 6000, 16), message: /^deep\.png would take 206 MB of memory to open/ },
      { name: 'strip.png', bytes: claimedPng(20_000, 100), message: 'strip.png is 20000 × 100 px: an image’s longer side may be at most 8 times its shorter.' },
    ];
    const answers = await Promise.all(cases.map((c) => upload(server, cookie, { alt: 'Hostile' }, { name: c.name, bytes: c.bytes, type: 'image/png' })));
    for (const [i, a] of answers.entries()) {
      expect(a.status, cases[i].name).toBe(413);
      const body = await a.json();
      expect(body.fields.upload).toMatch(cases[i].message);
    }
    expect(await count(server, 'media_assets')).toBe(before);
    expect(await readdir(path.join(server.dataDir, 'tmp')).catch(() => [])).toEqual([]);
  }, 60_000);

  it('decodes 49-megapixel pictures one at a time: every client gets its answer, none is cut while it waits', async () => {
    const big = await plainPng(7000, 7000);
    expect(big.length).toBeLessThan(400_000);
    const before = await count(server, 'media_assets');
    const sent = await Promise.all(
      Array.from({ length: 14 }, () =>
        upload(server, cookie, { alt: 'A large plain picture' }, { name: 'big.png', bytes: big, type: 'image/png' }).then(
          async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.json() }),
          (err: Error) => ({ status: 0, retryAfter: null, body: { error: String(err.cause ?? err) } }),
        ),
      ),
    );
    // No reset: each got an answer, and each answer is the picture kept or "busy, try again".
    expect(sent.filter((s) => s.status !== 201 && s.status !== 503)).toEqual([]);
    const busy = sent.filter((s) => s.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const b of busy) {
      expect(Number(b.retryAfter)).toBeGreaterThan(0);
      expect(b.body).toEqual({ error: mediaCopy.errors.busy, fields: { upload: mediaCopy.errors.busy } });
    }
    const kept = sent.filter((s) => s.status === 201);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(9);
    for (const k of kept) expect(k.body.asset).toMatchObject({ width: 7000, height: 7000, state: 'ready' });
    expect(await count(server, 'media_assets')).toBe(before + kept.length);
    expect(await readdir(path.join(server.dataDir, 'tmp')).catch(() => [])).toEqual([]);
  }, 300_000);

  it('refuses a video over the limits by its header, saying which, never with a 500, and keeps nothing', async () => {
    const before = await count(server, 'media_assets');
    const clip = await mp4(scratch, { seconds: 1, size: '64x64' });
    const cases = [
      { name: 'ten-hours.mp4', bytes: claimingLength(clip, 36_000), message: 'ten-hours.mp4 is 10:00:00 long: a video may be at most 10:00.' },
      { name: 'thirty-days.mp4', bytes: claimingLength(clip, 30 * 86_400), message: 'thirty-days.mp4 is 720:00:00 long: a video may be at most 10:00.' },
      { name: 'wide.mp4', bytes: await mp4(scratch, { seconds: 1, size: '4104x16' }), message: 'wide.mp4 is 4104 × 16 px: a video may be at most 4096 px on its longer side.' },
      { name: 'fast.mp4', bytes: await mp4(scratch, { seconds: 1, size: '64x64', rate: 240 }), message: 'fast.mp4 has 240 frames a second: a video must have 1 to 120.' },
    ];
    for (const c of cases) expect(c.bytes.length).toBeLessThan(20_000);
    const answers = await Promise.all(cases.map((c) => upload(server, cookie, { alt: 'Hostile' }, { name: c.name, bytes: c.bytes, type: 'video/mp4' })));
    for (const [i, a] of answers.entries()) {
      expect(a.status, cases[i].name).toBe(413);
      expect((await a.json()).fields).toEqual({ upload: cases[i].message });
    }
    expect(await count(server, 'media_assets')).toBe(before);
    expect(await count(server, 'media_jobs')).toBe(0);
  }, 120_000);

  it('stops a ladder past its processor time, says why in the library, and makes the next video’s ladder', async () => {
    // Four minutes of a still 1080p picture: within the limits, but its ladder (24 fps, three rungs) needs far more
    // processor time than this server's 3 s.
    const heavy = await ffmpegFile(scratch, 'still.mp4', ['-f', 'lavfi', '-i', 'color=c=navy:size=1920x1080:rate=1:duration=240', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p']);
    const light = await mp4(scratch, { seconds: 2, size: '320x180' });
    const [first, second] = await Promise.all([
      upload(server, cookie, { alt: 'A still picture' }, { name: 'still.mp4', bytes: heavy, type: 'video/mp4' }),
      new Promise((r) => setTimeout(r, 300)).then(() => upload(server, cookie, { alt: 'A test pattern' }, { name: 'clip.mp4', bytes: light, type: 'video/mp4' })),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [stuck, next] = [(await first.json()).asset, (await second.json()).asset];
    const states = async () =>
      Object.fromEntries((await sql<{ id: string; state: string; failure: string | null }>(server.dataDir, 'SELECT id, state, failure FROM media_assets WHERE kind = $1', ['video'])).map((r) => [r.id, r]));
    const done = await until(async () => {
      const s = await states();
      return s[stuck.id]?.state !== 'processing' && s[next.id]?.state !== 'processing' && s;
    }, 150_000, 500);
    expect(done[stuck.id]).toMatchObject({
      state: 'failed',
      failure: expect.stringMatching(/^making its streaming versions needed more than 0:03 of processor time \(0\.01 times its length, at least 0:03\), so it was stopped$/),
    });
    expect(done[next.id]).toMatchObject({ state: 'ready', failure: null });
    const page = await fetch(`${server.url}/staff/content/media`, { headers: { cookie } });
    expect(await page.text()).toContain('Failed: making its streaming versions needed more than 0:03 of processor time');
  }, 240_000);

  it('does not hold a ladder to the clock while its encoder waits for a core', async () => {
    // The encoder runs at nice 19: a machine busy serving pages gives it no core for a while. Stopping it (SIGSTOP)
    // for over twice its 3 s is that wait, made certain; its ladder needs a fraction of its processor time.
    const clip = await mp4(scratch, { seconds: 6, size: '320x180', source: 'smptebars' });
    const r = await upload(server, cookie, { alt: 'Colour bars' }, { name: 'bars.mp4', bytes: clip, type: 'video/mp4' });
    expect(r.status).toBe(201);
    const { asset } = await r.json();
    const encoder = await until(async () => encoderOf(server), 60_000, 20);
    process.kill(encoder, 'SIGSTOP');
    try {
      await new Promise((resolve) => setTimeout(resolve, 7_000));
    } finally {
      // Gone already if the server killed it meanwhile: the state below then says so.
      if (encoderOf(server) === encoder) process.kill(encoder, 'SIGCONT');
    }
    const done = await until(async () => {
      const [row] = await sql<{ state: string; failure: string | null }>(server.dataDir, 'SELECT state, failure FROM media_assets WHERE id = $1', [asset.id]);
      return row.state !== 'processing' && row;
    }, 120_000, 250);
    expect(done).toEqual({ state: 'ready', failure: null });
  }, 180_000);
});
