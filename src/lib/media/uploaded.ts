/**
 * Uploaded media (docs/content-editing-design.md 3.7): the addresses of an uploaded image's or video's files, and
 * what a reference to one carries. Pure: read by the upload route and the serving route on the server, and by
 * MediaImage and the staff's MediaField in the browser.
 *
 * Every file of an upload lives under its original's SHA-256, so its address never names two contents and may be
 * cached for ever:
 *   /media/u/<sha256>/<width>.webp                     an image's WebP rendition at one of RENDITION_WIDTHS
 *   /media/u/<sha256>/<W>x<H>-<fx>-<fy>.webp           the reference content stores: the image (its largest
 *                                                      rendition), with its pixel size and focal point (percent)
 *   /media/u/<sha256>/poster.webp                      a video's poster (its first frame)
 *   /media/u/<sha256>/master.m3u8, <rung>/index.m3u8,  a video's HLS ladder (1080p/720p/480p, 2 s fMP4 segments)
 *     <rung>/init.mp4, <rung>/seg_NNN.m4s
 *   /media/u/<sha256>/original.mp4                     a video's small progressive MP4 (for cards)
 * The reference carries the size and focal point so that a page renders an uploaded image as it renders any other
 * (width, height, object-position) with no lookup; the alt text comes with the content, as for every image.
 */

export const UPLOADED_PREFIX = '/media/u/';

/** The widths of an image's renditions: next.config.ts's images.deviceSizes (a test keeps the two equal). */
export const RENDITION_WIDTHS = [480, 640, 750, 828, 992, 1080, 1280, 1513, 1920] as const;

export type FocalPoint = { x: number; y: number };
export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

const SHA = '[0-9a-f]{64}';
const REFERENCE = new RegExp(`^/media/u/(${SHA})/(\\d{1,5})x(\\d{1,5})-(\\d{1,3})-(\\d{1,3})\\.webp$`);

/** The rendition widths made for an original `width` px wide: every listed width up to it (never an enlargement), or the original's own when it is narrower than all. */
export function renditionWidths(width: number): number[] {
  const widths: number[] = RENDITION_WIDTHS.filter((w) => w <= width);
  return widths.length ? widths : [Math.max(1, Math.round(width))];
}

/** A focal coordinate as a whole percent (0–100), as references carry it. */
const percent = (v: number) => Math.min(100, Math.max(0, Math.round(v * 100)));

/** The path content stores for an uploaded image. */
export function imageReference(image: { sha256: string; width: number; height: number; focal?: FocalPoint }): string {
  const focal = image.focal ?? CENTRE;
  return `${UPLOADED_PREFIX}${image.sha256}/${image.width}x${image.height}-${percent(focal.x)}-${percent(focal.y)}.webp`;
}

export type UploadedImage = {
  sha256: string;
  width: number;
  height: number;
  focal: FocalPoint;
  /** The renditions that exist, narrowest first, with their addresses. */
  renditions: { width: number; src: string }[];
  /** The largest rendition's address. */
  src: string;
};

/** What a reference made by `imageReference` names, or null for any other path. */
export function parseImageReference(path: string): UploadedImage | null {
  const m = REFERENCE.exec(path);
  if (!m) return null;
  const [, sha256, w, h, fx, fy] = m;
  const width = Number(w);
  const height = Number(h);
  if (!width || !height || Number(fx) > 100 || Number(fy) > 100) return null;
  const renditions = renditionWidths(width).map((rw) => ({ width: rw, src: renditionPath(sha256, rw) }));
  return { sha256, width, height, focal: { x: Number(fx) / 100, y: Number(fy) / 100 }, renditions, src: renditions[renditions.length - 1].src };
}

/**
 * Whether `path` is the one reference the site itself makes for an image (its size and its focal point as stored): no
 * other size or focal point answers, so the image optimiser cannot be made to keep an alias of it for every one.
 */
export const isOwnReference = (path: string, image: { sha256: string; width: number; height: number; focal: FocalPoint }) => imageReference(image) === path;

export const renditionPath = (sha256: string, width: number) => `${UPLOADED_PREFIX}${sha256}/${width}.webp`;

/** `srcset` over an uploaded image's renditions. */
export const uploadedSrcSet = (image: UploadedImage) => image.renditions.map((r) => `${r.src} ${r.width}w`).join(', ');

/** CSS object-position for a focal point: '30% 70%'. */
export const focalPosition = (focal: FocalPoint) => `${percent(focal.x)}% ${percent(focal.y)}%`;

/** The addresses content stores for an uploaded video (the shape of videoSchema in src/content/schema.ts). */
export function videoReference(sha256: string) {
  const base = `${UPLOADED_PREFIX}${sha256}`;
  return { originalFile: `${base}/original.mp4`, sequences: [`${base}/master.m3u8`], poster: `${base}/poster.webp` };
}

export type UploadedFile =
  | { sha256: string; kind: 'rendition'; width: number; name: string }
  | { sha256: string; kind: 'reference'; image: UploadedImage }
  | { sha256: string; kind: 'poster' | 'original' | 'ladder'; name: string };

const FILE = new RegExp(
  `^/media/u/(${SHA})/((\\d{1,5})\\.webp|\\d{1,5}x\\d{1,5}-\\d{1,3}-\\d{1,3}\\.webp|poster\\.webp|original\\.mp4|master\\.m3u8|(?:1080p|720p|480p)/(?:index\\.m3u8|init\\.mp4|seg_\\d{3,5}\\.m4s))$`,
);

/** Which stored file an address under /media/u/ names, or null when it names none that could exist. */
export function uploadedFile(path: string): UploadedFile | null {
  const m = FILE.exec(path);
  if (!m) return null;
  const [, sha256, name, width] = m;
  if (width) return { sha256, kind: 'rendition', width: Number(width), name };
  if (name === 'poster.webp') return { sha256, kind: 'poster', name };
  if (name === 'original.mp4') return { sha256, kind: 'original', name };
  if (name.endsWith('.webp')) {
    const image = parseImageReference(path);
    return image ? { sha256, kind: 'reference', image } : null;
  }
  return { sha256, kind: 'ladder', name };
}

/** The Content-Type of an uploaded file by its name. */
export function uploadedFileType(name: string): string {
  if (name.endsWith('.webp')) return 'image/webp';
  if (name.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  if (name.endsWith('.m4s')) return 'video/iso.segment';
  return 'video/mp4';
}

/** Cache-Control of every uploaded file: its address names its content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const UPLOADED_FILE_OF = new RegExp(`/media/u/(${SHA})/`, 'g');

/**
 * Every upload content data names, with where (the path of keys) and its SHA-256: a media field's value and a link in
 * rich text alike, anywhere in a string (as the media library's "in use" check reads the data: media-edit.ts). The
 * content schemas accept an upload's address only in its one spelling (src/lib/content/site-path.mjs), so none hides.
 */
export function uploadedReferences(data: unknown): { sha256: string; path: (string | number)[] }[] {
  const found: { sha256: string; path: (string | number)[] }[] = [];
  const walk = (v: unknown, at: (string | number)[]) => {
    if (typeof v === 'string') {
      const shas = new Set([...v.matchAll(UPLOADED_FILE_OF)].map((m) => m[1]));
      for (const sha256 of shas) found.push({ sha256, path: at });
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
  };
  walk(data, []);
  return found;
}

/** The SHA-256s of the uploaded images content names by reference (`/media/u/<sha256>/<W>x<H>-<fx>-<fy>.webp`). */
export function referencedImages(data: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      const image = v.startsWith(UPLOADED_PREFIX) ? parseImageReference(v) : null;
      if (image) found.add(image.sha256);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(data);
  return [...found];
}

/**
 * Content data with each uploaded image reference carrying the focal point its upload has now (`focalOf` by SHA-256;
 * an image it does not know keeps the reference's own). A focal point changed in the media library after the content
 * was saved is then the one a page renders, without a new version of every item that names the image. Returns
 * `data` itself when nothing changes.
 */
export function withCurrentFocal<T>(data: T, focalOf: (sha256: string) => FocalPoint | undefined): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const image = v.startsWith(UPLOADED_PREFIX) ? parseImageReference(v) : null;
      const focal = image && focalOf(image.sha256);
      if (!image || !focal) return v;
      const next = imageReference({ sha256: image.sha256, width: image.width, height: image.height, focal });
      return next === v ? v : next;
    }
    if (Array.isArray(v)) {
      const out = v.map(walk);
      return out.some((x, i) => x !== v[i]) ? out : v;
    }
    if (v && typeof v === 'object') {
      let changed = false;
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        out[k] = walk(x);
        if (out[k] !== x) changed = true;
      }
      return changed ? out : v;
    }
    return v;
  };
  return walk(data) as T;
}
