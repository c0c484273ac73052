import { EmailLink } from '@/components/ui/ContactLinks';
import type { RolesCopy } from '@/content/roles/working-here';
import type { JobRole } from '@/content/schema';
import { formatRoleTitle, hidesSalary, roleDetails, rolePagePath, roleSlug } from '@/lib/careers/roles';
import { jobPostingTitle } from '@/lib/seo/job-posting';
import { RoleCard } from './RoleCard';
import { RoleDescription } from './RoleDescription';

/** The 'Roles' block: heading, contact line and one collapsible card per listed role of the page. */
export function RolesSection({ path, roles, copy, email }: { path: string; roles: JobRole[]; copy: RolesCopy; email: string }) {
  const hideSalary = hidesSalary(path);
  return (
    <section aria-labelledby="roles-heading" className="container-site pb-24 pt-16 md:pb-32 md:pt-24">
      <div className="flex flex-col gap-4 border-b border-line pb-8 md:flex-row md:items-end md:justify-between">
        <h2 id="roles-heading" className="text-h2 font-semibold">
          {copy.rolesSection.heading}
        </h2>
        <p className="text-lg text-muted">
          {copy.rolesSection.contactLine}{' '}
          <EmailLink
            email={email}
            className="font-semibold text-fg underline decoration-line decoration-2 underline-offset-4 transition-colors hover:decoration-cyan"
          />
        </p>
      </div>
      <ul className="mt-8 grid gap-4 md:gap-5">
        {roles.map((role) => {
          return (
            <li key={roleSlug(role)} id={roleSlug(role)} className="scroll-mt-24">
              <RoleCard
                label={role.subTitle}
                title={formatRoleTitle(role.title)}
                details={roleDetails(role, copy.card.details)}
                hideSalary={hideSalary}
                submitLabel={copy.card.submitApplication}
              >
                <RoleDescription role={role} copy={copy} page={{ href: rolePagePath(role), title: jobPostingTitle(role) }} />
              </RoleCard>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
