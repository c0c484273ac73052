import { JsonLd } from '@/components/seo/JsonLd';
import type { JobRole } from '@/content/schema';
import { jobPostingJsonLd } from '@/lib/seo/job-posting';
import { roleSlug } from '@/lib/careers/roles';

/** One JobPosting JSON-LD block per listed role, rendered on the server. */
export function JobPostingJsonLd({ roles }: { roles: JobRole[] }) {
  return roles.map((role) => <JsonLd key={roleSlug(role)} data={jobPostingJsonLd(role)} />);
}
