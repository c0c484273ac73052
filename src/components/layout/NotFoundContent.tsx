import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { ArrowRight } from 'lucide-react';
import { headerItems, navLabels, type ExploreGroup } from '@/content/navigation';
import type { pages } from '@/content/pages';

type NotFoundCopy = (typeof pages)['notFound'];

/** The 404 page's title and description, kept out of search results. */
export function notFoundMetadata(copy: NotFoundCopy): Metadata {
  return { title: copy.title, description: copy.description, robots: { index: false } };
}

/** Where a lost visitor most likely wanted to go: the header's pages, then the "Work With Us" group. */
const helpfulLinksOf = (groups: readonly ExploreGroup[]) => [
  ...headerItems.flatMap((item) => ('href' in item ? [{ label: item.label, href: item.href }] : [])),
  ...(groups.at(-1)?.links ?? []),
];

/**
 * The 404 page's content. The site's pages show it inside their shell ((site)/not-found.tsx, which every unknown
 * address reaches through (site)/[...missing]); a page outside the group that is not found (a staff page) shows it
 * alone (app/not-found.tsx). Not in a shell of its own: Next writes each not-found page into every page's inline
 * data, so a shell here was the header, footer and JSON-LD twice more on every page.
 */
export function NotFoundContent({ copy, groups }: { copy: NotFoundCopy; groups: readonly ExploreGroup[] }) {
  const helpfulLinks = helpfulLinksOf(groups);
  return (
    <div className="container-site grid gap-14 pb-10 pt-16 sm:pt-24 lg:grid-cols-[1.2fr_1fr] lg:items-end">
      <div>
        <p
          aria-hidden="true"
          className="bg-gradient-to-br from-cyan via-blue to-green bg-clip-text text-[clamp(7rem,22vw,16rem)] font-bold leading-[0.8] tracking-[-0.06em] text-transparent"
        >
          404
        </p>
        <h1 className="mt-8 measure-16 text-h2 font-semibold">{copy.heading}</h1>
        <p className="mt-5 measure-52 text-lg text-muted">{copy.intro}</p>
      </div>
      <nav aria-labelledby="not-found-links" className="rounded-[var(--radius-card)] border border-line bg-ink-2 p-6 sm:p-8">
        <h2 id="not-found-links" className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
          {navLabels.notFoundLinks}
        </h2>
        <ul className="mt-4 divide-y divide-line">
          {helpfulLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="group flex items-center justify-between py-3 text-lg font-medium">
                {link.label}
                <ArrowRight aria-hidden="true" size={18} className="text-muted transition-transform group-hover:translate-x-1 group-hover:text-fg" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
