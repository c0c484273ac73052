import 'server-only';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { mediaCopy } from '@/content/media-library';
import { fillTemplate } from '@/lib/copy/template';
import { UPLOAD_FIELD } from '@/lib/forms/limits.mjs';
import { imageRefusal, MAX_IMAGE_PIXELS, videoRefusal } from '@/lib/media/media-limits';
import { checkMediaFields } from '@/lib/media/upload-fields';
import { imageReference, renditionWidths, videoReference, type FocalPoint } from '@/lib/media/uploaded';
import type { Staff } from '../auth/session';
import { getDb } from '../db/client';
import { mediaAssets, mediaJobs } from '../db/schema';
import { kickMediaJobs } from '../media/jobs';
import { configuredMediaStore, lockMediaSha } from '../media/store';
import { receiveMedia, type ReceivedMedia } from '../media/upload';
import { mediaWork } from '../media/work';
import { makePoster, probeVideo, TranscodeError } from '../media/video';
import { newWorkDir, removeDir } from '../storage';
import { recordAudit } from '../staff/audit';
import { SubmissionError } from '../submissions/errors';
import { log } from '../ops/log.mjs';

// One libvips thread and no operation cache, as the image optimiser runs (next.config.ts, experimental.imgOpt*).
sharp.concurrency(1);
sharp.cache(false);

/** WebP quality of the renditions: the site's image quality (SPEC §9). */
const WEBP_QUALITY = 80;

export type MediaAsset = {
  id: string;
  kind: 'image' | 'video';
  sha256: string;
  alt: string;
  focal: FocalPoint;
  width: number;
  height: number;
  durationMs: number | null;
  state: 'ready' | 'processing' | 'failed';
  failure: string | null;
  sizeBytes: number;
  originalName: string;
  createdAt: string;
  createdBy: string | null;
  /** What content stores to name it: an image's path, or a video's { originalFile, sequences, poster }. */
  reference: string;
  video: ReturnType<typeof videoReference> | null;
  /** A small picture for lists: an image's narrowest rendition, a video's poster. */
  thumbnail: string;
};

type Row = typeof mediaAssets.$inferSelect;

export function assetOf(row: Row): MediaAsset {
  const focal = { x: row.focalX, y: row.focalY };
  const video = row.kind === 'video' ? videoReference(row.sha256) : null;
  const reference = video ? video.sequences[0] : imageReference({ sha256: row.sha256, width: row.width, height: row.height, focal });
  const narrowest = renditionWidths(row.width)[0];
  return {
    id: row.id,
    kind: row.kind,
    sha256: row.sha256,
    alt: row.alt,
    focal,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    state: row.state,
    failure: row.failure,
    sizeBytes: row.sizeBytes,
    originalName: row.originalName,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByEmail,
    reference,
    video,
    thumbnail: video ? video.poster : `/media/u/${row.sha256}/${narrowest}.webp`,
  };
}

/** What the media library and its picker ask for: words in the alt text or the file's name, one kind. */
export type MediaQuery = { search?: string; kind?: 'image' | 'video'; limit?: number };

/** The newest uploads first (the media library, and its picker: `search` matches alt text or file name, any case). */
export async function listMedia({ search, kind, limit = 200 }: MediaQuery = {}): Promise<MediaAsset[]> {
  const db = await getDb();
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const like = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    kind ? eq(mediaAssets.kind, kind) : undefined,
    ...words.map((word) => or(ilike(mediaAssets.alt, like(word)), ilike(mediaAssets.originalName, like(word)))),
  );
  const rows = await db.select().from(mediaAssets).where(where).orderBy(desc(mediaAssets.createdAt)).limit(limit);
  return rows.map(assetOf);
}

/** Where an upload is now, for the pages that wait on it (GET /api/staff/content/media/status). */
export type MediaStatus = Pick<MediaAsset, 'id' | 'sha256' | 'state' | 'failure' | 'thumbnail'>;

/**
 * The state of the uploads named by id or by SHA-256 (a field knows the files it names, a fresh upload its id): for
 * the library's rows and the editor's fields, which ask again while one is processing. Unknown ones are left out.
 */
export async function mediaStatus(ids: string[], sha256s: string[]): Promise<MediaStatus[]> {
  if (!ids.length && !sha256s.length) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(or(ids.length ? inArray(mediaAssets.id, ids) : undefined, sha256s.length ? inArray(mediaAssets.sha256, sha256s) : undefined));
  return rows.map(assetOf).map(({ id, sha256, state, failure, thumbnail }) => ({ id, sha256, state, failure, thumbnail }));
}

const refuse = (status: 400 | 413 | 415, field: string, message: string) => new SubmissionError(status, message, { [field]: message });

/**
 * The original's WebP renditions into `out` (`<width>.webp`); returns the picture's size after EXIF rotation. Its
 * header is read first (nothing decoded) and a picture over the limits (src/lib/media/media-limits.ts) is refused with
 * the reason. Then, one at a time across requests (./work), it is decoded once, read as it streams and shrunk to the
 * widest rendition (a truncated or corrupt file is refused here, not on a visitor's page), and every rendition is made
 * from that: memory holds about one rendition's pixels, not the original's.
 */
async function imageRenditions(file: ReceivedMedia, out: string): Promise<{ width: number; height: number; widths: number[] }> {
  const unreadable = () => refuse(415, UPLOAD_FIELD, fillTemplate(mediaCopy.errors.notImage, { name: file.displayName }));
  let meta: Metadata;
  try {
    // The header only: its size is judged below, with the reason, rather than refused here unread.
    meta = await sharp(file.tmpPath, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  const refusal = imageRefusal(file.displayName, meta);
  if (refusal) throw refuse(413, UPLOAD_FIELD, refusal);
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height! : meta.width!;
  const height = turned ? meta.width! : meta.height!;
  const widths = renditionWidths(width);
  return mediaWork(async () => {
    let decoded: { data: Buffer; info: OutputInfo };
    try {
      decoded = await sharp(file.tmpPath, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false, sequentialRead: true })
        .rotate()
        .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw unreadable();
    }
    const { data, info } = decoded;
    for (const w of widths) {
      await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, smartSubsample: true })
        .toFile(path.join(out, `${w}.webp`));
    }
    return { width, height, widths };
  });
}

/**
 * POST /api/staff/content/media: one image or MP4 with its alt text and focal point. The body streams through
 * busboy into a temp folder (type from the bytes, size limit by kind); the fields are checked (alt text required);
 * an image gets its WebP renditions at once, a video its poster (the ladder is a job: src/server/media/jobs.ts).
 * Then one transaction inserts the asset row (and the job), records the upload in the audit log and puts the files
 * into the media store. Any refusal leaves no row and no file. 201 with the asset.
 */
export async function acceptMediaUpload(request: Request, staff: Staff): Promise<MediaAsset> {
  const work = await newWorkDir();
  const store = configuredMediaStore();
  let sha: string | null = null;
  let stored = false;
  try {
    const { fields, file } = await receiveMedia(request.body, request.headers.get('content-type'), work);
    const checked = checkMediaFields(fields);
    if (!checked.ok || !file) {
      const errors = { ...(checked.ok ? {} : checked.fields), ...(file ? {} : { [UPLOAD_FIELD]: mediaCopy.errors.fileRequired }) };
      throw new SubmissionError(400, Object.values(errors)[0], errors);
    }
    const out = path.join(work, 'files');
    await mkdir(out, { recursive: true });
    const id = randomUUID();
    const asset = file.kind === 'image' ? await prepareImage(file, out) : await prepareVideo(file, out);
    const db = await getDb();
    sha = file.sha256;
    const existed = await db.execute(sql`SELECT 1 FROM media_assets WHERE sha256 = ${sha} LIMIT 1`);
    stored = Boolean(existed.rows.length); // the files are there already: never discard them on a failure
    const [row] = await db.transaction(async (tx) => {
      await lockMediaSha(tx, file.sha256);
      const rows = await tx
        .insert(mediaAssets)
        .values({
          id,
          sha256: file.sha256,
          storedIn: store.name,
          originalName: file.displayName,
          mimeType: file.mime,
          sizeBytes: file.sizeBytes,
          alt: checked.value.alt,
          focalX: checked.value.focal.x,
          focalY: checked.value.focal.y,
          createdBy: staff.id,
          createdByEmail: staff.email,
          ...asset,
        })
        .returning();
      if (file.kind === 'video') await tx.insert(mediaJobs).values({ assetId: id });
      await recordAudit(tx, { staff, action: 'media-upload', detail: { id, kind: file.kind, sha256: file.sha256, bytes: file.sizeBytes } });
      await store.putDir(tx, file.sha256, out);
      return rows;
    });
    stored = true;
    if (file.kind === 'video') kickMediaJobs();
    log.info({ event: 'media-upload', id, kind: file.kind, bytes: file.sizeBytes }, `media uploaded: ${file.kind}, ${file.sizeBytes} bytes`);
    return assetOf(row);
  } catch (err) {
    if (sha && !stored) await store.discard(sha).catch(() => undefined);
    throw err;
  } finally {
    await removeDir(work);
  }
}

async function prepareImage(file: ReceivedMedia, out: string) {
  const { width, height, widths } = await imageRenditions(file, out);
  await copyFile(file.tmpPath, path.join(out, `original.${extensionOf(file)}`));
  return { kind: 'image' as const, width, height, state: 'ready' as const, renditions: widths.map((w) => `${w}.webp`), readyAt: new Date() };
}

/**
 * A video's header is read first (ffmpeg, in a child process): one over the limits (src/lib/media/media-limits.ts:
 * length, size, frame rate) or that does not state its length is refused with the reason, before its poster is made.
 * Both take their turn with the other uploads' decoding (./work).
 */
async function prepareVideo(file: ReceivedMedia, out: string) {
  const unreadable = () => refuse(415, UPLOAD_FIELD, fillTemplate(mediaCopy.errors.notVideo, { name: file.displayName }));
  const probe = await mediaWork(async () => {
    let found;
    try {
      found = await probeVideo(file.tmpPath);
    } catch (err) {
      if (err instanceof TranscodeError) throw unreadable();
      throw err;
    }
    if (!found) throw unreadable();
    const refusal = videoRefusal(file.displayName, found);
    if (refusal) throw refuse(413, UPLOAD_FIELD, refusal);
    try {
      await makePoster(file.tmpPath, out);
    } catch (err) {
      if (err instanceof TranscodeError) throw unreadable();
      throw err;
    }
    return found;
  });
  await copyFile(file.tmpPath, path.join(out, 'source.mp4'));
  return { kind: 'video' as const, width: probe.width, height: probe.height, durationMs: probe.durationMs, state: 'processing' as const, poster: 'poster.webp' };
}

const extensionOf = (file: ReceivedMedia) => file.displayName.slice(file.displayName.lastIndexOf('.') + 1).toLowerCase();

/** Ready assets by SHA-256, for the serving route: a ready upload never changes, so it is looked up once per process. */
const READY = new Map<string, Row>();
const READY_KEPT = 2000;

/** One asset, for the serving route: what the newest row of a SHA-256 says (its store, its state). */
export async function assetBySha(sha256: string, { fresh = false } = {}): Promise<Row | null> {
  const known = fresh ? undefined : READY.get(sha256);
  if (known) return known;
  const db = await getDb();
  const rows = await db.select().from(mediaAssets).where(eq(mediaAssets.sha256, sha256)).orderBy(desc(mediaAssets.createdAt)).limit(5);
  const row = rows.find((r) => r.state === 'ready') ?? rows[0] ?? null;
  if (row?.state === 'ready') {
    READY.delete(sha256);
    if (READY.size >= READY_KEPT) READY.delete(READY.keys().next().value as string);
    READY.set(sha256, row);
  }
  return row;
}

/** Forgets a SHA-256's row (its upload was deleted, or its file could not be opened): the next request looks again. */
export function forgetReady(sha256: string): void {
  READY.delete(sha256);
}

