import type { Office } from '@/content/schema';
import { AnimatedText } from '@/components/ui/AnimatedText';

type TeamProps = {
  heading: string;
  intro: string;
  offices: Office[];
  /** What each office does, keyed by city. */
  roles: Record<string, string>;
};

/** How the team is set up across its two offices. */
export function Team({ heading, intro, offices, roles }: TeamProps) {
  return (
    <section aria-labelledby="team-heading" className="container-site py-20 sm:py-28">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
        <div>
          <AnimatedText as="h2" id="team-heading" text={heading} className="text-h2 font-semibold" />
          <p className="mt-5 measure-48 text-lg text-muted">{intro}</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {offices.map((office, i) => (
            <li key={office.city} className="flex flex-col rounded-media border border-line bg-ink-2 p-8">
              <p className={`text-xs font-semibold uppercase tracking-[0.16em] ${i === 0 ? 'text-blue' : 'text-cyan'}`}>
                {office.country}
              </p>
              <h3 className="mt-3 text-h3 font-semibold">
                {office.city}, {office.region}
              </h3>
              <p className="mt-4 text-muted">{roles[office.city]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
