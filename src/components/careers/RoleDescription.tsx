import { ArrowUpRight, Link2 } from 'lucide-react';
import Link from '@/components/ui/Link';
import type { JobRole } from '@/content/schema';
import type { RolesCopy } from '@/content/roles/working-here';

/** The level of the description's section headings: under a card's h3 title, or a role page's h1. */
type Level = 'h2' | 'h4';

function Section({ heading, items, level: H }: { heading: string; items: string[]; level: Level }) {
  return (
    <section>
      <H className="text-sm font-semibold uppercase tracking-[0.14em] text-on-paper-muted">{heading}</H>
      <ul className="mt-3 space-y-2.5">
        {/* Index keys: a fixed list from the content; a sentence as key would travel twice in the RSC payload. */}
        {items.map((item, i) => (
          <li key={i} className="relative pl-5 leading-relaxed before:absolute before:left-0 before:top-[0.6em] before:size-1.5 before:rounded-full before:bg-blue-strong">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A role's full description: a light reading panel inside the card, or on the role's own page. In a card, `page` is
 * the role's own page and its title (the job as posted), linked at the foot of the panel's first column.
 */
export function RoleDescription({ role, copy, page }: { role: JobRole; copy: RolesCopy; page?: { href: string; title: string } }) {
  const d = role.description;
  const s = copy.card.sections;
  // In a card (which links the role's page) the sections sit under its h3 title; on the role's page, under its h1.
  const H: Level = page ? 'h4' : 'h2';
  return (
    <div className="mx-2 mb-2 rounded-[calc(var(--radius-card)-6px)] bg-paper p-6 text-on-paper md:mx-3 md:mb-3 md:p-10">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <p className="text-xl font-semibold leading-snug md:text-2xl">{d.intro}</p>
          <p className="mt-4 leading-relaxed text-on-paper-muted">{d.body}</p>
          <H className="mt-8 text-sm font-semibold uppercase tracking-[0.14em] text-on-paper-muted">{s.positionDetails}</H>
          <dl className="mt-3 divide-y divide-paper-2 border-y border-paper-2">
            {d.positionDetails.map((p) => (
              <div key={p.label} className="grid grid-cols-[8.5rem_1fr] gap-4 py-3">
                <dt className="text-on-paper-muted">{p.label}</dt>
                <dd className="font-medium">{p.value}</dd>
              </div>
            ))}
          </dl>
          {role.roadmapUrl ? (
            <a
              href={role.roadmapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-block font-semibold text-blue-strong underline decoration-2 underline-offset-4 hover:decoration-4"
            >
              {copy.card.roadmapLink}
              <span className="sr-only"> {copy.card.newTab}</span>
              <ArrowUpRight aria-hidden="true" size={18} className="ml-1 inline align-[-3px]" />
            </a>
          ) : null}
          {page ? (
            <Link
              href={page.href}
              className="mt-6 flex w-fit items-center gap-2 font-semibold text-blue-strong underline decoration-2 underline-offset-4 hover:decoration-4"
            >
              <Link2 aria-hidden="true" size={18} className="shrink-0" />
              {page.title}
            </Link>
          ) : null}
        </div>
        <div className="space-y-8">
          <Section heading={s.whatsInItForYou} items={d.whatsInItForYou} level={H} />
          <Section heading={s.keyResponsibilities} items={d.keyResponsibilities} level={H} />
          <Section heading={s.requirements} items={d.requirements} level={H} />
          <Section heading={s.whyJoin} items={d.whyJoin} level={H} />
        </div>
      </div>
    </div>
  );
}
