import { PrivacyNotice } from '@/components/privacy/PrivacyNotice';
import { PageIntro } from '@/components/ui/PageIntro';
import { fillStrings, retentionDays, retentionPhrase } from '@/lib/privacy/retention';
import { pageMetadata } from '@/lib/seo/metadata';
import { readPages, readPrivacy, readSite } from '@/server/content/read';

export async function generateMetadata() {
  const [pages, site] = await Promise.all([readPages(), readSite()]);
  return pageMetadata({ title: pages.privacy.title, description: pages.privacy.description, path: '/privacy', site });
}

export default async function PrivacyPage() {
  const [pages, privacy] = await Promise.all([readPages(), readPrivacy()]);
  const copy = pages.privacy;
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      {/* The period the site really erases submissions after (RETENTION_DAYS, read when the page is built). */}
      <PrivacyNotice notice={fillStrings(privacy, { retention: retentionPhrase(retentionDays()) })} />
    </>
  );
}
