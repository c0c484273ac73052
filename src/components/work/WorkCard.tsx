import { MediaImage } from '@/components/media/MediaImage';
import { optimizedImageProps } from '@/components/media/optimized-image';
import Link from '@/components/ui/Link';
import type { WorkCard as WorkCardData } from '@/content/schema';
import { WORK_CARD_SIZE } from '@/lib/work/grid';
import { CardVideo } from './CardVideo';

/**
 * How a card's link navigates:
 * - 'intercept' (default): a client navigation; on the work grid and the home page the case study opens in a modal.
 * - 'replace': like 'intercept' but replaces the history entry (Up Next inside the modal, so Back/Close return to the grid).
 * - 'document': a full page load (Up Next on the full case-study page, which must stay a full page).
 */
export type WorkCardLinkMode = 'intercept' | 'replace' | 'document';

export type WorkCardProps = {
  card: WorkCardData;
  /** Load the image eagerly with high priority: the first card above the fold (the page's LCP). */
  eager?: boolean;
  linkMode?: WorkCardLinkMode;
  /** Responsive `sizes` for the image; defaults follow the work grid (landscape full width, portrait half). */
  sizes?: string;
  className?: string;
};

const ASPECT = { landscape: 'aspect-[1452/890]', portrait: 'aspect-[710/890]' } as const;
const DEFAULT_SIZES = {
  landscape: '(min-width: 1440px) 1344px, 94vw',
  portrait: '(min-width: 1440px) 664px, (min-width: 768px) 46vw, 94vw',
} as const;
const ACCENT = { blue: 'bg-blue', cyan: 'bg-cyan' } as const;

/**
 * A portfolio work card: a real link to the case study showing its image, a muted looping video,
 * the title and a testimonial snippet. Landscape 1452×890 or portrait 710×890, reserved with CSS aspect-ratio.
 * Used by the work grid, the home page and Up Next.
 */
export function WorkCard({ card, eager = false, linkMode = 'intercept', sizes, className = '' }: WorkCardProps) {
  // A fixed 48 px image (1x/2x in its srcset, not the whole width ladder), stretched and blurred over the card.
  const placeholder = optimizedImageProps({ src: card.placeholderImage, alt: '', width: 48, height: 30, loading: 'lazy' });
  // Below 768 px the caption sits under the media; from 768 px it floats over the media's foot.
  const classes =
    'group relative block rounded-media outline-offset-4 focus-visible:outline-3 ' + className;
  const body = (
    <>
      <span
        data-card-media={card.variant}
        className={`relative isolate block overflow-hidden rounded-media bg-ink-3 ${ASPECT[card.variant]}`}
      >
        {/* The placeholder, requested at thumbnail size and blurred, shows while the image loads (never preloaded: the
            first card's own image is the page's LCP and gets the bandwidth). */}
        {/* eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- next/image's markup (alt="") without its client component */}
        <img {...placeholder} className="absolute inset-0 -z-20 size-full scale-110 object-cover blur-xl" />
        <MediaImage
          src={card.backgroundImage}
          alt=""
          fill
          intrinsic={WORK_CARD_SIZE[card.variant]}
          fraction={card.variant === 'landscape' ? 1 : 0.5}
          sizes={sizes ?? DEFAULT_SIZES[card.variant]}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className="-z-10 object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <CardVideo src={card.video} />
      </span>
      <span className="mt-4 flex flex-col gap-1.5 px-1 md:absolute md:inset-x-4 md:bottom-4 md:mt-0 md:w-fit md:max-w-[min(36rem,calc(100%-2rem))] md:rounded-[calc(var(--radius-media)-10px)] md:bg-ink/85 md:p-5 md:backdrop-blur-md">
        <span className="flex items-center gap-2.5">
          <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${ACCENT[card.bgColor]}`} />
          <span className="text-h3 font-semibold text-fg">{card.title}</span>
        </span>
        <span className="line-clamp-2 text-sm text-muted sm:text-base">
          “{card.testimonial.text}” <span className="text-fg/80">— {card.testimonial.author}</span>
        </span>
      </span>
    </>
  );

  if (linkMode === 'document') {
    return (
      <a href={card.path} className={classes}>
        {body}
      </a>
    );
  }
  return (
    <Link href={card.path} scroll={false} replace={linkMode === 'replace'} className={classes}>
      {body}
    </Link>
  );
}
