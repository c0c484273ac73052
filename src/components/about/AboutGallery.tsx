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
      {items.map((item, i) => {
        // What shows first: the photo, or a film's still (decoration under the video, which carries the label).
        const still =
          item.kind === 'image'
            ? { src: item.src, alt: item.alt, intrinsic: { width: 1200, height: 1500 } }
            : { src: item.poster, alt: '', intrinsic: { width: 1920, height: 1080 } };
        return (
          <li
            key={item.src}
            className={`relative h-[260px] shrink-0 overflow-hidden rounded-media bg-ink-2 sm:h-[420px] ${
              i % 3 === 1 ? 'aspect-[16/10]' : 'aspect-[4/5]'
            }`}
          >
            <MediaImage
              {...still}
              fill
              fraction={0.4}
              // The first item is the page's largest paint on a phone: fetched first, at high priority. The others
              // load once laid out (lazy), so nothing competes with it (three eager items were three preloads).
              preload={i === 0}
              loading={i === 0 ? undefined : 'lazy'}
              sizes={i % 3 === 1 ? '(min-width: 640px) 672px, 416px' : '(min-width: 640px) 336px, 208px'}
              className="object-cover"
            />
            {item.kind === 'video' ? (
              // No poster attribute: the optimized image above shows through until the first frame (a poster
              // attribute would fetch the full 1920 px still at once, on every screen).
              <video
                src={item.src}
                aria-label={item.label}
                muted
                loop
                playsInline
                preload="none"
                className="absolute inset-0 h-full w-full object-cover"
              />
            ) : null}
          </li>
        );
      })}
    </GalleryTrack>
  );
}
