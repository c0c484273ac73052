/** SPEC §9: responsive image breakpoints 480, 992, 1513; image quality 80. */
export const IMAGE_BREAKPOINTS = [480, 992, 1513] as const;
export const IMAGE_QUALITY = 80;

/** Viewport bands: under 480, 480–991, 992–1512, 1513 and up. */
export type ViewportBand = 'xs' | 'sm' | 'md' | 'lg';
export const VIEWPORT_BANDS: readonly ViewportBand[] = ['xs', 'sm', 'md', 'lg'];

export interface ImageSize {
  width: number;
  height: number;
}
/** The pixel size to request for each viewport band. */
export type BandSizes = Record<ViewportBand, ImageSize>;

export function viewportBand(viewportWidth: number): ViewportBand {
  if (viewportWidth < IMAGE_BREAKPOINTS[0]) return 'xs';
  if (viewportWidth < IMAGE_BREAKPOINTS[1]) return 'sm';
  if (viewportWidth < IMAGE_BREAKPOINTS[2]) return 'md';
  return 'lg';
}

/** The media query matching a band, for <source media>. */
export function bandMediaQuery(band: ViewportBand): string {
  const [a, b, c] = IMAGE_BREAKPOINTS;
  switch (band) {
    case 'xs':
      return `(max-width: ${a - 1}px)`;
    case 'sm':
      return `(min-width: ${a}px) and (max-width: ${b - 1}px)`;
    case 'md':
      return `(min-width: ${b}px) and (max-width: ${c - 1}px)`;
    case 'lg':
      return `(min-width: ${c}px)`;
  }
}

/** `${base}${path}/m/{w}x{h}/filters:quality(80)`: the external media service's URL for a size. */
export function mediaServiceUrl(base: string, src: string, { width, height }: ImageSize, quality = IMAGE_QUALITY): string {
  const trimmedBase = base.replace(/\/+$/, '');
  const pathPart = src.startsWith('/') ? src : `/${src}`;
  return `${trimmedBase}${pathPart}/m/${Math.round(width)}x${Math.round(height)}/filters:quality(${quality})`;
}

/**
 * Sizes per band for an image of the given aspect ratio that spans `fraction` of the viewport (1 = full width),
 * using each band's widest viewport (the last band is capped at `maxWidth`), never larger than the original.
 */
export function bandSizes(intrinsic: ImageSize, fraction = 1, maxWidth = 1920): BandSizes {
  const ratio = intrinsic.height / intrinsic.width;
  const widest: Record<ViewportBand, number> = {
    xs: IMAGE_BREAKPOINTS[0] - 1,
    sm: IMAGE_BREAKPOINTS[1] - 1,
    md: IMAGE_BREAKPOINTS[2] - 1,
    lg: maxWidth,
  };
  const entries = VIEWPORT_BANDS.map((band) => {
    const width = Math.min(intrinsic.width, Math.round(widest[band] * fraction));
    return [band, { width, height: Math.round(width * ratio) }] as const;
  });
  return Object.fromEntries(entries) as BandSizes;
}

/** The URL for a viewport width: the band's size on the media service. */
export function mediaServiceUrlForViewport(base: string, src: string, sizes: BandSizes, viewportWidth: number): string {
  return mediaServiceUrl(base, src, sizes[viewportBand(viewportWidth)]);
}
