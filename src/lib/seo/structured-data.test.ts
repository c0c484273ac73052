import { afterEach, describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { breadcrumbList, jsonLdString, organization } from './structured-data';

afterEach(() => {
  delete process.env.SITE_URL;
});

describe('organization', () => {
  it('names the agency with its logo, e-mail, both offices and social profiles', () => {
    process.env.SITE_URL = 'https://driftline.example';
    const org = organization(site);
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe(site.name);
    expect(org.logo).toBe('https://driftline.example/icon.svg');
    expect(org.email).toBe(site.email);
    expect(org.sameAs).toEqual(site.footer.socialLinks.map((s) => s.href));
    const cities = org.location.map((l) => l.address.addressLocality);
    expect(cities).toEqual(['Orlando', 'Lahore']);
    for (const place of org.location) {
      expect(place.address['@type']).toBe('PostalAddress');
      expect(place.telephone).toMatch(/^\+\d+$/);
    }
  });
});

describe('breadcrumbList', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    const list = breadcrumbList([
      { name: 'Home', path: '/' },
      { name: 'Work', path: '/work' },
      { name: 'Coral', path: '/work/coral' },
    ]);
    expect(list.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, 'http://localhost:3000/'],
      [2, 'http://localhost:3000/work'],
      [3, 'http://localhost:3000/work/coral'],
    ]);
  });
});

describe('jsonLdString', () => {
  it('cannot close its script tag', () => {
    const s = jsonLdString({ text: '</script><script>alert(1)</script>' });
    expect(s).not.toContain('</script>');
    expect(JSON.parse(s).text).toBe('</script><script>alert(1)</script>');
  });
});
