import { PrivacyNotice } from '@/components/privacy/PrivacyNotice';
import { PageIntro } from '@/components/ui/PageIntro';
import { pages } from '@/content/pages';
import { privacy } from '@/content/privacy';
import { fillStrings, retentionDays, retentionPhrase } from '@/lib/privacy/retention';
import { pageMetadata } from '@/lib/seo/metadata';

const copy = pages.privacy;

export const metadata = pageMetadata({ title: copy.title, description: copy.description, path: '/privacy' });

export default function PrivacyPage() {
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      {/* The period the site really erases submissions after (RETENTION_DAYS, read when the page is built). */}
      <PrivacyNotice notice={fillStrings(privacy, { retention: retentionPhrase(retentionDays()) })} />
    </>
  );
}
