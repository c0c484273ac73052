import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd, jobPostingTitle, roleDescriptionHtml } from './job-posting';
import { rolesForPath } from '@/lib/careers/roles';
import { site } from '@/content/site';
import { juniorRoles, internshipRoles } from '@/content/roles';

const siteUrl = 'https://driftline.example';
const listed = [...rolesForPath('/careers'), ...rolesForPath('/internships')];

/** Google's required properties for a JobPosting. */
function missingRequired(posting: Record<string, unknown>): string[] {
  const missing = ['title', 'description', 'datePosted', 'hiringOrganization'].filter((k) => !posting[k]);
  const remoteOk = posting.jobLocationType === 'TELECOMMUTE' && !!posting.applicantLocationRequirements;
  if (!posting.jobLocation && !remoteOk) missing.push('jobLocation');
  return missing;
}

describe('jobPostingJsonLd', () => {
  it.each(listed.map((r) => [`${r.type} ${r.title}`, r] as const))('%s has every property Google requires', (_, role) => {
    const posting = jobPostingJsonLd(role, { siteUrl });
    expect(missingRequired(posting)).toEqual([]);
    expect(posting['@context']).toBe('https://schema.org');
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(posting.directApply).toBe(true);
  });

  it('names the hiring organisation from the site config with an absolute logo', () => {
    const posting = jobPostingJsonLd(juniorRoles[0], { siteUrl });
    expect(posting.hiringOrganization).toEqual({
      '@type': 'Organization',
      '@id': 'https://driftline.example/#organization',
      name: site.name,
      sameAs: 'https://driftline.example/',
      logo: 'https://driftline.example/icon.svg',
    });
  });

  it('places the job at the Lahore office and allows remote work from Pakistan', () => {
    const posting = jobPostingJsonLd(juniorRoles[2], { siteUrl });
    const lahore = site.offices.find((o) => o.city === 'Lahore')!;
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: lahore.streetAddress,
        addressLocality: 'Lahore',
        addressRegion: 'Punjab',
        postalCode: lahore.postalCode,
        addressCountry: 'PK',
      },
    });
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Pakistan' });
  });

  it("names the role's own page as the posting's address", () => {
    expect(jobPostingJsonLd(juniorRoles[2], { siteUrl }).url).toBe('https://driftline.example/careers/frontend-developer');
    expect(jobPostingJsonLd(internshipRoles[0], { siteUrl }).url).toBe('https://driftline.example/internships/digital-marketing');
  });

  it('uses FULL_TIME for junior roles and INTERN for internships', () => {
    expect(jobPostingJsonLd(juniorRoles[0], { siteUrl }).employmentType).toBe('FULL_TIME');
    expect(jobPostingJsonLd(internshipRoles[0], { siteUrl }).employmentType).toBe('INTERN');
  });

  it('gives validThrough only when the role closes', () => {
    expect(jobPostingJsonLd(juniorRoles[0], { siteUrl })).not.toHaveProperty('validThrough');
    const intern = jobPostingJsonLd(internshipRoles[0], { siteUrl });
    expect(intern.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:00$/);
    expect(Date.parse(intern.validThrough!)).toBeGreaterThan(Date.parse(intern.datePosted));
  });

  it('titles jobs as the role plus its level', () => {
    expect(jobPostingTitle(juniorRoles[0])).toBe('Junior UI/UX Designer');
    expect(jobPostingTitle(internshipRoles[0])).toBe('Digital Marketing Intern');
  });
});

describe('roleDescriptionHtml', () => {
  it('contains every section of the role description', () => {
    const role = juniorRoles[3];
    const html = roleDescriptionHtml(role);
    for (const heading of ['What’s in it for you', 'Position details', 'Key responsibilities', 'Requirements', 'Why join']) {
      expect(html).toContain(`<h3>${heading}</h3>`);
    }
    expect(html).toContain(role.description.intro);
    expect(html).toContain('Timings: 5:00 PM to 2:00 AM PKT');
  });

  it('escapes HTML in the content', () => {
    const role = { ...juniorRoles[0], description: { ...juniorRoles[0].description, intro: 'Tags <b>&</b>' } };
    expect(roleDescriptionHtml(role)).toContain('Tags &lt;b&gt;&amp;&lt;/b&gt;');
  });
});
