import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/ui/PageIntro';
import { WorkingHere } from '@/components/careers/WorkingHere';
import { RolesSection } from '@/components/careers/RolesSection';
import { JobPostingJsonLd } from '@/components/careers/JobPostingJsonLd';
import { pages } from '@/content/pages';
import { rolesCopy } from '@/content/roles';
import { rolesForPath } from '@/lib/roles';

const PATH = '/internships';
const copy = pages.internships;

export const metadata = pageMetadata({ title: copy.title, description: copy.description, path: PATH });

export default function Page() {
  return (
    <>
      <JobPostingJsonLd roles={rolesForPath(PATH)} />
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <WorkingHere copy={rolesCopy.internships} />
      <RolesSection path={PATH} />
    </>
  );
}
