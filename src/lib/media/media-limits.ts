/**
 * What an upload may be before the server decodes it, and how long a video's ladder may take: the limits the upload
 * route checks from a file's header (an image's size and sample format, a video's length, size and frame rate) and
 * the video jobs' time limit. Pure: the staff's MediaField states the same limits in its hint.
 */
import { mediaCopy } from '@/content/media-library';
import { fillTemplate } from '@/lib/copy/template';

/** An image: at most 50 megapixels (a large photo; more is a decompression bomb, not a photo). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** …taking at most 200 MB once decoded (50 megapixels of 8-bit RGBA; a 16-bit picture may have half as many). */
export const MAX_IMAGE_DECODED_BYTES = 200 * 1024 * 1024;
/** …whose longer side is at most 8 times its shorter (a 1920 px rendition stays within WebP's 16,383 px). */
export const MAX_IMAGE_ASPECT = 8;

/** A video: at most 10 minutes long, 4096 px on its longer side, 1 to 120 frames a second. */
export const MAX_VIDEO_MS = 10 * 60 * 1000;
export const MAX_VIDEO_SIDE = 4096;
export const MIN_VIDEO_FPS = 1;
export const MAX_VIDEO_FPS = 120;

/** The limits as the upload hints state them. */
export const UPLOAD_LIMITS = { megapixels: MAX_IMAGE_PIXELS / 1_000_000, minutes: MAX_VIDEO_MS / 60_000, side: MAX_VIDEO_SIDE, fps: `${MIN_VIDEO_FPS}–${MAX_VIDEO_FPS}` };

const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

export type ImageHeader = { width?: number; height?: number; channels?: number; depth?: string };

const megapixels = (n: number) => (Math.round(n / 100_000) / 10).toLocaleString('en-GB');

/**
 * Why an image, by its header, is not taken (a sentence naming the file), or null. Nothing is decoded to know it.
 */
export function imageRefusal(name: string, header: ImageHeader): string | null {
  const { width = 0, height = 0 } = header;
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1) return fillTemplate(mediaCopy.errors.notImage, { name });
  const pixels = width * height;
  if (pixels > MAX_IMAGE_PIXELS) return fillTemplate(mediaCopy.errors.imagePixels, { name, mp: megapixels(pixels), max: megapixels(MAX_IMAGE_PIXELS) });
  const decoded = pixels * Math.max(1, header.channels ?? 4) * (BYTES_PER_SAMPLE[header.depth ?? 'uchar'] ?? 8);
  if (decoded > MAX_IMAGE_DECODED_BYTES) {
    return fillTemplate(mediaCopy.errors.imageDecoded, { name, mb: Math.ceil(decoded / (1024 * 1024)), max: MAX_IMAGE_DECODED_BYTES / (1024 * 1024) });
  }
  if (Math.max(width, height) > MAX_IMAGE_ASPECT * Math.min(width, height)) return fillTemplate(mediaCopy.errors.imageAspect, { name, width, height, max: MAX_IMAGE_ASPECT });
  return null;
}

export type VideoProbe = { width: number; height: number; durationMs: number | null; fps: number | null };

/** Why a video, as ffmpeg reads its header, is not taken (a sentence naming the file), or null. */
export function videoRefusal(name: string, probe: VideoProbe): string | null {
  const { width, height, durationMs, fps } = probe;
  if (durationMs === null || !Number.isFinite(durationMs) || durationMs <= 0) return fillTemplate(mediaCopy.errors.videoNoLength, { name });
  if (durationMs > MAX_VIDEO_MS) return fillTemplate(mediaCopy.errors.videoLength, { name, length: clock(durationMs), max: clock(MAX_VIDEO_MS) });
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 2 || height < 2) return fillTemplate(mediaCopy.errors.notVideo, { name });
  if (Math.max(width, height) > MAX_VIDEO_SIDE) return fillTemplate(mediaCopy.errors.videoSize, { name, width, height, max: MAX_VIDEO_SIDE });
  if (fps === null || !Number.isFinite(fps) || fps < MIN_VIDEO_FPS || fps > MAX_VIDEO_FPS) {
    return fillTemplate(mediaCopy.errors.videoRate, { name, fps: fps === null || !Number.isFinite(fps) ? '?' : String(Math.round(fps * 100) / 100), min: MIN_VIDEO_FPS, max: MAX_VIDEO_FPS });
  }
  return null;
}

/** A length as the staff read it: `9:59`, `10:00:00`. */
export function clock(ms: number): string {
  const total = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * The video jobs' time limit: MEDIA_JOB_TIME_FACTOR times the video's length (default 20), at least MEDIA_JOB_MIN_S
 * seconds (default 120), of the encoder's processor time. The encoder runs at nice 19, so on a busy machine it waits
 * for a core as long as the site needs them: the time it waits is not held against the video.
 */
export type JobTimeLimit = { factor: number; minMs: number };

export function jobTimeLimit(env: Record<string, string | undefined>): JobTimeLimit {
  const number = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number (got ${JSON.stringify(raw)})`);
    return n;
  };
  return { factor: number('MEDIA_JOB_TIME_FACTOR', 20), minMs: number('MEDIA_JOB_MIN_S', 120) * 1000 };
}

/** How much processor time one video's ladder may use: its length times the factor, at least the minimum. */
export const jobTimeLimitMs = (durationMs: number, limit: JobTimeLimit) => Math.round(Math.max(limit.minMs, durationMs * limit.factor));

/** The least a ladder may run by the clock, however little processor time it was allowed: an hour. */
export const JOB_STALL_MIN_MS = 3_600_000;
/** The longest a Node timer waits (about 24.8 days): one set for longer fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * How long by the clock a ladder allowed `cpuLimitMs` of processor time may run before it is taken for stalled (an
 * encoder that neither uses its time nor ends would hold the machine's one transcode for ever): ten times that, at
 * least an hour, at most MAX_TIMER_MS (a large MEDIA_JOB_TIME_FACTOR must not stop every ladder at once).
 */
export const jobStallMs = (cpuLimitMs: number) => Math.min(MAX_TIMER_MS, Math.max(JOB_STALL_MIN_MS, 10 * cpuLimitMs));

/**
 * The processor time, user and system, a process has used, from its `/proc/<pid>/stat` line (Linux): fields 14 and
 * 15, in clock ticks of 1/100 s. The second field, the command's name, is in brackets and may hold spaces and
 * brackets itself, so the fields are counted from the last `)`. Null when the line is not one.
 */
export function processorMsFromStat(stat: string): number | null {
  const end = stat.lastIndexOf(')');
  if (end < 0) return null;
  const fields = stat.slice(end + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return Number.isInteger(utime) && Number.isInteger(stime) && fields[11] !== '' && fields[12] !== '' ? (utime + stime) * 10 : null;
}
