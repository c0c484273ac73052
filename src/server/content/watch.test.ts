import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesToWarm } from './watch';
import { revalidationOf } from './sync';

const BUILT = ['/', '/about', '/careers', '/internships', '/work', '/work/coral', '/work/atlas', '/expertise/docker'];

describe('pagesToWarm', () => {
  it('warms each changed address, and every built page a family or "*" covers, once', () => {
    expect(pagesToWarm(['/careers', '/internships'], BUILT)).toEqual(['/careers', '/internships']);
    expect(pagesToWarm(['/', '/work', '/work/*'], BUILT)).toEqual(['/', '/work', '/work/coral', '/work/atlas']);
    expect(pagesToWarm(['*', '/careers'], BUILT)).toEqual(BUILT);
  });
  it('warms a changed address the build did not make (a new slug)', () => {
    expect(pagesToWarm(['/work/new-one'], BUILT)).toEqual(['/work/new-one']);
  });
});

describe('revalidationOf', () => {
  it("maps '*' to the root layout, a family to its dynamic page, an address to itself", () => {
    expect(revalidationOf('*')).toEqual([['/', 'layout']]);
    expect(revalidationOf('/work/*')).toEqual([
      ['/(site)/work/[slug]', 'page'],
      ['/(site)/@modal/(.)work/[slug]', 'page'],
    ]);
    // Next tags each page with its route, group and slot included (the build's x-next-cache-tags say so).
    expect(existsSync(path.join(__dirname, '../../app/(site)/work/[slug]/page.tsx'))).toBe(true);
    expect(existsSync(path.join(__dirname, '../../app/(site)/@modal/(.)work/[slug]/page.tsx'))).toBe(true);
    expect(revalidationOf('/careers')).toEqual([['/careers', undefined]]);
    // A role's own page: the same family shape, so a publish renders the roles' pages again.
    for (const list of ['careers', 'internships']) {
      expect(revalidationOf(`/${list}/*`)).toEqual([[`/(site)/${list}/[slug]`, 'page']]);
      expect(existsSync(path.join(__dirname, `../../app/(site)/${list}/[slug]/page.tsx`))).toBe(true);
    }
  });
});
