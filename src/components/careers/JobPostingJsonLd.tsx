import type { JobRole } from '@/content/schema';
import { jobPostingJsonLd, serializeJsonLd, siteUrlFromEnv } from '@/lib/seo/job-posting';
import { roleSlug } from '@/lib/roles';

/** One JobPosting JSON-LD script per listed role, rendered on the server. */
export function JobPostingJsonLd({ roles }: { roles: JobRole[] }) {
  const siteUrl = siteUrlFromEnv();
  return roles.map((role) => (
    <script
      key={roleSlug(role)}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPostingJsonLd(role, { siteUrl })) }}
    />
  ));
}
