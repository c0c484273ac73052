import { MediaImage } from '@/components/media/MediaImage';
import { Icon } from '@/components/ui/Icon';
import type { ExpertiseHero as Hero } from '@/content/schema';
import { VARIANT_CLASSES } from './variant';

/** The expertise page's hero: tag pill, the page's h1 (one line per heading entry), and an image or an icon. */
export function ExpertiseHero({ hero, intro }: { hero: Hero; intro: string }) {
  const v = VARIANT_CLASSES[hero.variant];
  return (
    <section data-testid="expertise-hero" data-variant={hero.variant} className="relative overflow-hidden">
      <div
        aria-hidden
        className={`pointer-events-none absolute -top-40 left-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-radial ${v.glow} to-transparent to-70% opacity-70`}
      />
      <div className="container-site relative grid items-center gap-10 pb-16 pt-14 sm:pt-20 lg:grid-cols-12 lg:gap-12 lg:pb-24">
        <div className="lg:col-span-7">
          <p className={`inline-flex items-center gap-2 rounded-pill border px-4 py-1.5 text-sm font-medium ${v.pill}`}>
            <span aria-hidden className="size-1.5 rounded-full bg-current" />
            {hero.tagText}
          </p>
          <h1 className="mt-6 text-[clamp(2.5rem,4.4vw+0.5rem,5rem)] font-semibold leading-[1.02] tracking-[-0.035em]">
            {hero.heading.map((line, i) => (
              <span key={i} className={`block ${i === hero.heading.length - 1 ? v.text : ''}`}>
                {line}
              </span>
            ))}
          </h1>
          <p className="mt-6 measure-56 text-lg text-muted sm:text-xl">{intro}</p>
        </div>
        <div className="lg:col-span-5">
          {hero.image ? (
            <div className="relative aspect-[4/3] overflow-hidden rounded-media bg-ink-3 lg:aspect-[5/6]">
              <MediaImage src={hero.image} alt="" fill preload sizes="(min-width: 992px) 40vw, 100vw" fraction={0.4} intrinsic={{ width: 1200, height: 1440 }} className="object-cover" />
            </div>
          ) : hero.icon ? (
            <div className={`grid aspect-[4/3] place-items-center rounded-media border border-line lg:aspect-[5/6] ${v.tile}`}>
              <Icon name={hero.icon.name} width={hero.icon.width} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
