import { brandSprite } from '@/components/ui/brand-icons';

// Built once at build time: the sprite depends only on the icon set.
export const dynamic = 'force-static';

/** The brand-icon sprite that <Icon> references with <use> (see src/components/ui/brand-icons.ts). */
export function GET() {
  return new Response(brandSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Pages ask for it with ?v=<hash of its contents>: a new icon set is a new address.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
