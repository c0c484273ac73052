import { RolesPage, rolesPageMetadata } from '@/components/careers/RolesPage';

export const metadata = rolesPageMetadata('/careers');

export default function Page() {
  return <RolesPage path="/careers" />;
}
