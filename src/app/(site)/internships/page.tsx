import { RolesPage, rolesPageMetadata } from '@/components/careers/RolesPage';
import { readRolesPage } from '@/server/content/read';

export async function generateMetadata() {
  return rolesPageMetadata('/internships', await readRolesPage());
}

export default async function Page() {
  return <RolesPage path="/internships" content={await readRolesPage()} />;
}
