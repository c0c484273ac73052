import { ArrowRight } from 'lucide-react';
import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { AnimatedText } from '@/components/ui/AnimatedText';

type HomeWorkProps = { heading: string; intro: string; link: { text: string; href: string }; children?: ReactNode };

/** The portfolio teaser on the home page: heading, intro, a few work cards and a link to /work. */
export function HomeWork({ heading, intro, link, children }: HomeWorkProps) {
  return (
    <section aria-labelledby="work-heading" className="container-site py-16 sm:py-24">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <AnimatedText as="h2" id="work-heading" text={heading} className="text-h2 font-semibold" />
          <p className="mt-4 measure-52 text-lg text-muted">{intro}</p>
        </div>
        <Link
          href={link.href}
          className="inline-flex w-fit items-center gap-2 rounded-pill border border-line px-5 py-2.5 text-sm font-semibold transition-colors hover:border-fg"
        >
          {link.text}
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </div>
      {children ? <div className="mt-12">{children}</div> : null}
    </section>
  );
}
