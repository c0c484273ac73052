import { RolesPage, rolesPageMetadata } from '@/components/careers/RolesPage';

export const metadata = rolesPageMetadata('/internships');

export default function Page() {
  return <RolesPage path="/internships" />;
}
