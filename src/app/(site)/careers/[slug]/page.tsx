import { RolePage } from '@/components/careers/RolePage';
import { roleMetadata, roleOf, roleParams } from './role-route';

export const dynamicParams = true;

export function generateStaticParams() {
  return roleParams('/careers');
}

export function generateMetadata({ params }: PageProps<'/careers/[slug]'>) {
  return roleMetadata('/careers', params);
}

/** A junior role's own page. */
export default async function Page({ params }: PageProps<'/careers/[slug]'>) {
  const { role, content } = await roleOf('/careers', params);
  return <RolePage role={role} content={content} />;
}
