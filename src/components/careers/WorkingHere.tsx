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
            <h2 id="working-here-heading" className="mt-4 measure-16 text-h2 font-semibold">
              {copy.heading}
            </h2>
          </div>
          <p className="self-end text-lg leading-relaxed text-on-paper-muted">{copy.paragraph}</p>
        </div>
        <ul className="mt-10 grid gap-3 md:mt-12 md:gap-4 md:grid-cols-2 xl:grid-cols-4">
          {copy.points.map((point) => (
            <li key={point.title} className="flex gap-4 rounded-card bg-paper-2 p-5 md:block md:p-6">
              <Icon name={point.icon.name} width={point.icon.width} className="shrink-0 text-blue-strong" />
              <div>
                <h3 className="text-lg font-semibold md:mt-6">{point.title}</h3>
                <p className="mt-1.5 leading-relaxed text-on-paper-muted md:mt-2">{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
