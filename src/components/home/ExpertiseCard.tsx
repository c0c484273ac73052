import { ArrowRight } from 'lucide-react';
import Link from '@/components/ui/Link';
import { MediaImage } from '@/components/media/MediaImage';
import type { ExpertiseCard as ExpertiseCardData, Variant } from '@/content/schema';

/** One accent per variant (DESIGN: the spec's blue, cyan and green themes). */
const VARIANT: Record<Variant, { tag: string; glow: string; button: string }> = {
  blue: { tag: 'border-blue/40 text-blue', glow: 'from-blue/25', button: 'bg-blue text-ink hover:bg-fg' },
  cyan: { tag: 'border-cyan/40 text-cyan', glow: 'from-cyan/25', button: 'bg-cyan text-ink hover:bg-fg' },
  green: { tag: 'border-green/40 text-green', glow: 'from-green/25', button: 'bg-green text-ink hover:bg-fg' },
};

type ExpertiseCardProps = {
  card: ExpertiseCardData;
  /** Shown when the card has no image of its own. */
  defaultImage: string;
  readMore: string;
};

/** An "Our Expertise" card: tag, heading, image and a 'Read more' button to /expertise/{slug}. */
export function ExpertiseCard({ card, defaultImage, readMore }: ExpertiseCardProps) {
  const theme = VARIANT[card.variant];
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-media border border-line bg-ink-2 shadow-card"
      data-variant={card.variant}
    >
      <div className="relative aspect-[16/10] overflow-hidden">
        <MediaImage
          src={card.image ?? defaultImage}
          alt=""
          fill
          fraction={0.34}
          intrinsic={{ width: 1600, height: 1000 }}
          sizes="(min-width: 992px) 30vw, (min-width: 768px) 45vw, 100vw"
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
        />
        <div aria-hidden="true" className={`absolute inset-0 bg-gradient-to-t ${theme.glow} to-transparent`} />
      </div>
      <div className="flex flex-1 flex-col gap-5 p-6 sm:p-8">
        <p className={`w-fit rounded-pill border px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] ${theme.tag}`}>
          {card.tagText}
        </p>
        <h3 className="text-h3 font-semibold">{card.heading}</h3>
        <Link
          href={`/expertise/${card.slug}`}
          className={`mt-auto inline-flex w-fit items-center gap-2 rounded-pill px-5 py-2.5 text-sm font-semibold transition-colors ${theme.button}`}
        >
          {readMore}
          <span className="sr-only"> about {card.tagText}</span>
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </div>
    </article>
  );
}
