import type { Stat } from '@/content/schema';

/**
 * PLACEHOLDER — replace with the shared `@/components/ui/StatsStrip` (home helper) once it is on main.
 * Renders the final values statically; the real strip counts them up from 0 when scrolled into view.
 */
export function StatsStrip({ stats }: { stats: Stat[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
      {stats.map((stat) => (
        <li key={stat.title} className="border-t border-line pt-6">
          <p className="text-h2 font-semibold tabular-nums">{stat.title}</p>
          <p className="mt-3 text-muted">
            {stat.span.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </p>
        </li>
      ))}
    </ul>
  );
}
