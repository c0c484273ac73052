import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { canonicalJson } from '@/lib/content/canonical';
import { keptToSchema } from '@/lib/content/collections';
import { crossItemIssues, isKindName, KIND_NAMES, mediaPaths, parseItem, type ContentIssue, type KindName, type ParsedItem } from '@/lib/content/kinds';
import type { Db } from '../db/client';
import { EVERY_PAGE, pathsOf } from '@/lib/content/paths';
import { isCollection, listingPath, pagePath } from '@/lib/content/collections';
import { UPLOADED_PREFIX, uploadedReferences } from '@/lib/media/uploaded';
import { contentItems, contentVersions, mediaAssets, mediaJobs } from '../db/schema';
import { configuredMediaStore, mediaStoreNamed } from '../media/store';
import { recordAudit } from '../staff/audit';
import { announceChange } from './changes';
import { moveAddress } from './edit';
import { holdPublishedSet } from './item';

/**
 * Content as files (docs/content-editing-design.md 3.8): `npm run content -- export DIR` and `import DIR`.
 *
 *   DIR/<kind>/<key>.json   an item's published data, exactly its kind's zod input, as canonical JSON
 *   DIR/media/…             the files under public/ the items refer to, at their own paths (/media/x → DIR/media/x)
 *   DIR/media/u/<sha256>/…  every file of each upload the items name (design 3.7: original, renditions, poster,
 *                           HLS ladder), read from the media store it is kept in
 *   DIR/manifest.json       format, items per kind in site order, each media file's SHA-256 and size, and each
 *                           upload's media_assets row as `uploads[<sha256>]` (alt, focal point, size, kind, state…)
 * Import checks every file's SHA-256 before anything is written, then creates the uploads' rows and stores their
 * files through the configured store (STORAGE) in the content's own transaction.
 */
export const CONTENT_FORMAT = 1;
const MANIFEST = 'manifest.json';
/** A key is a slug or a kind's name: safe as a file name. */
const SAFE_KEY = /^[a-z0-9][a-z0-9-]*$/;

type Manifest = {
  format: number;
  counts: Record<string, number>;
  order: Record<string, string[]>;
  media: Record<string, { sha256: string; bytes: number }>;
  missingMedia: string[];
  uploads?: Record<string, Upload>;
};

/** What an export keeps of an upload's media_assets row: everything but who, when and where it was stored. */
const uploadSchema = z.strictObject({
  kind: z.enum(['image', 'video']),
  originalName: z.string().min(1).max(300),
  mimeType: z.string().min(1).max(100),
  sizeBytes: z.number().int().nonnegative(),
  alt: z.string().max(1000),
  focal: z.strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  durationMs: z.number().int().nonnegative().nullable(),
  state: z.enum(['ready', 'processing', 'failed']),
  failure: z.string().nullable(),
  renditions: z.array(z.string()),
  poster: z.string().nullable(),
});
type Upload = z.infer<typeof uploadSchema>;
const SHA256 = /^[0-9a-f]{64}$/;

/** Copies a readable into `target`, giving its SHA-256 and size. */
async function copyCounting(stream: NodeJS.ReadableStream, target: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await mkdir(path.dirname(target), { recursive: true });
  await pipeline(stream, count, createWriteStream(target, { flags: 'wx' }));
  return { sha256: hash.digest('hex'), bytes };
}

/** Writes every file of each upload the items name into DIR/media/u/<sha256>/ and its row into the manifest. */
async function exportUploads(db: Db, dir: string, shas: string[], manifest: Manifest): Promise<void> {
  const uploads: Record<string, Upload> = {};
  for (const sha of shas) {
    const [row] = await db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.sha256, sha))
      .orderBy(sql`(${mediaAssets.state} = 'ready') DESC`, desc(mediaAssets.createdAt))
      .limit(1);
    if (!row) {
      manifest.missingMedia.push(`${UPLOADED_PREFIX}${sha}/`);
      continue;
    }
    const store = mediaStoreNamed(row.storedIn);
    for (const name of await store.list(sha)) {
      const p = `${UPLOADED_PREFIX}${sha}/${name}`;
      const { stream } = await store.open(sha, name);
      manifest.media[p] = await copyCounting(stream, path.join(dir, p));
    }
    uploads[sha] = {
      kind: row.kind,
      originalName: row.originalName,
      mimeType: row.mimeType,
      sizeBytes: row.sizeBytes,
      alt: row.alt,
      focal: { x: row.focalX, y: row.focalY },
      width: row.width,
      height: row.height,
      durationMs: row.durationMs,
      state: row.state,
      failure: row.failure,
      renditions: row.renditions,
      poster: row.poster,
    };
  }
  if (Object.keys(uploads).length) manifest.uploads = uploads;
}

/** Every published item: kind, key, position and data, kinds by name and each kind in its order. */
async function publishedItems(db: Db) {
  return db
    .select({ id: contentItems.id, kind: contentItems.kind, key: contentItems.key, position: contentItems.position, data: contentVersions.data })
    .from(contentItems)
    .innerJoin(contentVersions, eq(contentVersions.id, contentItems.publishedVersionId))
    .where(isNotNull(contentItems.publishedVersionId))
    .orderBy(asc(contentItems.kind), asc(contentItems.position), asc(contentItems.key));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export class ContentFilesError extends Error {}

/** Writes the published content into DIR (which must not exist or be empty). */
export async function exportContent(db: Db, dir: string, publicDir: string): Promise<{ items: number; media: number; missingMedia: string[] }> {
  const existing = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  if (existing.length) throw new ContentFilesError(`${dir} is not empty: export into a new or empty folder`);
  const items = await publishedItems(db);
  const manifest: Manifest = { format: CONTENT_FORMAT, counts: {}, order: {}, media: {}, missingMedia: [] };
  const media = new Set<string>();
  const uploads = new Set<string>();
  for (const item of items) {
    if (!isKindName(item.kind) || !SAFE_KEY.test(item.key)) throw new ContentFilesError(`cannot export ${item.kind}/${item.key}: not a known kind and key`);
    await mkdir(path.join(dir, item.kind), { recursive: true });
    await writeFile(path.join(dir, item.kind, `${item.key}.json`), canonicalJson(item.data), { flag: 'wx' });
    manifest.counts[item.kind] = (manifest.counts[item.kind] ?? 0) + 1;
    (manifest.order[item.kind] ??= []).push(item.key);
    for (const p of mediaPaths(item.data)) if (!p.startsWith(UPLOADED_PREFIX)) media.add(p);
    for (const ref of uploadedReferences(item.data)) uploads.add(ref.sha256);
  }
  await exportUploads(db, dir, [...uploads].sort(), manifest);
  for (const p of [...media].sort()) {
    const source = path.join(publicDir, p);
    const bytes = await readFile(source).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'EISDIR') return null;
      throw err;
    });
    if (!bytes) {
      manifest.missingMedia.push(p);
      continue;
    }
    const target = path.join(dir, p);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(source, target);
    manifest.media[p] = { sha256: sha256(bytes), bytes: bytes.length };
  }
  await writeFile(path.join(dir, MANIFEST), canonicalJson(manifest), { flag: 'wx' });
  return { items: items.length, media: Object.keys(manifest.media).length, missingMedia: manifest.missingMedia };
}

/** One line of a refusal: `file: field.path: message`. */
export type ImportProblem = { file: string; path: string; message: string };
const fieldPath = (p: (string | number)[]) => (p.length ? p.join('.') : '(root)');

type ReadItem = { file: string; kind: KindName; key: string; raw: unknown; parsed?: ParsedItem };

/** Reads and checks DIR as a whole; nothing is written. */
async function readExport(
  db: Db,
  dir: string,
  deleteMissing: boolean,
): Promise<{ items: ReadItem[]; manifest?: Manifest; uploads: Record<string, Upload>; problems: ImportProblem[]; missing: MissingItem[] }> {
  const problems: ImportProblem[] = [];
  const problem = (file: string, p: (string | number)[], message: string) => problems.push({ file, path: fieldPath(p), message });
  let manifest: Manifest | undefined;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
    if (manifest?.format !== CONTENT_FORMAT) problem(MANIFEST, ['format'], `this version reads format ${CONTENT_FORMAT}`);
  } catch (err) {
    problem(MANIFEST, [], (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing: not a content export' : `not JSON: ${(err as Error).message}`);
  }

  const items: ReadItem[] = [];
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === MANIFEST || (entry.name === 'media' && entry.isDirectory())) continue;
    if (!entry.isDirectory() || !isKindName(entry.name)) {
      problem(entry.name, [], `not a kind of content (the kinds: ${KIND_NAMES.join(', ')})`);
      continue;
    }
    const kind = entry.name;
    for (const name of (await readdir(path.join(dir, kind))).sort()) {
      const file = `${kind}/${name}`;
      const key = name.replace(/\.json$/, '');
      if (!name.endsWith('.json') || !SAFE_KEY.test(key)) {
        problem(file, [], 'not an item: items are <key>.json, the key in lower case letters, digits and hyphens');
        continue;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(path.join(dir, kind, name), 'utf8'));
      } catch (err) {
        problem(file, [], `not JSON: ${(err as Error).message}`);
        continue;
      }
      const { parsed, issues } = parseItem(kind, raw, key);
      for (const i of issues) problem(file, i.path, i.message);
      items.push({ file, kind, key, raw, parsed });
    }
  }

  // The media the export carries must be the bytes it names.
  for (const [p, want] of Object.entries(manifest?.media ?? {})) {
    const bytes = /^\/media\/[\w\-./]+$/.test(p) && !p.includes('..') ? await readFile(path.join(dir, p)).catch(() => null) : null;
    if (!bytes) problem(MANIFEST, ['media', p], 'the file is not in the export');
    else if (sha256(bytes) !== want?.sha256) problem(p.slice(1), [], `SHA-256 ${sha256(bytes)} differs from the manifest's ${want?.sha256}`);
  }

  // Uploads: each one's row is well formed, every file under media/u/ is one the manifest names (so checked above),
  // and every upload an item names is in the export or already in this database.
  const uploads: Record<string, Upload> = {};
  for (const [sha, raw] of Object.entries(manifest?.uploads ?? {})) {
    const parsed = uploadSchema.safeParse(raw);
    if (!SHA256.test(sha)) problem(MANIFEST, ['uploads', sha], 'not a SHA-256');
    else if (!parsed.success) for (const i of parsed.error.issues) problem(MANIFEST, ['uploads', sha, ...(i.path as (string | number)[])], i.message);
    else if (!Object.keys(manifest?.media ?? {}).some((p) => p.startsWith(`${UPLOADED_PREFIX}${sha}/`))) problem(MANIFEST, ['uploads', sha], 'the upload has no files in the export');
    else uploads[sha] = parsed.data;
  }
  const uploadedDir = path.join(dir, 'media', 'u');
  const onDisk = await readdir(uploadedDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of onDisk.filter((e) => e.isFile())) {
    const p = `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`;
    if (!manifest?.media?.[p]) problem(p.slice(1), [], 'not named in the manifest, so it cannot be checked');
    else if (!uploads[p.split('/')[3]]) problem(p.slice(1), [], 'not a file of an upload the manifest lists');
  }
  const named = items.flatMap((i) => uploadedReferences(i.raw).map((ref) => ({ ...ref, file: i.file })));
  const missing = named.filter((ref) => !uploads[ref.sha256]);
  const known = missing.length
    ? new Set((await db.selectDistinct({ sha256: mediaAssets.sha256 }).from(mediaAssets).where(inArray(mediaAssets.sha256, [...new Set(missing.map((r) => r.sha256))]))).map((r) => r.sha256))
    : new Set<string>();
  for (const ref of missing) if (!known.has(ref.sha256)) problem(ref.file, ref.path, `the upload ${ref.sha256} is neither in the export nor in this site's media library`);

  // The rules across items, over the content as it would be: these items over what is published now.
  const imported = items.filter((i) => i.parsed);
  const taken = new Set(items.flatMap((i) => [`${i.kind}/${i.key}`, ...(i.parsed ? [`${i.kind}/${i.parsed.key}`] : [])]));
  // With deleteMissing, the collections' items that have been published and that the export does not have go: they
  // are not part of the content to check. A draft never published is nobody's export yet, and stays.
  const absent: MissingItem[] = deleteMissing
    ? (await db.select({ id: contentItems.id, kind: contentItems.kind, key: contentItems.key, status: contentItems.status, published: contentItems.publishedVersionId }).from(contentItems))
        .filter((r) => isKindName(r.kind) && isCollection(r.kind) && r.published !== null && !taken.has(`${r.kind}/${r.key}`))
        .map((r) => ({ id: r.id, kind: r.kind as KindName, key: r.key, wasPublished: r.published !== null }))
    : [];
  const gone = new Set(absent.map((m) => `${m.kind}/${m.key}`));
  const current: ParsedItem[] = [];
  for (const row of await publishedItems(db)) {
    if (!isKindName(row.kind) || taken.has(`${row.kind}/${row.key}`) || gone.has(`${row.kind}/${row.key}`)) continue;
    const { parsed } = parseItem(row.kind, row.data, row.key);
    if (parsed) current.push(parsed);
  }
  const filesOf = (issue: ContentIssue) => imported.filter((i) => i.kind === issue.kind && i.parsed!.key === issue.key).map((i) => i.file);
  for (const issue of crossItemIssues([...imported.map((i) => i.parsed!), ...current])) {
    const files = filesOf(issue);
    for (const file of files.length ? files : [`(published) ${issue.kind}/${issue.key}`]) problem(file, issue.path, issue.message);
  }
  return { items, manifest, uploads, problems, missing: absent };
}

/**
 * Loads DIR as new versions: drafts, or published with `publish`. Every file is checked (its kind's schema, its key,
 * the rules across items) before anything is written; then everything is written in one transaction with one audit
 * entry. Any problem writes nothing and is returned, one per file and field.
 */
export async function importContent(
  db: Db,
  dir: string,
  { publish, deleteMissing = false }: { publish: boolean; deleteMissing?: boolean },
): Promise<{ problems: ImportProblem[]; items: number; deleted: string[] }> {
  const { items, manifest, uploads, problems, missing } = await readExport(db, dir, deleteMissing);
  if (problems.length) return { problems, items: 0, deleted: [] };
  const store = configuredMediaStore();
  const written: string[] = []; // uploads whose files this import put on disk: removed again if it fails
  try {
    await db.transaction(async (tx) => {
      await holdPublishedSet(tx);
      await importUploads(tx, dir, uploads, store, written);
      await importItems(tx, items, manifest, publish);
      await deleteItems(tx, missing);
    });
  } catch (err) {
    for (const sha of written) await store.discard(sha).catch(() => undefined);
    throw err;
  }
  return { problems: [], items: items.length, deleted: missing.map((m) => `${m.kind}/${m.key}`) };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type MissingItem = { id: string; kind: KindName; key: string; wasPublished: boolean };

/**
 * `--delete-missing`: the collections' published (or unpublished) items the export does not have are deleted, as the editor deletes them (their
 * versions go; a page that was published sends its address to its kind's listing), with one audit entry each.
 */
async function deleteItems(tx: Tx, missing: MissingItem[]) {
  if (!missing.length) return;
  const paths: string[] = [];
  for (const m of missing) {
    const from = pagePath(m.kind, m.key);
    const to = listingPath(m.kind);
    if (m.wasPublished && from && to) await moveAddress(tx, null, null, from, to);
    await tx.delete(contentItems).where(eq(contentItems.id, m.id));
    await recordAudit(tx, { staff: null, action: 'content-delete', itemId: m.id, detail: { kind: m.kind, key: m.key, item: `${m.kind}: ${m.key}`, versionId: 0 } });
    paths.push(...pathsOf(m.kind, m.key), ...(from ? [from] : []));
  }
  await announceChange(tx, { paths, items: missing.map((m) => m.id) });
}

/** Creates the rows of the uploads this database does not have, and stores their files (checked: readExport). */
async function importUploads(tx: Db, dir: string, uploads: Record<string, Upload>, store: ReturnType<typeof configuredMediaStore>, written: string[]) {
  for (const [sha, u] of Object.entries(uploads).sort(([a], [b]) => a.localeCompare(b))) {
    const [existing] = await tx.select({ id: mediaAssets.id }).from(mediaAssets).where(eq(mediaAssets.sha256, sha)).limit(1);
    if (existing) continue; // the same bytes are already in the library, with their files
    if (store.name === 'disk') written.push(sha);
    await store.putDir(tx, sha, path.join(dir, 'media', 'u', sha));
    const id = randomUUID();
    await tx.insert(mediaAssets).values({
      id,
      sha256: sha,
      storedIn: store.name,
      kind: u.kind,
      originalName: u.originalName,
      mimeType: u.mimeType,
      sizeBytes: u.sizeBytes,
      alt: u.alt,
      focalX: u.focal.x,
      focalY: u.focal.y,
      width: u.width,
      height: u.height,
      durationMs: u.durationMs,
      state: u.state,
      failure: u.failure,
      renditions: u.renditions,
      poster: u.poster,
      readyAt: u.state === 'ready' ? new Date() : null,
    });
    // A video still being prepared where it was exported is prepared here (its source.mp4 came with it).
    if (u.kind === 'video' && u.state === 'processing') await tx.insert(mediaJobs).values({ assetId: id });
  }
}

async function importItems(tx: Db, items: ReadItem[], manifest: Manifest | undefined, publish: boolean) {
  {
    const itemIds: string[] = [];
    for (const item of items) {
      const order = manifest?.order?.[item.kind];
      const position = order?.includes(item.key) ? order.indexOf(item.key) : undefined;
      let [row] = await tx
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(and(eq(contentItems.kind, item.kind), eq(contentItems.key, item.key)))
        .for('update');
      if (!row) {
        const [{ n }] = await tx
          .select({ n: sql<number>`coalesce(max(${contentItems.position}) + 1, 0)::int` })
          .from(contentItems)
          .where(eq(contentItems.kind, item.kind));
        row = { id: randomUUID() };
        await tx.insert(contentItems).values({ id: row.id, kind: item.kind, key: item.key, position: position ?? n, status: 'draft' });
      }
      const [version] = await tx
        .insert(contentVersions)
        .values({ itemId: row.id, data: keptToSchema(item.kind, item.raw), source: 'import', note: `npm run content -- import${publish ? ' --publish' : ''}` })
        .returning({ id: contentVersions.id });
      await tx
        .update(contentItems)
        .set({
          ...(publish ? { publishedVersionId: version.id, draftVersionId: null, status: 'published' as const } : { draftVersionId: version.id }),
          ...(position === undefined ? {} : { position }),
          updatedAt: new Date(),
        })
        .where(eq(contentItems.id, row.id));
      itemIds.push(row.id);
    }
    if (publish) await announceChange(tx, { paths: [EVERY_PAGE], items: itemIds });
    await recordAudit(tx, { staff: null, action: 'content-import', detail: { items: items.length, published: publish ? 1 : 0 } });
  }
}
