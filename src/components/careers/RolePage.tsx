import { ArrowLeft } from 'lucide-react';
import Link from '@/components/ui/Link';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbLabels } from '@/content/navigation';
import type { JobRole } from '@/content/schema';
import { formatRoleTitle, hidesSalary, roleDetails, rolePagePath, rolesListPath } from '@/lib/careers/roles';
import { jobPostingJsonLd, jobPostingTitle } from '@/lib/seo/job-posting';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';
import type { RolesPageContent } from './RolesPage';
import { RoleDescription } from './RoleDescription';
import { RoleDetails } from './RoleDetails';
import { SubmitApplicationButton } from './SubmitApplicationButton';

/** The words of the list a role belongs to (its page's title names the way back). */
const listCopy = (role: JobRole, content: Pick<RolesPageContent, 'rolesCopy'>) =>
  role.type === 'Junior' ? content.rolesCopy.careers.page : content.rolesCopy.internships.page;

export function rolePageMetadata(role: JobRole, content: Pick<RolesPageContent, 'rolesCopy' | 'site'>) {
  return pageMetadata({
    title: `${jobPostingTitle(role)} · ${listCopy(role, content).title}`,
    description: role.description.intro,
    path: rolePagePath(role),
    site: content.site,
  });
}

/**
 * A role's own page: what its card shows, its full description and its Submit Application button, with the JobPosting
 * search engines read (Google reads it on a job's own page, not on a list of jobs) and its breadcrumb trail.
 */
export function RolePage({ role, content }: { role: JobRole; content: RolesPageContent }) {
  const copy = content.rolesCopy;
  const list = rolesListPath(role);
  const back = listCopy(role, content);
  const title = jobPostingTitle(role);
  return (
    <>
      <JsonLd data={jobPostingJsonLd(role, { content: { sections: copy.card.sections, site: content.site } })} />
      <JsonLd
        data={breadcrumbList([
          { name: breadcrumbLabels.home, path: '/' },
          { name: back.title, path: list },
          { name: title, path: rolePagePath(role) },
        ])}
      />
      <header className="container-site pb-10 pt-16 sm:pt-24">
        <Link
          href={list}
          className="inline-flex items-center gap-2 font-semibold text-muted underline-offset-4 transition-colors hover:text-fg hover:underline"
        >
          <ArrowLeft aria-hidden="true" size={18} />
          {back.title}
        </Link>
        <p className="mt-10 text-xs font-semibold tracking-[0.18em] text-cyan">{role.subTitle}</p>
        <h1 className="mt-3 measure-18 text-display font-semibold">{title}</h1>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <RoleDetails details={roleDetails(role, copy.card.details)} />
          <SubmitApplicationButton position={formatRoleTitle(role.title)} hideSalary={hidesSalary(list)} label={copy.card.submitApplication} labelled />
        </div>
      </header>
      <div className="container-site pb-24 md:pb-32">
        <div className="rounded-card border border-line bg-ink-2 pt-2 shadow-card md:pt-3">
          <RoleDescription role={role} copy={copy} />
        </div>
      </div>
    </>
  );
}
