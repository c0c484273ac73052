import { Icon } from '@/components/ui/Icon';
import type { WorkingHere as WorkingHereCopy } from '@/content/roles/working-here';

/** A short "what working here is like" band on the careers and internships pages. */
export function WorkingHere({ copy }: { copy: WorkingHereCopy }) {
  return (
    <section aria-labelledby="working-here-heading" className="container-site">
      <div className="rounded-media bg-paper px-6 py-12 text-on-paper md:px-12 md:py-16 xl:px-16 xl:py-20">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-blue-strong">{copy.eyebrow}</p>
            <h2 id="working-here-heading" className="mt-4 max-w-[16ch] text-h2 font-semibold">
              {copy.heading}
            </h2>
          </div>
          <p className="self-end text-lg leading-relaxed text-on-paper-muted">{copy.paragraph}</p>
        </div>
        <ul className="mt-12 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {copy.points.map((point) => (
            <li key={point.title} className="rounded-card bg-paper-2 p-6">
              <Icon name={point.icon.name} width={point.icon.width} className="text-blue-strong" />
              <h3 className="mt-6 text-lg font-semibold">{point.title}</h3>
              <p className="mt-2 leading-relaxed text-on-paper-muted">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
