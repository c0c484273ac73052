import { VideoPlayer } from '@/components/media/VideoPlayer';
import { originalFor } from '@/lib/work/grid';

/**
 * One streaming video of the case-study main column, through the site's VideoPlayer: HLS (1080/720/480) with
 * the clip's progressive MP4 as fallback; it loads only near the viewport, autoplays muted unless the visitor
 * prefers reduced motion, and has labelled play, mute, full-screen and quality controls.
 */
export function CaseStudyVideo({ src, poster, label }: { src: string; poster: string; label: string }) {
  return (
    <figure className="overflow-hidden rounded-media bg-ink-3">
      <VideoPlayer
        src={src}
        poster={poster}
        title={label}
        fallbackSrc={originalFor(src)}
        homepageShowreelCSSClass="rounded-media"
        posterSizes="(min-width: 1440px) 920px, (min-width: 992px) 62vw, 94vw"
      />
    </figure>
  );
}
