import { describe, expect, it } from 'vitest';
import { formatRoleTitle, hidesSalary, roleAtPath, roleDetails, roleFourthDetail, rolePagePath, rolePagePathOfKey, roleSlug, rolesForPath, rolesPageKind } from './roles';
import { internshipRoles, juniorRoles } from '@/content/roles';
import { jobRoleSchema, type JobRole } from '@/content/schema';

describe('formatRoleTitle', () => {
  it('keeps UI/UX, AI and HR uppercase', () => {
    expect(formatRoleTitle('ui/ux designer')).toBe('UI/UX Designer');
    expect(formatRoleTitle('ai engineer')).toBe('AI Engineer');
    expect(formatRoleTitle('Hr generalist')).toBe('HR Generalist');
    expect(formatRoleTitle('Ui/Ux designer')).toBe('UI/UX Designer');
  });

  it('capitalizes every other word', () => {
    expect(formatRoleTitle('frontend developer')).toBe('Frontend Developer');
    expect(formatRoleTitle('business development')).toBe('Business Development');
    expect(formatRoleTitle('  upwork   bidder ')).toBe('Upwork Bidder');
  });

  it('capitalizes the first letter after leading punctuation and keeps existing capitals', () => {
    expect(formatRoleTitle('app store optimization (aso)')).toBe('App Store Optimization (Aso)');
    expect(formatRoleTitle('App Store Optimization (ASO)')).toBe('App Store Optimization (ASO)');
    expect(formatRoleTitle('LinkedIn lead generation')).toBe('LinkedIn Lead Generation');
  });

  it('does not uppercase words that merely contain ai or hr', () => {
    expect(formatRoleTitle('email campaigns')).toBe('Email Campaigns');
    expect(formatRoleTitle('three hrs')).toBe('Three Hrs');
  });
});

describe('rolesForPath', () => {
  it('lists the 6 junior roles on a path containing career', () => {
    const roles = rolesForPath('/careers');
    expect(roles.map((r) => r.title)).toEqual([
      'UI/UX Designer',
      'Flutter Developer',
      'Frontend Developer',
      'Backend Developer',
      'AI Engineer',
      'Business Development',
    ]);
    expect(roles.every((r) => r.type === 'Junior')).toBe(true);
  });

  it('lists 6 of the 11 defined internships on a path containing internship', () => {
    expect(internshipRoles).toHaveLength(11);
    const roles = rolesForPath('/internships');
    expect(roles.map((r) => r.title)).toEqual([
      'Digital Marketing',
      'UI/UX Designer',
      'Flutter Developer',
      'Frontend Developer',
      'Backend Developer',
      'Business Development',
    ]);
    expect(roles.every((r) => r.type === 'Internship')).toBe(true);
  });

  it('keeps Graphic Designer, ASO, AI Engineer, LinkedIn Lead Generation and Upwork Bidder defined but unlisted', () => {
    const unlisted = internshipRoles.filter((r) => !r.listed).map((r) => r.title);
    expect(unlisted).toEqual([
      'Graphic Designer',
      'App Store Optimization (ASO)',
      'AI Engineer',
      'LinkedIn Lead Generation',
      'Upwork Bidder',
    ]);
  });

  it('filters by the listed flag of the data, not by title', () => {
    const role = (title: string, listed: boolean) => ({ ...internshipRoles[0], title, listed }) as JobRole;
    const roles = rolesForPath('/work-with-us/internship-2027', {
      junior: [],
      internships: [role('Graphic Designer', true), role('Digital Marketing', false)],
    });
    expect(roles.map((r) => r.title)).toEqual(['Graphic Designer']);
  });

  it('lists nothing on other paths', () => {
    expect(rolesForPath('/about')).toEqual([]);
    expect(rolesPageKind('/plans-and-pricing')).toBeNull();
  });

  it('hides the salary field only on internship pages', () => {
    expect(hidesSalary('/internships')).toBe(true);
    expect(hidesSalary('/careers')).toBe(false);
  });
});

describe('role content', () => {
  it('junior roles: 0–2 years (en dash), Remote / Lahore, 5:00 PM to 2:00 AM PKT', () => {
    for (const role of juniorRoles) {
      expect(role.subTitle).toBe('OPEN ROLES');
      expect(role.experience).toMatch(/^0–2 Years?$/);
      expect(role.location).toBe('Remote / Lahore');
      const details = Object.fromEntries(role.description.positionDetails.map((d) => [d.label, d.value]));
      expect(details.Timings).toMatch(/^5:00 PM to 2:00 AM PKT/);
      if (role.title === 'Business Development') {
        expect(details.Compensation).toMatch(/stipend and\/or performance bonus, discussed in interview/i);
      } else {
        expect(details.Compensation).toMatch(/^Entry-level salary plus growth/);
      }
    }
  });

  it('internships: 6 months, unpaid, 8:00 PM to 2:00 AM PKT, certificate and recommendation letter', () => {
    for (const role of internshipRoles) {
      expect(role.salary).toBe('Unpaid');
      expect(role.experience).toBeUndefined();
      const details = Object.fromEntries(role.description.positionDetails.map((d) => [d.label, d.value]));
      expect(details.Duration).toBe('6 months');
      expect(details.Timings).toMatch(/^8:00 PM to 2:00 AM PKT/);
      expect(details['On completion']).toBe('Certificate and recommendation letter');
    }
  });

  it('every role has its own intro and body copy', () => {
    const all = [...juniorRoles, ...internshipRoles];
    expect(new Set(all.map((r) => r.description.intro)).size).toBe(all.length);
    expect(new Set(all.map((r) => r.description.body)).size).toBe(all.length);
  });

  it('gives each role a unique slug and the right fourth detail', () => {
    const all = [...juniorRoles, ...internshipRoles];
    expect(new Set(all.map(roleSlug)).size).toBe(all.length);
    expect(roleSlug({ type: 'Junior', title: 'UI/UX Designer' })).toBe('junior-ui-ux-designer');
    expect(roleFourthDetail(juniorRoles[0])).toEqual({ label: 'Experience', value: '0–2 Years' });
    expect(roleFourthDetail(internshipRoles[0])).toEqual({ label: 'Salary', value: 'Unpaid' });
    expect(roleDetails(internshipRoles[0]).map((d) => d.value)).toEqual(['Internship', 'Unpaid', 'Remote / Lahore']);
  });

  it('gives each role its own page under its list: one address per role, and only a listed role is found at it', () => {
    const all = [...juniorRoles, ...internshipRoles];
    expect(rolePagePath({ type: 'Junior', title: 'UI/UX Designer' })).toBe('/careers/ui-ux-designer');
    expect(rolePagePath({ type: 'Internship', title: 'App Store Optimization (ASO)' })).toBe('/internships/app-store-optimization-aso');
    expect(new Set(all.map(rolePagePath)).size).toBe(all.length);
    for (const role of all) expect(roleAtPath(rolePagePath(role), all)).toBe(role.listed ? role : null);
    expect(all.some((role) => !role.listed)).toBe(true);
    expect(roleAtPath('/careers/no-such-role', all)).toBeNull();
    expect(roleAtPath('/internships/ui-ux-designer', juniorRoles)).toBeNull();
    for (const role of all) expect(rolePagePathOfKey(roleSlug(role))).toBe(rolePagePath(role));
    expect(rolePagePathOfKey('senior-x')).toBeNull();
  });

  it('the schema rejects a junior role with a salary and a hyphen instead of the en dash', () => {
    const bad = { ...juniorRoles[0], experience: '0-2 Years' };
    expect(jobRoleSchema.safeParse(bad).success).toBe(false);
    const withSalary = { ...juniorRoles[0], salary: 'Unpaid' };
    expect(jobRoleSchema.safeParse(withSalary).success).toBe(false);
  });
});
