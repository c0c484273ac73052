import { describe, expect, it } from 'vitest';
import { checkLink, matchingPages, sitePages, type LinkTargets } from './link-targets';

const targets: LinkTargets = {
  items: [
    { kind: 'expertise-page', key: 'backend', title: 'Backend', status: 'published' },
    { kind: 'case-study', key: 'coral', title: 'Coral', status: 'published' },
    { kind: 'case-study', key: 'harbour', title: 'Harbour', status: 'draft' },
    { kind: 'expertise-page', key: 'rust', title: 'Rust', status: 'unpublished' },
  ],
  redirects: [
    { from: '/work/old-coral', to: '/work/coral' },
    { from: '/expertise/rust', to: '/expertise' },
  ],
};

describe('sitePages', () => {
  it('lists the fixed pages, then case studies, then expertise pages; only published items are live', () => {
    const pages = sitePages(targets);
    expect(pages[0]).toEqual({ path: '/', title: 'Home', live: true, kind: 'page' });
    expect(pages.find((p) => p.path === '/careers')).toMatchObject({ title: 'Careers', live: true });
    expect(pages.slice(-4).map((p) => [p.path, p.live])).toEqual([
      ['/work/coral', true],
      ['/work/harbour', false],
      ['/expertise/backend', true],
      ['/expertise/rust', false],
    ]);
  });

  it('finds pages by each word of their name or address, in any case', () => {
    const pages = sitePages(targets);
    expect(matchingPages(pages, 'CORAL').map((p) => p.path)).toEqual(['/work/coral']);
    expect(matchingPages(pages, 'work har').map((p) => p.path)).toEqual(['/work/harbour']);
    expect(matchingPages(pages, '/expertise').map((p) => p.path)).toEqual(['/expertise', '/expertise/backend', '/expertise/rust']);
    expect(matchingPages(pages, '  ')).toHaveLength(pages.length);
  });
});

describe('checkLink: what a link reaches, before any save', () => {
  it('a live page, by its name', () => {
    expect(checkLink('/work/coral', targets)).toMatchObject({ state: 'live', page: { title: 'Coral' } });
    expect(checkLink('/careers', targets)).toMatchObject({ state: 'live', page: { title: 'Careers' } });
  });

  it('a draft that visitors do not get yet, a redirect, and nothing at all', () => {
    expect(checkLink('/work/harbour', targets)).toMatchObject({ state: 'draft', page: { title: 'Harbour' } });
    expect(checkLink('/work/old-coral', targets)).toEqual({ state: 'redirect', to: '/work/coral' });
    // An unpublished page whose address now redirects: the visitor follows the redirect.
    expect(checkLink('/expertise/rust', targets)).toEqual({ state: 'redirect', to: '/expertise' });
    expect(checkLink('/work/nothing', targets)).toEqual({ state: 'missing' });
    expect(checkLink('/carers', targets)).toEqual({ state: 'missing' });
  });

  it('links elsewhere are not checked; what is not a link says so', () => {
    expect(checkLink('', targets)).toEqual({ state: 'empty' });
    expect(checkLink('https://github.com/driftline-studio', targets)).toEqual({ state: 'outside' });
    expect(checkLink('mailto:hello@driftline.example', targets)).toEqual({ state: 'mail' });
    expect(checkLink('tel:+14075550100', targets)).toEqual({ state: 'phone' });
    expect(checkLink('/media/docs/brief.pdf', targets)).toEqual({ state: 'file' });
    expect(checkLink('careers', targets)).toEqual({ state: 'invalid' });
    expect(checkLink('/careers/', targets)).toEqual({ state: 'invalid' });
    expect(checkLink('javascript:alert(1)', targets)).toEqual({ state: 'invalid' });
  });

  it('a link on this site only refuses an address elsewhere', () => {
    expect(checkLink('https://example.com', targets, { internal: true })).toEqual({ state: 'invalid' });
    expect(checkLink('/contact', targets, { internal: true })).toMatchObject({ state: 'live' });
  });
});
