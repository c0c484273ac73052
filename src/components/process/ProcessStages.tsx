import type { ProcessStage } from '@/content/process';

type Props = { heading: string; intro: string; activitiesLabel: string; deliverablesLabel: string; stages: ProcessStage[] };

/** The numbered stages of an engagement: what happens, what you get, how long it takes. */
export function ProcessStages({ heading, intro, activitiesLabel, deliverablesLabel, stages }: Props) {
  return (
    <section className="bg-paper text-on-paper" aria-labelledby="stages-title">
      <div className="container-site py-20 sm:py-28">
        <div className="max-w-3xl">
          <h2 id="stages-title" className="text-h2 font-semibold">
            {heading}
          </h2>
          <p className="mt-5 text-lg text-on-paper-muted">{intro}</p>
        </div>
        <ol className="mt-14 space-y-6">
          {stages.map((stage, i) => (
            <li key={stage.name} className="grid gap-8 rounded-media bg-paper-2 p-7 sm:p-10 lg:grid-cols-12 lg:gap-12">
              <div className="lg:col-span-5">
                <p aria-hidden className="text-6xl font-semibold leading-none tracking-tight tabular-nums text-blue-strong sm:text-7xl">
                  {String(i + 1).padStart(2, '0')}
                </p>
                <h3 className="mt-6 text-h3 font-semibold">
                  <span className="sr-only">Stage {i + 1}: </span>
                  {stage.name}
                </h3>
                <p className="mt-3 inline-flex rounded-pill border border-on-paper/15 px-3 py-1 text-sm font-medium text-on-paper-muted">
                  <span className="sr-only">Typical duration: </span>
                  {stage.duration}
                </p>
                <p className="mt-5 leading-relaxed text-on-paper-muted">{stage.summary}</p>
              </div>
              <div className="grid gap-8 sm:grid-cols-2 lg:col-span-7">
                <div>
                  <h4 className="text-sm font-semibold uppercase tracking-wider text-on-paper-muted">{activitiesLabel}</h4>
                  <ul className="mt-4 space-y-3">
                    {stage.activities.map((a, i) => (
                      <li key={i} className="flex gap-3 leading-snug">
                        <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-on-paper-muted" />
                        {a}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="rounded-card bg-paper p-6">
                  <h4 className="text-sm font-semibold uppercase tracking-wider text-green-strong">{deliverablesLabel}</h4>
                  <ul className="mt-4 space-y-3">
                    {stage.deliverables.map((d, i) => (
                      <li key={i} className="flex gap-3 font-medium leading-snug">
                        <svg aria-hidden viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0 text-green-strong" fill="none" stroke="currentColor" strokeWidth="2">
                          <path d="M3 8.5l3 3 7-7" />
                        </svg>
                        {d}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
