import { RichText } from '@/components/expertise/RichText';
import type { privacy } from '@/content/privacy';

type Props = { notice: typeof privacy };

/** The privacy notice: a short summary, a table of contents, then each section (fields as tables). */
export function PrivacyNotice({ notice }: Props) {
  const { summary, sections, summaryLabel, tocLabel, table, footer } = notice;
  return (
    <div className="bg-paper text-on-paper">
      <div className="container-site grid gap-12 py-16 sm:py-24 lg:grid-cols-12">
        <aside className="lg:col-span-4">
          <div className="lg:sticky lg:top-24">
            <div className="rounded-card bg-paper-2 p-6">
              <h2 className="text-sm font-semibold uppercase tracking-wider text-on-paper-muted">{summaryLabel}</h2>
              <ul className="mt-4 space-y-3">
                {summary.map((s, i) => (
                  <li key={i} className="leading-snug">
                    {s}
                  </li>
                ))}
              </ul>
            </div>
            <nav aria-label={tocLabel} className="mt-8 hidden lg:block">
              <ol className="space-y-2 text-on-paper-muted">
                {sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`} className="underline-offset-4 hover:text-on-paper hover:underline">
                      {s.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          </div>
        </aside>
        <div className="space-y-14 lg:col-span-8">
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-24">
              <h2 id={`${s.id}-h`} className="text-h3 font-semibold">
                {s.heading}
              </h2>
              <RichText html={s.paragraphs.map((p) => `<p>${p}</p>`).join('')} className="mt-4 measure-68 text-lg leading-relaxed text-on-paper-muted" />
              {s.list ? (
                <ul className="mt-4 measure-68 list-disc space-y-2 pl-5 text-lg text-on-paper-muted">
                  {s.list.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {s.fields ? (
                <div className="mt-6 overflow-x-auto rounded-card border border-on-paper/10">
                  <table className="w-full text-left text-sm sm:text-base">
                    <caption className="sr-only">{`${s.heading}: ${table.field} / ${table.purpose}`}</caption>
                    <thead className="bg-paper-2 text-sm uppercase tracking-wider text-on-paper-muted">
                      <tr>
                        <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
                          {table.field}
                        </th>
                        <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
                          {table.purpose}
                        </th>
                        <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
                          {table.required}
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-on-paper/10">
                      {s.fields.map((f) => (
                        <tr key={f.field}>
                          <th scope="row" className="px-3 py-3 sm:px-5 font-semibold">
                            {f.field}
                          </th>
                          <td className="px-3 py-3 sm:px-5 text-on-paper-muted">{f.purpose}</td>
                          <td className="px-3 py-3 sm:px-5 text-on-paper-muted">{f.required ? table.yes : table.optional}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </section>
          ))}
          <p className="border-t border-on-paper/10 pt-6 text-on-paper-muted">{footer}</p>
        </div>
      </div>
    </div>
  );
}
