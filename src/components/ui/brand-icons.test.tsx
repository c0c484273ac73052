import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND_SPRITE_HREF, BRANDS, brandSprite } from './brand-icons';
import { Icon } from './Icon';

describe('brand sprite', () => {
  it('has one symbol per brand icon, with its drawing', () => {
    const sprite = brandSprite();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual(Object.keys(BRANDS).sort());
    expect(sprite).toContain(`<symbol id="Docker" viewBox="0 0 24 24"><path d="${BRANDS.Docker!.path}"/></symbol>`);
  });

  it('is addressed by a version that follows its contents', () => {
    expect(BRAND_SPRITE_HREF).toMatch(/^\/brand-icons\.svg\?v=[0-9a-z]+$/);
  });

  it('lets a page draw a brand icon with a short <use>, and keeps lucide icons inline', () => {
    const brand = renderToStaticMarkup(<Icon name="Instagram" width={20} />);
    expect(brand).toContain(`<use href="${BRAND_SPRITE_HREF}#Instagram"></use>`);
    expect(brand).not.toContain(BRANDS.Instagram!.path.slice(0, 40));
    expect(brand.length).toBeLessThan(250);
    expect(renderToStaticMarkup(<Icon name="Docker" title="Docker" />)).toContain('aria-label="Docker"');
    expect(renderToStaticMarkup(<Icon name="Rocket" />)).toContain('<path');
  });
});
