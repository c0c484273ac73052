import { RolesSection } from '@/components/careers/RolesSection';
import { WorkingHere } from '@/components/careers/WorkingHere';
import { PageIntro } from '@/components/ui/PageIntro';
import type { RolesCopy } from '@/content/roles/working-here';
import type { JobRole } from '@/content/schema';
import type { site } from '@/content/site';
import { roleLists, rolesForPath } from '@/lib/careers/roles';
import { pageMetadata } from '@/lib/seo/metadata';

/** The two role pages (SPEC: careers for junior roles, internships), which differ only in their words and roles. */
export type RolesPath = '/careers' | '/internships';

/** What a role page shows, as the route reads it (src/server/content/read.ts): the published content at runtime. */
export type RolesPageContent = { rolesCopy: RolesCopy; roles: JobRole[]; site: typeof site };

/** The words of one role page: its heading, intro, search listing, and what working here is like. */
const pageCopy = (path: RolesPath, content: Pick<RolesPageContent, 'rolesCopy'>) => (path === '/careers' ? content.rolesCopy.careers : content.rolesCopy.internships);

export function rolesPageMetadata(path: RolesPath, content: Pick<RolesPageContent, 'rolesCopy' | 'site'>) {
  const copy = pageCopy(path, content).page;
  return pageMetadata({ title: copy.title, description: copy.description, path, site: content.site });
}

/**
 * A list of roles: its intro, what working here is like, the roles. Each role's JobPosting for search engines is on
 * its own page (RolePage), which its card links to.
 */
export function RolesPage({ path, content }: { path: RolesPath; content: RolesPageContent }) {
  const working = pageCopy(path, content);
  const copy = working.page;
  const roles = rolesForPath(path, roleLists(content.roles));
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <WorkingHere copy={working} />
      <RolesSection path={path} roles={roles} copy={content.rolesCopy} email={content.site.email} />
    </>
  );
}
