import { JobPostingJsonLd } from '@/components/careers/JobPostingJsonLd';
import { RolesSection } from '@/components/careers/RolesSection';
import { WorkingHere } from '@/components/careers/WorkingHere';
import { PageIntro } from '@/components/ui/PageIntro';
import { pages } from '@/content/pages';
import { rolesCopy } from '@/content/roles';
import { rolesForPath } from '@/lib/careers/roles';
import { pageMetadata } from '@/lib/seo/metadata';

/** The two role pages (SPEC: careers for junior roles, internships), which differ only in their words and roles. */
const ROLE_PAGES = {
  '/careers': { copy: pages.careers, working: rolesCopy.careers },
  '/internships': { copy: pages.internships, working: rolesCopy.internships },
} as const;

type RolesPath = keyof typeof ROLE_PAGES;

export function rolesPageMetadata(path: RolesPath) {
  const { copy } = ROLE_PAGES[path];
  return pageMetadata({ title: copy.title, description: copy.description, path });
}

/** A role page: its intro, what working here is like, the roles (each with its JobPosting for search engines). */
export function RolesPage({ path }: { path: RolesPath }) {
  const { copy, working } = ROLE_PAGES[path];
  return (
    <>
      <JobPostingJsonLd roles={rolesForPath(path)} />
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <WorkingHere copy={working} />
      <RolesSection path={path} />
    </>
  );
}
