import { PrivacyNotice } from '@/components/privacy/PrivacyNotice';
import { PageIntro } from '@/components/ui/PageIntro';
import { fillStrings, retentionDays, retentionPhrase } from '@/lib/privacy/retention';
import { pageMetadata } from '@/lib/seo/metadata';
import { readPrivacy, readSite } from '@/server/content/read';

export async function generateMetadata() {
  const [privacy, site] = await Promise.all([readPrivacy(), readSite()]);
  return pageMetadata({ title: privacy.page.title, description: privacy.page.description, path: '/privacy', site });
}

export default async function PrivacyPage() {
  const privacy = await readPrivacy();
  const copy = privacy.page;
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      {/* The period the site really erases submissions after (RETENTION_DAYS, read when the page is built). */}
      <PrivacyNotice notice={fillStrings(privacy, { retention: retentionPhrase(retentionDays()) })} />
    </>
  );
}
