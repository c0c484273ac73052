import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { IMAGE_QUALITY } from '@/lib/media/image-url';

/**
 * next/image's <img> attributes (srcset, sizes, lazy loading) for Next's own optimizer at quality 80, without
 * next/image's client component: spread them on a plain <img>, from a server or a client component.
 * `lcp` marks the page's largest image: it is preloaded with fetchpriority=high and loads eagerly.
 */
export function optimizedImageProps(props: Omit<ImageProps, 'quality' | 'preload' | 'priority'>, lcp = false) {
  const { props: img } = getImageProps({
    ...props,
    quality: IMAGE_QUALITY,
    ...(lcp ? { loading: 'eager', fetchPriority: 'high' } : {}),
  });
  if (lcp) preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  return img;
}
