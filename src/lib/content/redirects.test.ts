import { describe, expect, it } from 'vitest';
import { normalizeRedirectPath, planRedirect } from './redirects';

const live = new Set(['/', '/work', '/work/coral', '/careers']);
const isLive = (p: string) => live.has(p);

describe('planRedirect', () => {
  it('stores a redirect from an address no page has to a path on this site', () => {
    expect(planRedirect({ from: ' /work/old/ ', to: '/work/coral' }, [], isLive)).toEqual({ ok: true, row: { from: '/work/old', to: '/work/coral' }, rewrites: [] });
    expect(normalizeRedirectPath('/')).toBe('/');
  });

  it('follows the target one step, so there is no chain: a→b with b→c stored is a→c', () => {
    const plan = planRedirect({ from: '/a', to: '/b' }, [{ from: '/b', to: '/c' }], isLive);
    expect(plan).toEqual({ ok: true, row: { from: '/a', to: '/c' }, rewrites: [] });
  });

  it('points older redirects to the old address at the new target: x→a, then a→b, gives x→b', () => {
    const plan = planRedirect({ from: '/a', to: '/b' }, [{ from: '/x', to: '/a' }], isLive);
    expect(plan).toEqual({ ok: true, row: { from: '/a', to: '/b' }, rewrites: [{ from: '/x', to: '/b' }] });
  });

  it('refuses a loop, and a redirect to itself', () => {
    const loop = planRedirect({ from: '/a', to: '/b' }, [{ from: '/b', to: '/a' }], isLive);
    expect(loop).toEqual({ ok: false, fields: { to: 'This would make the redirects go in a circle: /b already goes to /a.' } });
    const longer = planRedirect({ from: '/a', to: '/c' }, [{ from: '/b', to: '/a' }, { from: '/c', to: '/a' }], isLive);
    expect(longer.ok).toBe(false);
    expect(planRedirect({ from: '/a', to: '/a/' }, [], isLive)).toEqual({ ok: false, fields: { to: 'An address cannot redirect to itself.' } });
  });

  it('refuses an old address that a live page has, or that already redirects', () => {
    expect(planRedirect({ from: '/work/coral', to: '/work' }, [], isLive)).toMatchObject({ ok: false, fields: { from: expect.stringMatching(/^A live page has this address/) } });
    expect(planRedirect({ from: '/a', to: '/c' }, [{ from: '/a', to: '/b' }], isLive)).toEqual({
      ok: false,
      fields: { from: 'This address already redirects to /b. Delete that redirect first.' },
    });
  });

  it('says what is wrong with each field: missing, not a path on this site, not a page', () => {
    expect(planRedirect({ from: '', to: undefined }, [], isLive)).toEqual({
      ok: false,
      fields: { from: expect.stringMatching(/^Enter the old address/), to: expect.stringMatching(/^Enter the new address/) },
    });
    for (const bad of ['work/a', '//evil.example/a', 'https://evil.example/', '/a b', '/a?x=1', '/a#b', '/a//b', `/${'a'.repeat(300)}`]) {
      expect(planRedirect({ from: bad, to: '/careers' }, [], isLive), bad).toMatchObject({ ok: false, fields: { from: expect.stringMatching(/^Enter a path on this site/) } });
      expect(planRedirect({ from: '/old', to: bad }, [], isLive), bad).toMatchObject({ ok: false, fields: { to: expect.stringMatching(/^Enter a path on this site/) } });
    }
    for (const notPage of ['/staff', '/api/x', '/_next/static/a.js', '/media/u/x']) {
      expect(planRedirect({ from: notPage, to: '/careers' }, [], isLive), notPage).toMatchObject({ ok: false, fields: { from: expect.stringMatching(/^This is not a page address/) } });
    }
  });
});
