/**
 * Content as files with uploaded media (design 3.7 and 3.8): an image uploaded by staff and published in a
 * case study travels in `npm run content -- export` as every file of the upload under DIR/media/u/<sha256>/ with its
 * media_assets row in the manifest; `import --publish` into another site (files in PostgreSQL there, on disk here)
 * checks the files, creates the upload and stores its files, and that site serves the image on the case study's
 * page; its export is the same bytes. A broken media file changes nothing.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, until, type Server } from './harness';
import { request, signIn, sql, staffCommand, staffScript } from './staff-helpers';

const PASSWORD = 'correct horse battery staple';
const EMAIL = 'files@driftline.test';
const ALT = 'Coral’s team at the whiteboard';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

async function png(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([(x * 3) % 256, (y * 5) % 256, 90], (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** `npm run content -- …` against a server's DATA_DIR, with that server's STORAGE (as its environment file would give it). */
const content = (server: Server, ...args: string[]) => staffScript('content', server.dataDir, args, { env: { STORAGE: server === target ? 'postgres' : 'disk' } });
const counts = async (server: Server) =>
  (
    await sql<{ assets: number; files: number; versions: number; imports: number }>(
      server.dataDir,
      `SELECT (SELECT count(*)::int FROM media_assets) AS assets, (SELECT count(*)::int FROM media_files) AS files,
        (SELECT count(*)::int FROM content_versions) AS versions, (SELECT count(*)::int FROM audit_log WHERE action = 'content-import') AS imports`,
    )
  )[0];

let source: Server; // files on disk: where the image is uploaded and published
let target: Server; // files in PostgreSQL: where the export is imported
const scratch: string[] = [];
const tmp = async (prefix: string) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};

beforeAll(async () => {
  [source, target] = await Promise.all([startServer({ STORAGE: 'disk' }), startServer({ STORAGE: 'postgres' })]);
}, 180_000);

afterAll(async () => {
  await Promise.all([source?.stop(), target?.stop()]);
  await Promise.all(scratch.map((d) => rm(d, { recursive: true, force: true })));
}, 60_000);

describe('content export and import with uploaded media', () => {
  let sha: string;
  let reference: string;
  let exported: string;

  it('exports an uploaded image a published case study uses: every file of the upload and its row', async () => {
    expect((await staffCommand(source.dataDir, ['add', EMAIL], { stdin: `${PASSWORD}\n` })).code).toBe(0);
    const { cookie } = await signIn(source, EMAIL, PASSWORD);
    expect(cookie).toBeTruthy();
    const bytes = await png(1000, 700);
    sha = createHash('sha256').update(bytes).digest('hex');
    const form = new FormData();
    form.append('alt', ALT);
    form.append('focalX', '0.3');
    form.append('focalY', '0.6');
    form.append('upload', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'whiteboard.png');
    const up = await fetch(`${source.url}/api/staff/content/media`, { method: 'POST', headers: { origin: source.url, cookie: cookie! }, body: form });
    expect(up.status).toBe(201);
    const { asset } = (await up.json()) as { asset: { reference: string; alt: string } };
    reference = asset.reference;
    expect(reference).toBe(`/media/u/${sha}/1000x700-30-60.webp`);

    // The editor's own calls: the draft with the image and its alt text, then publish.
    const [item] = await sql<{ id: string; data: { images: string[]; imageAlts: string[] }; version: number }>(
      source.dataDir,
      `SELECT i.id, v.data, v.id::int AS version FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'case-study' AND i.key = 'coral'`,
    );
    const data = { ...item.data, images: [reference, ...item.data.images.slice(1)], imageAlts: [ALT, ...item.data.imageAlts.slice(1)] };
    const draft = await request(source, `/api/staff/content/items/${item.id}/draft`, { method: 'POST', cookie: cookie!, body: { data, baseVersionId: item.version } });
    expect(draft.status, draft.text).toBe(200);
    const published = await request(source, `/api/staff/content/items/${item.id}/publish`, { method: 'POST', cookie: cookie!, body: {} });
    expect(published.status, published.text).toBe(200);

    exported = path.join(await tmp('content-media-export-'), 'out');
    const r = await content(source, 'export', exported);
    expect(r.code, r.stderr).toBe(0);
    const manifest = JSON.parse(await readFile(path.join(exported, 'manifest.json'), 'utf8'));
    expect(manifest.missingMedia).toEqual([]);
    expect(manifest.uploads[sha]).toEqual({
      kind: 'image',
      originalName: 'whiteboard.png',
      mimeType: 'image/png',
      sizeBytes: bytes.length,
      alt: ALT,
      focal: { x: expect.closeTo(0.3, 5), y: expect.closeTo(0.6, 5) },
      width: 1000,
      height: 700,
      durationMs: null,
      state: 'ready',
      failure: null,
      renditions: ['480.webp', '640.webp', '750.webp', '828.webp', '992.webp'],
      poster: null,
    });
    const uploaded = (await filesUnder(path.join(exported, 'media', 'u', sha))).sort();
    expect(uploaded).toEqual(['480.webp', '640.webp', '750.webp', '828.webp', '992.webp', 'original.png']);
    expect(await readFile(path.join(exported, 'media', 'u', sha, 'original.png'))).toEqual(bytes);
    for (const name of uploaded) {
      const file = await readFile(path.join(exported, 'media', 'u', sha, name));
      expect(manifest.media[`/media/u/${sha}/${name}`]).toEqual({ sha256: createHash('sha256').update(file).digest('hex'), bytes: file.length });
      if (name.endsWith('.webp')) expect(file.equals(Buffer.from(await (await fetch(`${source.url}/media/u/${sha}/${name}`)).arrayBuffer())), name).toBe(true);
    }
    // The reference itself names no file: it is not exported as one, nor reported missing.
    expect(manifest.media[reference]).toBeUndefined();
  }, 120_000);

  it('refuses an export whose uploaded file is broken, or whose upload is not in it, and changes nothing', async () => {
    const before = await counts(target);
    const broken = path.join(await tmp('content-media-broken-'), 'out');
    await cp(exported, broken, { recursive: true });
    const file = path.join(broken, 'media', 'u', sha, '640.webp');
    const bytes = await readFile(file);
    bytes[bytes.length - 1] ^= 0xff;
    await writeFile(file, bytes);
    await writeFile(path.join(broken, 'media', 'u', sha, 'extra.webp'), 'not listed');
    const r = await content(target, 'import', broken, '--publish');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`media/u/${sha}/640.webp: (root): SHA-256`);
    expect(r.stderr).toContain(`media/u/${sha}/extra.webp: (root): not named in the manifest`);
    expect(r.stderr).toContain('Nothing was imported');

    const unlisted = path.join(await tmp('content-media-unlisted-'), 'out');
    await cp(exported, unlisted, { recursive: true });
    const manifest = JSON.parse(await readFile(path.join(unlisted, 'manifest.json'), 'utf8'));
    delete manifest.uploads;
    for (const p of Object.keys(manifest.media)) if (p.startsWith('/media/u/')) delete manifest.media[p];
    await writeFile(path.join(unlisted, 'manifest.json'), JSON.stringify(manifest));
    await rm(path.join(unlisted, 'media', 'u'), { recursive: true });
    const r2 = await content(target, 'import', unlisted, '--publish');
    expect(r2.code).toBe(1);
    expect(r2.stderr).toContain(`case-study/coral.json: images.0: the upload ${sha} is neither in the export nor in this site's media library`);
    expect(await counts(target)).toEqual(before);
  }, 120_000);

  it('imports into a site that keeps files in PostgreSQL: the upload is created and stored, served on the page, and exports to the same bytes', async () => {
    const r = await content(target, 'import', exported, '--publish');
    expect(r.code, r.stderr).toBe(0);
    const [row] = await sql<{ stored_in: string; alt: string; state: string }>(target.dataDir, 'SELECT stored_in, alt, state FROM media_assets WHERE sha256 = $1', [sha]);
    expect(row).toEqual({ stored_in: 'postgres', alt: ALT, state: 'ready' });
    expect((await counts(target)).files).toBeGreaterThanOrEqual(6);

    const rendition = await fetch(`${target.url}/media/u/${sha}/992.webp`);
    expect(rendition.status).toBe(200);
    expect(Buffer.from(await rendition.arrayBuffer()).equals(await readFile(path.join(exported, 'media', 'u', sha, '992.webp')))).toBe(true);
    // The live pipeline shows the published import on the page within seconds.
    const page = await until(async () => {
      const html = await (await fetch(`${target.url}/work/coral`)).text();
      return html.includes(`/media/u/${sha}/`) && html;
    }, 20_000, 500);
    expect(page).toContain(ALT);

    const again = path.join(await tmp('content-media-again-'), 'out');
    const e = await content(target, 'export', again);
    expect(e.code, e.stderr).toBe(0);
    const files = await filesUnder(exported);
    expect(await filesUnder(again)).toEqual(files);
    for (const f of files) expect((await readFile(path.join(again, f))).equals(await readFile(path.join(exported, f))), f).toBe(true);

    // A second import of the same export finds the upload there already and adds no second one.
    expect((await content(target, 'import', exported)).code).toBe(0);
    expect((await sql<{ n: number }>(target.dataDir, 'SELECT count(*)::int AS n FROM media_assets WHERE sha256 = $1', [sha]))[0].n).toBe(1);
  }, 180_000);
});
