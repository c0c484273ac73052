import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { IMAGE_QUALITY } from '@/lib/media/image-url';
import { focalPosition, parseImageReference, uploadedSrcSet, type UploadedImage } from '@/lib/media/uploaded';

/**
 * next/image's <img> attributes (srcset, sizes, lazy loading) for Next's own optimizer at quality 80, without
 * next/image's client component: spread them on a plain <img>, from a server or a client component.
 * `lcp` marks the page's largest image: it is preloaded with fetchpriority=high and loads eagerly.
 * An uploaded image (`/media/u/<sha256>/<W>x<H>-<fx>-<fy>.webp`, src/lib/media/uploaded.ts) is served from its own
 * WebP renditions (made at upload at the optimizer's widths), its focal point as object-position.
 */
export function optimizedImageProps(props: Omit<ImageProps, 'quality' | 'preload' | 'priority'>, lcp = false) {
  const uploaded = typeof props.src === 'string' ? parseImageReference(props.src) : null;
  if (uploaded) return uploadedImageProps(props, uploaded, lcp);
  const { props: img } = getImageProps({
    ...props,
    quality: IMAGE_QUALITY,
    ...(lcp ? { loading: 'eager', fetchPriority: 'high' } : {}),
  });
  if (lcp) preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  return img;
}

/** The <img> attributes of an uploaded image: its renditions as the srcset, its focal point as object-position. */
export function uploadedImageProps(props: Omit<ImageProps, 'quality' | 'preload' | 'priority'>, image: UploadedImage, lcp = false) {
  const sized = props.fill || (props.width !== undefined && props.height !== undefined);
  const { props: img } = getImageProps({
    ...props,
    ...(sized ? {} : { width: image.width, height: image.height }),
    src: image.src,
    unoptimized: true,
    ...(lcp ? { loading: 'eager', fetchPriority: 'high' } : {}),
  });
  const srcSet = uploadedSrcSet(image);
  const sizes = props.sizes ?? '100vw';
  if (lcp) preload(img.src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return { ...img, srcSet, sizes, style: { ...img.style, objectPosition: focalPosition(image.focal) } };
}
