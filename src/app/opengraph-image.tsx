import { cardCopy } from '@/content/cards';
import { site } from '@/content/site';
import { OG_SIZE, SITE_CARD } from '@/lib/seo/metadata';
import { ogImage } from '@/server/seo/og-image';

export const alt = SITE_CARD.alt;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return ogImage({ eyebrow: cardCopy.site, title: site.tagline, footer: site.name });
}
