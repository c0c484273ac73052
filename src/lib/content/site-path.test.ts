import { describe, expect, it } from 'vitest';
import { canonicalSitePath, isCanonicalSitePath, isLinkHref, isMediaReference, isReservedPath } from './site-path.mjs';

const SHA = 'a'.repeat(64);

describe('canonicalSitePath', () => {
  it('resolves dot segments, also escaped, and keeps a path already canonical as it is', () => {
    const cases: [string, string][] = [
      ['/', '/'],
      ['/about', '/about'],
      ['/about/', '/about'],
      ['/about/.', '/about'],
      ['/about/./', '/about'],
      ['/x1/../staff/sign-in', '/staff/sign-in'],
      ['/x1/%2e%2e/staff', '/staff'],
      ['/x1/%2E%2e/staff', '/staff'],
      ['/x1/.%2e/api/health', '/api/health'],
      ['/x1/../api/health', '/api/health'],
      ['/../../staff', '/staff'],
      ['/x/..', '/'],
      ['/b/.', '/b'],
      ['/media/./u/x', '/media/u/x'],
      ['/%61bout', '/about'],
      ['/caf%c3%a9', '/caf%C3%A9'],
      ['/café', '/caf%C3%A9'],
      ['/a~b_c.d-e', '/a~b_c.d-e'],
    ];
    for (const [input, canonical] of cases) expect(canonicalSitePath(input), input).toBe(canonical);
  });

  it('is null for what is not a site path: no leading slash, empty segments, other characters and escapes', () => {
    for (const bad of ['', 'about', '//evil.example/a', '/a//b', '//', '/a b', '/a?x', '/a#b', '/a\\b', '/a%2Fb', '/a%5Cb', '/a%00', '/a%20b', '/a%', '/a%zz', '/a%C3', `/${'a'.repeat(301)}`, 'https://x.example/']) {
      expect(canonicalSitePath(bad), bad).toBeNull();
    }
    expect(canonicalSitePath(42)).toBeNull();
  });

  it('knows a canonical path, and the paths that are never pages', () => {
    expect(isCanonicalSitePath('/work/coral')).toBe(true);
    expect(isCanonicalSitePath('/work/coral/')).toBe(false);
    expect(isCanonicalSitePath('/work/./coral')).toBe(false);
    for (const p of ['/staff', '/staff/sign-in', '/api/health', '/_next/static/x.js', '/media/u/x']) expect(isReservedPath(p), p).toBe(true);
    for (const p of ['/', '/staffing', '/apis', '/about']) expect(isReservedPath(p), p).toBe(false);
  });
});

describe('isLinkHref', () => {
  it('takes https:, http:, mailto:, tel: and canonical site paths', () => {
    for (const ok of ['https://www.linkedin.com/company/x', 'http://example.org/a?b=1#c', 'mailto:hello@driftline.studio', 'mailto:a@b.example?subject=Hi', 'tel:+442071234567', '/', '/careers', `/media/u/${SHA}/480.webp`]) {
      expect(isLinkHref(ok), ok).toBe(true);
    }
  });

  it('refuses every other scheme and every other spelling of a site path', () => {
    for (const bad of [
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'vbscript:x',
      'file:///etc/passwd',
      'https:evil.example',
      'https://',
      'ftp://x.example',
      '//evil.example',
      'careers',
      '/careers/',
      '/a/../careers',
      '/x/%2e%2e/careers',
      ' /careers',
      'java\tscript:alert(1)',
      'https://x.example/\n',
      'mailto:',
      'tel:abc',
      `/media/./u/${SHA}/480.webp`,
      `/media/u/${SHA.toUpperCase()}/480.webp`,
      '',
      42,
    ]) {
      expect(isLinkHref(bad), String(bad)).toBe(false);
    }
  });
});

describe('isMediaReference', () => {
  it('takes canonical site paths, uploads as the library writes them, and https URLs off this site’s uploads', () => {
    for (const ok of ['/media/images/work/coral.webp', `/media/u/${SHA}/1300x900-50-50.webp`, `/media/u/${SHA}/master.m3u8`, 'https://cdn.example/a.webp']) {
      expect(isMediaReference(ok), ok).toBe(true);
    }
  });

  it('refuses any other spelling of an upload’s address, and anything else', () => {
    for (const bad of [
      `/media/./u/${SHA}/480.webp`,
      `/media//u/${SHA}/480.webp`,
      `/media/u/./${SHA}/480.webp`,
      `/media/x/../u/${SHA}/480.webp`,
      `/media/%75/${SHA}/480.webp`,
      `/media/u/${SHA.toUpperCase()}/480.webp`,
      `/media/u/${SHA}/`,
      `/media/u/${SHA}`,
      `https://site.example/media/u/${SHA}/480.webp`,
      `https://site.example/media/%75/${SHA}/480.webp`,
      `https://site.example/media/./u/${SHA}/480.webp`,
      'http://cdn.example/a.webp',
      'data:image/svg+xml,<svg/>',
      'media/a.webp',
      '',
    ]) {
      expect(isMediaReference(bad), bad).toBe(false);
    }
  });
});
