import { RolePage } from '@/components/careers/RolePage';
import { roleMetadata, roleOf, roleParams } from '../../careers/[slug]/role-route';

export const dynamicParams = true;

export function generateStaticParams() {
  return roleParams('/internships');
}

export function generateMetadata({ params }: PageProps<'/internships/[slug]'>) {
  return roleMetadata('/internships', params);
}

/** An internship's own page. */
export default async function Page({ params }: PageProps<'/internships/[slug]'>) {
  const { role, content } = await roleOf('/internships', params);
  return <RolePage role={role} content={content} />;
}
