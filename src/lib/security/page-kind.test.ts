import { describe, expect, it } from 'vitest';
import { isPreviewRequest, pageKind } from './page-kind.mjs';

describe('pageKind', () => {
  it('gives staff pages, and any page in draft mode, a nonce', () => {
    for (const path of ['/staff', '/staff/sign-in', '/staff/audit', '/staff/content/role/x']) expect(pageKind(path), path).toBe('private');
    expect(pageKind('/careers', 'a=1; __prerender_bypass=abc')).toBe('private');
    expect(pageKind('/', '__next_preview_data=x')).toBe('private');
  });

  it('keeps every other page public, prerendered or not (a new slug, a 404)', () => {
    for (const path of ['/', '/careers', '/work/new-slug', '/nothing-here', '/staffing', '/audit/reference']) expect(pageKind(path), path).toBe('public');
    expect(pageKind('/careers', 'theme=dark')).toBe('public');
  });

  it('calls a request a staff preview only with the draft cookie and a staff session cookie, never on the staff side', () => {
    expect(isPreviewRequest('/careers', '__prerender_bypass=abc; driftline.session=t.s')).toBe(true);
    expect(isPreviewRequest('/', '__Host-driftline.session=t.s; __prerender_bypass=abc')).toBe(true);
    for (const cookie of [undefined, '', '__prerender_bypass=abc', 'driftline.session=t.s', 'x__prerender_bypass=1; driftline.session=t.s', '__prerender_bypass=abc; xdriftline.session=t.s']) {
      expect(isPreviewRequest('/careers', cookie), String(cookie)).toBe(false);
    }
    expect(isPreviewRequest('/staff/content', '__prerender_bypass=abc; driftline.session=t.s')).toBe(false);
  });
});
