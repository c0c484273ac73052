import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { site } from '@/content/site';
import type { IconName } from '@/content/icons';
import { BRAND_SPRITES, BRANDS, brandIconHref, brandSprite } from './brand-icons';
import { Icon } from './Icon';

const symbolIds = (sprite: string) => [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe('brand sprites', () => {
  it('hold every brand icon exactly once: the footer’s icons together, each other brand alone', () => {
    const all = BRAND_SPRITES.flatMap((sprite) => symbolIds(brandSprite(sprite)));
    expect(all.sort()).toEqual(Object.keys(BRANDS).sort());
    expect(symbolIds(brandSprite('social')).sort()).toEqual(site.footer.socialLinks.map((l) => l.icon.name).sort());
    expect(brandSprite('Docker')).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="Docker" viewBox="0 0 24 24"><path d="${BRANDS.Docker!.path}"/></symbol></svg>`,
    );
  });

  it('are addressed by a version that follows their contents', () => {
    expect(brandIconHref('Instagram')).toMatch(/^\/brand-icons\/social\.svg\?v=[0-9a-z]+#Instagram$/);
    expect(brandIconHref('Docker')).toMatch(/^\/brand-icons\/Docker\.svg\?v=[0-9a-z]+#Docker$/);
  });

  it('let a page draw a brand icon with a short <use>, while lucide icons stay inline', () => {
    const brand = renderToStaticMarkup(<Icon name="Instagram" width={20} />);
    expect(brand).toContain(`<use href="${brandIconHref('Instagram')}"></use>`);
    expect(brand).not.toContain(BRANDS.Instagram!.path.slice(0, 40));
    expect(brand.length).toBeLessThan(250);
    expect(renderToStaticMarkup(<Icon name={'Docker' as IconName} title="Docker" />)).toContain('aria-label="Docker"');
    expect(renderToStaticMarkup(<Icon name="Rocket" />)).toContain('<path');
  });
});
