import type { Showreel as ShowreelContent } from '@/content/schema';
import { VideoPlayer } from './VideoPlayer';

/**
 * The home page's showreel: full width (taller, 4:5, on phones), 30 px corners, streaming source; its poster is preloaded as the page's
 * largest contentful paint.
 */
export function Showreel({ showreel }: { showreel: ShowreelContent }) {
  return (
    <div className="container-site pt-4 lg:pt-6">
      <VideoPlayer
        src={showreel.src}
        fallbackSrc={showreel.fallbackSrc}
        poster={showreel.poster}
        title={showreel.title}
        enableHLS
        priority
        posterSizes="(max-width: 1512px) 100vw, 1512px"
        homepageShowreelCSSClass="rounded-media max-md:!aspect-[4/5]"
      />
    </div>
  );
}
