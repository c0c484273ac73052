import { describe, expect, it } from 'vitest';
import { externalLinkProps, isNonRouteHref, mailtoHref, telHref } from './links';

describe('externalLinkProps', () => {
  it('opens http and https targets in a new tab, safely', () => {
    expect(externalLinkProps('https://github.com/x')).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(externalLinkProps('http://example.com')).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });
  it('keeps site paths, mailto and tel in the same tab', () => {
    expect(externalLinkProps('/privacy')).toEqual({});
    expect(externalLinkProps('mailto:hello@example.com')).toEqual({});
    expect(externalLinkProps('tel:+14075550142')).toEqual({});
  });
  it('opens a site path in a new tab when asked', () => {
    expect(externalLinkProps('/careers', { newTab: true })).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });
});

describe('href helpers', () => {
  it('builds tel: and mailto: targets', () => {
    expect(telHref('+1 (407) 555-0142')).toBe('tel:+14075550142');
    expect(telHref('+92 42 3578 0199')).toBe('tel:+924235780199');
    expect(mailtoHref('hello@example.com')).toBe('mailto:hello@example.com');
  });
  it('tells routes from other targets', () => {
    expect(isNonRouteHref('/work')).toBe(false);
    expect(isNonRouteHref('https://x.y')).toBe(true);
    expect(isNonRouteHref('mailto:a@b.c')).toBe(true);
    expect(isNonRouteHref('//cdn.example.com')).toBe(true);
  });
});
