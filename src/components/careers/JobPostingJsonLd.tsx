import { JsonLd } from '@/components/seo/JsonLd';
import type { JobRole } from '@/content/schema';
import { jobPostingJsonLd, type JobPostingContent } from '@/lib/seo/job-posting';
import { roleSlug } from '@/lib/careers/roles';

/** One JobPosting JSON-LD block per listed role, rendered on the server. */
export function JobPostingJsonLd({ roles, content }: { roles: JobRole[]; content: JobPostingContent }) {
  return roles.map((role) => <JsonLd key={roleSlug(role)} data={jobPostingJsonLd(role, { content })} />);
}
