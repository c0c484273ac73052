import { ArrowUpRight } from 'lucide-react';
import type { CaseStudy } from '@/content/schema';
import { caseStudyCopy } from '@/content/case-studies';

type Props = {
  study: CaseStudy;
  /** 'h1' on the full page; 'none' in the modal, where the dialog title names the case study. */
  titleAs: 'h1' | 'none';
};

/**
 * The case-study sidebar: title, 'Visit Website', industry, short intro, overview, approach, impact and key contributions.
 */
export function CaseStudySidebar({ study, titleAs }: Props) {
  // Section headings sit one level below the title: h2 under the page's h1, h3 under the dialog's h2 title.
  const Section = titleAs === 'h1' ? 'h2' : 'h3';
  const sections = [
    { heading: caseStudyCopy.overview, text: study.overview },
    { heading: caseStudyCopy.approach, text: study.approach },
    { heading: caseStudyCopy.impact, text: study.impact },
  ];
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-5">
        {titleAs === 'h1' ? <h1 className="text-display font-semibold">{study.title}</h1> : null}
        <dl className="flex flex-wrap items-center gap-3 text-sm">
          <dt className="sr-only">{caseStudyCopy.industry}</dt>
          <dd className="rounded-pill border border-line px-3 py-1 text-muted">{study.industry}</dd>
        </dl>
        <p className="text-lg text-fg sm:text-xl">{study.shortIntro}</p>
        <a
          href={study.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={
            'inline-flex w-fit items-center gap-2 rounded-pill px-5 py-3 font-semibold text-ink transition hover:brightness-110 ' +
            (study.bgColor === 'blue' ? 'bg-blue' : 'bg-cyan')
          }
        >
          {caseStudyCopy.visitWebsite}
          <span className="sr-only"> {caseStudyCopy.newTab}</span>
          <ArrowUpRight aria-hidden="true" size={18} />
        </a>
      </div>
      {sections.map((s) => (
        <section key={s.heading} className="flex flex-col gap-2 border-t border-line pt-6">
          <Section className="text-sm font-semibold uppercase tracking-[0.14em] text-muted">{s.heading}</Section>
          <p className="leading-relaxed text-fg/90">{s.text}</p>
        </section>
      ))}
      <section className="flex flex-col gap-3 border-t border-line pt-6">
        <Section className="text-sm font-semibold uppercase tracking-[0.14em] text-muted">{caseStudyCopy.keyContributions}</Section>
        <ul className="flex flex-col gap-2.5">
          {study.keyContributions.map((item, i) => (
            <li key={i} className="flex gap-3 leading-snug text-fg/90">
              <span aria-hidden="true" className={`mt-2 size-1.5 shrink-0 rounded-full ${study.bgColor === 'blue' ? 'bg-blue' : 'bg-cyan'}`} />
              {item}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
