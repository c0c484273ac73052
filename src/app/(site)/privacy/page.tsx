import { PrivacyNotice } from '@/components/privacy/PrivacyNotice';
import { PageIntro } from '@/components/ui/PageIntro';
import { pages } from '@/content/pages';
import { privacy } from '@/content/privacy';
import { pageMetadata } from '@/lib/seo/metadata';

const copy = pages.privacy;

export const metadata = pageMetadata({ title: copy.title, description: copy.description, path: '/privacy' });

export default function PrivacyPage() {
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <PrivacyNotice notice={privacy} />
    </>
  );
}
