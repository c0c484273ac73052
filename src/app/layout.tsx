import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { FontSwap } from '@/components/layout/FontSwap';
import { HydrationMark } from '@/components/layout/HydrationMark';
import { WebManifestLink } from '@/components/layout/WebManifestLink';
import { interfaceCopy } from '@/content/interface';
import { FAVICON_DATA_URI, iconLink, SITE_ICONS } from '@/lib/seo/icons';
import { siteUrl } from '@/lib/seo/site-url';
import { PALETTE } from '@/lib/design/palette.mjs';
import { WEB_MANIFEST_PATH } from '@/lib/seo/web-manifest';
import { readSite } from '@/server/content/read';
// next/font's @font-face rules and the core font's preload; globals.css names the families in --font-sans.
import './fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const site = await readSite();
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: site.name, template: `%s · ${site.name}` },
    description: site.description,
    applicationName: site.name,
    openGraph: { siteName: site.name, locale: 'en_US', type: 'website' },
    twitter: { card: 'summary_large_image' },
    // The tab's icon inline (no request, see src/lib/seo/icons.ts); a 192 px PNG, the size search engines ask for;
    // the home-screen icon. /favicon.ico is still served for whatever asks for it by that name.
    icons: {
      icon: [{ ...iconLink(SITE_ICONS.svg), url: FAVICON_DATA_URI }, iconLink(SITE_ICONS.png192)],
      apple: iconLink(SITE_ICONS.apple),
    },
  };
}

export const viewport: Viewport = { themeColor: PALETTE.ink, colorScheme: 'dark' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col bg-ink text-fg antialiased">
        <a href="#main" className="sr-only-focusable z-[100] rounded-full bg-fg px-4 py-2 font-semibold text-ink">
          {interfaceCopy.skipToContent}
        </a>
        {/* The public pages' shell is SiteShell (header, main, footer, dialogs); the staff pages have their own. */}
        {children}
        <FontSwap />
        <WebManifestLink href={WEB_MANIFEST_PATH} />
        <HydrationMark />
      </body>
    </html>
  );
}
