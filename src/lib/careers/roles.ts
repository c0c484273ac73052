import type { JobRole } from '@/content/schema';
import { internshipRoles, juniorRoles, rolesCopy } from '@/content/roles';
import type { RolesCopy } from '@/content/roles/working-here';

/** Words kept in capitals whatever the input: UI/UX, AI and HR. */
const UPPERCASE_WORDS = new Set(['UI/UX', 'AI', 'HR']);

function capitalize(word: string) {
  // Leading punctuation such as '(' stays in place: '(aso)' -> '(Aso)'.
  return word.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}

/**
 * A role title as shown on its card: UI/UX, AI and HR stay uppercase, every other word
 * is capitalized (its first letter; the rest is kept, so 'ASO' and 'LinkedIn' survive).
 */
export function formatRoleTitle(title: string): string {
  return title
    .trim()
    .split(/\s+/)
    .map((word) => {
      const bare = word.replace(/^[^\p{L}]+|[^\p{L}/]+$/gu, '');
      if (UPPERCASE_WORDS.has(bare.toUpperCase())) return word.replace(bare, bare.toUpperCase());
      return capitalize(word);
    })
    .join(' ');
}

/** Which role list a page shows: junior roles on a 'career' path, internships on an 'internship' path. */
export type RolesPageKind = 'career' | 'internship';

export function rolesPageKind(path: string): RolesPageKind | null {
  const p = path.toLowerCase();
  if (p.includes('internship')) return 'internship';
  if (p.includes('career')) return 'career';
  return null;
}

export type RoleLists = { junior: readonly JobRole[]; internships: readonly JobRole[] };

/** Every role (one list, in site order, as the content keeps them) split into the two lists by type. */
export function roleLists(roles: readonly JobRole[]): RoleLists {
  return { junior: roles.filter((r) => r.type === 'Junior'), internships: roles.filter((r) => r.type === 'Internship') };
}

/**
 * The roles a page lists: junior roles for a path containing 'career', internships for one
 * containing 'internship' — only those whose content marks them `listed`.
 */
export function rolesForPath(path: string, roles: RoleLists = { junior: juniorRoles, internships: internshipRoles }): JobRole[] {
  const kind = rolesPageKind(path);
  const list = kind === 'career' ? roles.junior : kind === 'internship' ? roles.internships : [];
  return list.filter((role) => role.listed);
}

/** Internship pages hide the salary field of the application form. */
export function hidesSalary(path: string): boolean {
  return rolesPageKind(path) === 'internship';
}

/** A stable id for a role, unique across both lists: 'junior-ui-ux-designer', 'internship-flutter-developer'. */
export function roleSlug(role: Pick<JobRole, 'type' | 'title'>): string {
  const title = role.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${role.type.toLowerCase()}-${title}`;
}

/** A role's list page: /careers for a junior role, /internships for an internship. */
export function rolesListPath(role: Pick<JobRole, 'type'>): '/careers' | '/internships' {
  return role.type === 'Junior' ? '/careers' : '/internships';
}

/**
 * A role's own page, where its full description and its JobPosting for search engines are: its list page and its title
 * as a slug, '/careers/ui-ux-designer', '/internships/flutter-developer'.
 */
export function rolePagePath(role: Pick<JobRole, 'type' | 'title'>): string {
  return `${rolesListPath(role)}/${roleSlug(role).slice(role.type.length + 1)}`;
}

/** The own page of the role whose key (roleSlug) is `key`: rolePagePath without the role at hand. */
export function rolePagePathOfKey(key: string): string | null {
  const type = (['Junior', 'Internship'] as const).find((t) => key.startsWith(`${t.toLowerCase()}-`));
  return type ? rolePagePath({ type, title: key.slice(type.length + 1) }) : null;
}

/** The listed role whose own page is `path`, or null (unknown, or not listed). */
export function roleAtPath(path: string, roles: readonly JobRole[]): JobRole | null {
  return roles.find((role) => role.listed && rolePagePath(role) === path) ?? null;
}

/** The fourth detail of a role card: experience for jobs, salary for internships. */
export function roleFourthDetail(role: JobRole, labels: RolesCopy['card']['details'] = rolesCopy.card.details): { label: string; value: string } {
  return role.type === 'Junior' ? { label: labels.experience, value: role.experience ?? '' } : { label: labels.salary, value: role.salary ?? '' };
}

/** What a role's card and its own page show of it: its type, its fourth detail and its location, each with its label. */
export function roleDetails(role: JobRole, labels: RolesCopy['card']['details'] = rolesCopy.card.details): { label: string; value: string }[] {
  return [{ label: labels.type, value: role.type }, roleFourthDetail(role, labels), { label: labels.location, value: role.location }];
}
