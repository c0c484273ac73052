import { cardCopy } from '@/content/cards';
import { OG_SIZE, SITE_CARD } from '@/lib/seo/metadata';
import { readSite } from '@/server/content/read';
import { ogImage } from '@/server/seo/og-image';

export const alt = SITE_CARD.alt;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default async function Image() {
  const site = await readSite();
  return ogImage({ eyebrow: cardCopy.site, title: site.tagline, footer: site.name });
}
