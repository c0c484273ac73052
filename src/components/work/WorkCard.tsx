import Image from 'next/image';
import Link from 'next/link';
import type { WorkCard as WorkCardData } from '@/content/schema';
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
  const classes =
    `group relative isolate block overflow-hidden rounded-media bg-ink-3 bg-cover bg-center ${ASPECT[card.variant]} ` +
    'outline-offset-4 focus-visible:outline-3 ' +
    className;
  const style = { backgroundImage: `url(${card.placeholderImage})` };
  const body = (
    <>
      <Image
        src={card.backgroundImage}
        alt=""
        fill
        sizes={sizes ?? DEFAULT_SIZES[card.variant]}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        className="-z-10 object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
      />
      <CardVideo src={card.video} />
      <span className="absolute inset-x-3 bottom-3 flex flex-col gap-1.5 rounded-[calc(var(--radius-media)-10px)] bg-ink/85 p-4 backdrop-blur-md sm:inset-x-4 sm:bottom-4 sm:p-5">
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
      <a href={card.path} className={classes} style={style}>
        {body}
      </a>
    );
  }
  return (
    <Link href={card.path} scroll={false} replace={linkMode === 'replace'} className={classes} style={style}>
      {body}
    </Link>
  );
}
