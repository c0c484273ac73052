import { ArrowRight } from 'lucide-react';
import Link from '@/components/ui/Link';
import { MediaImage } from '@/components/media/MediaImage';
import type { HomeBottomBlock } from '@/content/schema';
import { AnimatedText } from '@/components/ui/AnimatedText';
import { StatsStrip } from '@/components/ui/StatsStrip';

type BottomBlockProps = { block: HomeBottomBlock; link: { text: string; href: string } };

/** The home page's closing block: heading, two paragraphs, an image, the statistics strip and an About Us link. */
export function BottomBlock({ block, link }: BottomBlockProps) {
  return (
    <section aria-labelledby="bottom-heading" className="bg-paper py-20 text-on-paper sm:py-28">
      <div className="container-site">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-center lg:gap-20">
          <div>
            <AnimatedText as="h2" id="bottom-heading" text={block.heading} className="text-h2 font-semibold" />
            <p className="mt-8 text-lg text-on-paper-muted">{block.para1}</p>
            <p className="mt-5 text-lg text-on-paper-muted">{block.para2}</p>
            <Link
              href={link.href}
              className="mt-10 inline-flex items-center gap-2 rounded-pill bg-on-paper px-6 py-3 font-semibold text-paper transition-colors hover:bg-blue-strong"
            >
              {link.text}
              <ArrowRight aria-hidden="true" size={18} />
            </Link>
          </div>
          <div className="relative aspect-[4/3] overflow-hidden rounded-media bg-paper-2">
            <MediaImage
              src={block.image}
              alt={block.imageAlt}
              fill
              fraction={0.5}
              intrinsic={{ width: 1600, height: 1200 }}
              sizes="(min-width: 992px) 45vw, 100vw"
              className="object-cover"
            />
          </div>
        </div>
        <StatsStrip stats={block.stats} tone="paper" className="mt-16 sm:mt-24" />
      </div>
    </section>
  );
}
