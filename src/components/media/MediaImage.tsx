/**
 * MediaImage: the one image component (server component; use it from server components or pass it as children).
 *
 *   <MediaImage src="/media/images/work/coral-1.webp" alt="…" width={1452} height={890} sizes="(max-width: 991px) 100vw, 50vw" />
 *   <MediaImage src="…" alt="" fill sizes="100vw" preload />
 *
 * Without MEDIA_BASE_URL: Next's own optimizer (AVIF/WebP, quality 80) through getImageProps, rendered as a plain
 * <img>: the same srcset, sizes and lazy loading as next/image, but no client component, so images add no
 * JavaScript and nothing to hydrate. `preload` (or `priority`) marks the page's LCP image: a <link rel=preload>
 * with fetchpriority=high, and the <img> loads eagerly at high priority.
 * With MEDIA_BASE_URL (read at build/render time on the server): a <picture> whose sources ask the external
 * media service for `${MEDIA_BASE_URL}${src}/m/{w}x{h}/filters:quality(80)`, one size per viewport band
 * (under 480, 480–991, 992–1512, 1513 and up). `fraction` is the share of the viewport width the image spans
 * (default 1) and sets those sizes; `width`/`height` (or `intrinsic` with `fill`) give the aspect ratio.
 * An uploaded image (`/media/u/…`, src/lib/media/uploaded.ts) always uses its own WebP renditions and focal point.
 */
import { getImageProps, type ImageProps } from 'next/image';
import { parseImageReference } from '@/lib/media/uploaded';
import { optimizedImageProps } from './optimized-image';
import { VIEWPORT_BANDS, bandMediaQuery, bandSizes, mediaServiceUrl, type ImageSize } from '@/lib/media/image-url';

export type MediaImageProps = Omit<ImageProps, 'src' | 'loader' | 'quality'> & {
  src: string;
  alt: string;
  /** Share of the viewport width the image spans, for the media service sizes (default 1). */
  fraction?: number;
  /** Original pixel size; needed with `fill` when MEDIA_BASE_URL is set (default 1600×1000). */
  intrinsic?: ImageSize;
};

export function mediaBaseUrl(): string {
  return process.env.MEDIA_BASE_URL?.trim() ?? '';
}

export function MediaImage({ src, alt, fraction = 1, intrinsic, preload, priority, ...rest }: MediaImageProps) {
  const base = mediaBaseUrl();
  const lcp = Boolean(preload || priority);
  // An uploaded image (/media/u/…) is served from its own renditions, with or without a media service.
  if (!base || !src.startsWith('/') || parseImageReference(src)) {
    // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- alt comes from getImageProps; this is next/image's own markup
    return <img {...optimizedImageProps({ ...rest, src, alt }, lcp)} />;
  }

  const size: ImageSize =
    intrinsic ??
    (typeof rest.width === 'number' && typeof rest.height === 'number'
      ? { width: rest.width, height: rest.height }
      : { width: 1600, height: 1000 });
  const sizes = bandSizes(size, fraction);
  const { props } = getImageProps({
    ...rest,
    alt,
    src: mediaServiceUrl(base, src, sizes.lg),
    unoptimized: true,
    ...(lcp ? { loading: 'eager', fetchPriority: 'high' } : {}),
  });
  return (
    <picture>
      {VIEWPORT_BANDS.slice(0, -1).map((band) => (
        <source key={band} media={bandMediaQuery(band)} srcSet={mediaServiceUrl(base, src, sizes[band])} />
      ))}
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes from getImageProps */}
      <img {...props} />
    </picture>
  );
}
