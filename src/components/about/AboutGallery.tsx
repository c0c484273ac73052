import type { GalleryItem } from '@/content/about';
import { MediaImage } from '@/components/media/MediaImage';
import { GalleryTrack } from './GalleryTrack';

type AboutGalleryProps = { heading: string; trackLabel: string; pause: string; play: string; items: GalleryItem[] };

/**
 * The About page's looping, auto-scrolling gallery of images and videos. The items are rendered here, on the
 * server; GalleryTrack moves them (3 px every 10 ms, back to the start at the end) and offers pause/play.
 */
export function AboutGallery({ heading, trackLabel, pause, play, items }: AboutGalleryProps) {
  return (
    <GalleryTrack heading={heading} trackLabel={trackLabel} pause={pause} play={play}>
      {items.map((item, i) => (
        <li
          key={item.src}
          className={`relative h-[260px] shrink-0 overflow-hidden rounded-media bg-ink-2 sm:h-[420px] ${
            i % 3 === 1 ? 'aspect-[16/10]' : 'aspect-[4/5]'
          }`}
        >
          {item.kind === 'image' ? (
            <MediaImage
              src={item.src}
              alt={item.alt}
              fill
              intrinsic={{ width: 1200, height: 1500 }}
              fraction={0.4}
              // The first items are on the first screen: fetched at once rather than after layout.
              loading={i < 3 ? 'eager' : 'lazy'}
              sizes={i % 3 === 1 ? '(min-width: 640px) 672px, 416px' : '(min-width: 640px) 336px, 208px'}
              className="object-cover"
            />
          ) : (
            <video
              src={item.src}
              poster={item.poster}
              aria-label={item.label}
              muted
              loop
              playsInline
              preload="none"
              className="h-full w-full object-cover"
            />
          )}
        </li>
      ))}
    </GalleryTrack>
  );
}
