import Link from '@/components/ui/Link';
import type { Variant } from '@/content/schema';
import { VARIANT_CLASSES } from './variant';

type Cta = { heading: string; text: string; primary: { label: string; href: string }; secondary: { label: string; href: string } };

/** The closing call to action of an expertise page. */
export function ExpertiseCta({ cta, variant }: { cta: Cta; variant: Variant }) {
  const v = VARIANT_CLASSES[variant];
  return (
    <section className="container-site pb-24" aria-labelledby="cta-title">
      <div className="relative overflow-hidden rounded-media border border-line bg-ink-2 px-6 py-14 sm:px-14 sm:py-20">
        <div aria-hidden className={`pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-radial ${v.glow} to-transparent to-70%`} />
        <h2 id="cta-title" className="relative measure-20 text-h2 font-semibold">
          {cta.heading}
        </h2>
        <p className="relative mt-5 measure-52 text-lg text-muted">{cta.text}</p>
        <div className="relative mt-10 flex flex-wrap gap-3">
          <Link href={cta.primary.href} className="rounded-pill bg-fg px-6 py-3 font-semibold text-ink transition-opacity hover:opacity-90">
            {cta.primary.label}
          </Link>
          <Link href={cta.secondary.href} className="rounded-pill border border-line px-6 py-3 font-semibold text-fg transition-colors hover:border-fg">
            {cta.secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
