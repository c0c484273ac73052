import type { CSSProperties } from 'react';
import { MediaImage } from '@/components/media/MediaImage';
import type { ClientLogo } from '@/content/schema';
import { LOGO_TILT, TILT_FRAME_CLASS } from '@/lib/home/tilt';
import { logoRendition } from '@/lib/media/logo';
import { LogoTiltList } from './LogoTilt';

/**
 * The grid of six client logos, each on a card that tilts toward the pointer (LogoTiltList moves them); each shows
 * its raster rendition. The cards are server markup: the still frame the pointer is read on, the tilting card, and
 * the highlight.
 */
export function ClientLogos({ heading, logos }: { heading: string; logos: ClientLogo[] }) {
  return (
    <section aria-labelledby="clients-heading" className="container-site py-16 sm:py-24">
      <h2 id="clients-heading" className="text-center font-caps text-sm font-medium uppercase tracking-[0.18em] text-muted">
        {heading}
      </h2>
      <LogoTiltList className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6" testId="client-logos">
        {logos.map((client) => (
          <li key={client.name}>
            <div className={TILT_FRAME_CLASS} data-testid="logo-tilt" style={{ '--tilt-ms': `${LOGO_TILT.transitionSpeedMs}ms` } as CSSProperties}>
              <div className="logo-tilt rounded-card">
                <div className="flex aspect-[3/2] items-center justify-center rounded-card border border-line bg-ink-2 p-6 shadow-card sm:p-8">
                  <MediaImage
                    src={logoRendition(client.logo)}
                    alt={client.name}
                    width={180}
                    height={60}
                    unoptimized
                    className="h-10 w-full object-contain sm:h-12"
                  />
                </div>
                <span aria-hidden="true" className="logo-tilt-glare" />
              </div>
            </div>
          </li>
        ))}
      </LogoTiltList>
    </section>
  );
}
