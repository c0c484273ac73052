import { MediaImage } from '@/components/media/MediaImage';
import type { ClientLogo } from '@/content/schema';
import { logoRendition } from '@/lib/media/logo';
import { LogoTilt } from './LogoTilt';

/** The grid of six client logos, each on a card that tilts toward the pointer; each shows its raster rendition. */
export function ClientLogos({ heading, logos }: { heading: string; logos: ClientLogo[] }) {
  return (
    <section aria-labelledby="clients-heading" className="container-site py-16 sm:py-24">
      <h2 id="clients-heading" className="text-center text-sm font-medium uppercase tracking-[0.18em] text-muted">
        {heading}
      </h2>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-6" data-testid="client-logos">
        {logos.map((client) => (
          <li key={client.name}>
            <LogoTilt className="rounded-card">
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
            </LogoTilt>
          </li>
        ))}
      </ul>
    </section>
  );
}
