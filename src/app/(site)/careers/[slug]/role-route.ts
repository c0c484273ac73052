import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { roleAtPath, roleLists, rolePagePath, rolesForPath } from '@/lib/careers/roles';
import { readRolesPage } from '@/server/content/read';
import { rolePageMetadata } from '@/components/careers/RolePage';

/**
 * What the two role routes (/careers/[slug], /internships/[slug]) share. Each route file still writes
 * `dynamicParams = true` itself (Next reads it as a literal there): the listed roles are prerendered, a role published
 * or listed later renders on its first visit, and an unknown or unlisted one is the site's 404.
 */
type Params = Promise<{ slug: string }>;

/** The slugs of the listed roles of one list. */
export async function roleParams(list: '/careers' | '/internships') {
  const { roles } = await readRolesPage();
  return rolesForPath(list, roleLists(roles)).map((role) => ({ slug: rolePagePath(role).slice(list.length + 1) }));
}

/** The listed role at `list`/`slug` (null when there is none), with what its page reads. */
async function findRole(list: '/careers' | '/internships', params: Params) {
  const { slug } = await params;
  const content = await readRolesPage();
  return { role: roleAtPath(`${list}/${slug}`, content.roles), content };
}

/** The listed role at `list`/`slug`, with what its page reads; the site's 404 when there is none. */
export async function roleOf(list: '/careers' | '/internships', params: Params) {
  const { role, content } = await findRole(list, params);
  if (!role) notFound();
  return { role, content };
}

export async function roleMetadata(list: '/careers' | '/internships', params: Params): Promise<Metadata> {
  const { role, content } = await findRole(list, params);
  return role ? rolePageMetadata(role, content) : {};
}
