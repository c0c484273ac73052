import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { FontSwap } from '@/components/layout/FontSwap';
import { HydrationMark } from '@/components/layout/HydrationMark';
import { WebManifestLink } from '@/components/layout/WebManifestLink';
import { interfaceCopy } from '@/content/interface';
import { site } from '@/content/site';
import { siteMetadata } from '@/lib/seo/metadata';
import { PALETTE } from '@/lib/design/palette.mjs';
import { WEB_MANIFEST_PATH } from '@/lib/seo/web-manifest';
// next/font's @font-face rules and the core font's preload; globals.css names the families in --font-sans.
import './fonts';
import './globals.css';

/** The site-wide metadata from src/content: the staff pages' (the public pages take the published settings: (site)/layout.tsx). */
export const metadata: Metadata = siteMetadata(site);

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
