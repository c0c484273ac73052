import Link from '@/components/ui/Link';
import { PageIntro } from '@/components/ui/PageIntro';
import { expertiseIndex } from '@/content/expertise';
import { pageMetadata } from '@/lib/seo/metadata';
import { readExpertisePages, readNavigation, readSite } from '@/server/content/read';

export async function generateMetadata() {
  return pageMetadata({ title: expertiseIndex.title, description: expertiseIndex.description, path: '/expertise', site: await readSite() });
}

const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Every expertise page, grouped as in the Explore menu (also where /offers redirects). */
export default async function ExpertiseIndexPage() {
  const [exploreGroups, expertisePages] = await Promise.all([readNavigation(), readExpertisePages()]);
  const getExpertisePage = (slug: string) => expertisePages.find((p) => p.slug === slug);
  const groups = exploreGroups
    .map((g) => ({ title: g.title, links: g.links.filter((l) => l.href.startsWith('/expertise/')) }))
    .filter((g) => g.links.length > 0);
  return (
    <>
      <PageIntro heading={expertiseIndex.heading} intro={expertiseIndex.intro} />
      <div className="container-site grid gap-12 pb-24 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((g) => (
          <section key={g.title} aria-labelledby={`g-${slugify(g.title)}`}>
            <h2 id={`g-${slugify(g.title)}`} className="text-sm font-semibold uppercase tracking-wider text-muted">
              {g.title}
            </h2>
            <ul className="mt-5 divide-y divide-line border-y border-line">
              {g.links.map((l) => {
                const page = getExpertisePage(l.href.slice('/expertise/'.length));
                return (
                  <li key={l.href}>
                    <Link href={l.href} className="group block py-4">
                      <span className="text-xl font-semibold group-hover:underline group-hover:underline-offset-4">{l.label}</span>
                      {page ? <span className="mt-1 block text-muted">{page.hero.heading.join(' ')}</span> : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
