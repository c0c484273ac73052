import { describe, expect, it } from 'vitest';
import { KIND_NAMES } from './kinds';
import { coversPath, EVERY_PAGE, pathsOf } from './paths';

describe('pathsOf', () => {
  it('names at least one page for every kind', () => {
    for (const kind of KIND_NAMES) expect(pathsOf(kind, kind).length, kind).toBeGreaterThan(0);
  });
  it('sends a role to both role lists, the roles\' own pages and the sitemap, and an expertise page to its own address', () => {
    expect(pathsOf('role', 'junior-flutter-developer')).toEqual(['/careers', '/internships', '/careers/*', '/internships/*', '/sitemap.xml']);
    expect(pathsOf('expertise-page', 'docker')).toContain('/expertise/docker');
    // A new or renamed slug changes the sitemap's list.
    expect(pathsOf('case-study', 'coral')).toContain('/sitemap.xml');
    expect(pathsOf('expertise-page', 'docker')).toContain('/sitemap.xml');
  });
  it('treats site settings as every page', () => {
    expect(pathsOf('site', 'site')).toEqual([EVERY_PAGE]);
  });
});

describe('coversPath', () => {
  it('matches exact paths, wildcards under a prefix, and every page', () => {
    expect(coversPath('/careers', '/careers')).toBe(true);
    expect(coversPath('/careers', '/internships')).toBe(false);
    expect(coversPath('/work/*', '/work/coral')).toBe(true);
    expect(coversPath('/work/*', '/work')).toBe(false);
    expect(coversPath('*', '/privacy')).toBe(true);
  });
});
