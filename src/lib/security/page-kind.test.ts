import { describe, expect, it } from 'vitest';
import { pageKind } from './page-kind.mjs';

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
});
