import { ArrowUpRight } from 'lucide-react';
import type { JobRole } from '@/content/schema';
import type { RolesCopy } from '@/content/roles/working-here';

function Section({ heading, items }: { heading: string; items: string[] }) {
  return (
    <section>
      <h4 className="text-sm font-semibold uppercase tracking-[0.14em] text-on-paper-muted">{heading}</h4>
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

/** A role's full description: a light reading panel inside the card. */
export function RoleDescription({ role, copy }: { role: JobRole; copy: RolesCopy }) {
  const d = role.description;
  const s = copy.card.sections;
  return (
    <div className="mx-2 mb-2 rounded-[calc(var(--radius-card)-6px)] bg-paper p-6 text-on-paper md:mx-3 md:mb-3 md:p-10">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <p className="text-xl font-semibold leading-snug md:text-2xl">{d.intro}</p>
          <p className="mt-4 leading-relaxed text-on-paper-muted">{d.body}</p>
          <h4 className="mt-8 text-sm font-semibold uppercase tracking-[0.14em] text-on-paper-muted">{s.positionDetails}</h4>
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
        </div>
        <div className="space-y-8">
          <Section heading={s.whatsInItForYou} items={d.whatsInItForYou} />
          <Section heading={s.keyResponsibilities} items={d.keyResponsibilities} />
          <Section heading={s.requirements} items={d.requirements} />
          <Section heading={s.whyJoin} items={d.whyJoin} />
        </div>
      </div>
    </div>
  );
}
