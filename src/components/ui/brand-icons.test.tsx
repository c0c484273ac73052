import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconName } from '@/content/icons';
import { BRANDS } from './brand-icons';
import { Icon } from './Icon';

describe('brand icons', () => {
  it('are drawn in the page, with nothing to fetch, as lucide icons are', () => {
    const brand = renderToStaticMarkup(<Icon name="Instagram" width={20} />);
    expect(brand).toContain(`<path d="${BRANDS.Instagram!.path}">`);
    expect(brand).not.toContain('<use');
    expect(brand).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<Icon name={'Docker' as IconName} title="Docker" />)).toContain('aria-label="Docker"');
    expect(renderToStaticMarkup(<Icon name="Rocket" />)).toContain('<path');
  });

  it('are written in whole units of their 240-unit box (a tenth of the 24 units they come in): no decimal point', () => {
    expect(renderToStaticMarkup(<Icon name="Instagram" />)).toContain('viewBox="0 0 240 240"');
    for (const [name, brand] of Object.entries(BRANDS)) expect(brand!.path, name).not.toContain('.');
  });
});
