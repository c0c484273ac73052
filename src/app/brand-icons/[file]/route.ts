import { BRAND_SPRITES, brandSprite } from '@/components/ui/brand-icons';

// Built at build time, one file per sprite: /brand-icons/social.svg, /brand-icons/Docker.svg, …
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return BRAND_SPRITES.map((sprite) => ({ file: `${sprite}.svg` }));
}

/** A brand-icon sprite that <Icon> references with <use> (see src/components/ui/brand-icons.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const sprite = (await params).file.replace(/\.svg$/, '');
  return new Response(brandSprite(sprite), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Pages ask for it with ?v=<hash of its contents>: a new icon set is a new address.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
