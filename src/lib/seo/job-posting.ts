import { site } from '@/content/site';
import { rolesCopy } from '@/content/roles';
import type { RolesCopy } from '@/content/roles/working-here';
import type { JobRole, Office } from '@/content/schema';
import { formatRoleTitle, rolePagePath } from '@/lib/careers/roles';
import { siteUrl as defaultSiteUrl } from './site-url';
import { postalAddress } from './structured-data';

/**
 * Remote applicants must live in Pakistan: the hours are set in PKT, the office that
 * employs them is in Lahore, and contracts are made under Pakistani law.
 */
export const APPLICANT_COUNTRY = 'Pakistan';

type JsonLdOptions = {
  /** The site's absolute origin, e.g. 'https://driftline.studio'; SITE_URL by default. */
  siteUrl?: string;
  /** The content it is written from (the published content at runtime); src/content by default. */
  content?: JobPostingContent;
};

/** What a JobPosting takes from the content besides the role: the section headings and the site's name and offices. */
export type JobPostingContent = { sections: RolesCopy['card']['sections']; site: Pick<typeof site, 'name' | 'offices'> };
const seedContent: JobPostingContent = { sections: rolesCopy.card.sections, site };

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** The role's description sections as the HTML Google shows in its job listing. */
export function roleDescriptionHtml(role: JobRole, h: RolesCopy['card']['sections'] = rolesCopy.card.sections): string {
  const d = role.description;
  return [
    `<p><strong>${escapeHtml(d.intro)}</strong></p>`,
    `<p>${escapeHtml(d.body)}</p>`,
    `<h3>${escapeHtml(h.whatsInItForYou)}</h3>${list(d.whatsInItForYou)}`,
    `<h3>${escapeHtml(h.positionDetails)}</h3>${list(d.positionDetails.map((p) => `${p.label}: ${p.value}`))}`,
    `<h3>${escapeHtml(h.keyResponsibilities)}</h3>${list(d.keyResponsibilities)}`,
    `<h3>${escapeHtml(h.requirements)}</h3>${list(d.requirements)}`,
    `<h3>${escapeHtml(h.whyJoin)}</h3>${list(d.whyJoin)}`,
  ].join('');
}

/** The job title as posted: 'Junior Frontend Developer', 'Frontend Developer Intern'. */
export function jobPostingTitle(role: JobRole): string {
  const title = formatRoleTitle(role.title);
  return role.type === 'Junior' ? `Junior ${title}` : `${title} Intern`;
}

function lahoreOffice(offices: readonly Office[]): Office {
  const office = offices.find((o) => o.city === 'Lahore');
  if (!office) throw new Error('site.offices has no Lahore office');
  return office;
}

/** The logo the site-wide Organization JSON-LD uses too. */
const ORGANIZATION_LOGO = '/icon.svg';

const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).toString();

/**
 * schema.org JobPosting for one role (Google's job-posting structured data):
 * the Lahore office as the place of work, and remote work open to applicants in Pakistan.
 */
export function jobPostingJsonLd(role: JobRole, { siteUrl = defaultSiteUrl(), content = seedContent }: JsonLdOptions = {}) {
  const { site } = content;
  const office = lahoreOffice(site.offices);
  const home = absolute('/', siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: jobPostingTitle(role),
    description: roleDescriptionHtml(role, content.sections),
    datePosted: role.datePosted,
    ...(role.validThrough ? { validThrough: `${role.validThrough}T23:59:59+05:00` } : {}),
    employmentType: role.type === 'Junior' ? 'FULL_TIME' : 'INTERN',
    hiringOrganization: {
      '@type': 'Organization',
      // The same node as the site-wide Organization JSON-LD (structured-data.ts).
      '@id': absolute('/#organization', siteUrl),
      name: site.name,
      sameAs: home,
      logo: absolute(ORGANIZATION_LOGO, siteUrl),
    },
    jobLocation: { '@type': 'Place', address: postalAddress(office) },
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: APPLICANT_COUNTRY },
    directApply: true,
    // The role's own page, where the posting is: Google reads JobPosting on a job's page, not on a list of jobs.
    url: absolute(rolePagePath(role), siteUrl),
  };
}
