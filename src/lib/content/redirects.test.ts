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

  it('reads every spelling of a path as its canonical form: never a shadow of the staff side, the API or a live page, never a loop', () => {
    for (const shadow of ['/x1/../staff/sign-in', '/x1/%2e%2e/staff', '/x1/../api/health', '/x/.%2E/_next/static/a.js', '/media/./u/x', '/../staff']) {
      expect(planRedirect({ from: shadow, to: '/careers' }, [], isLive), shadow).toMatchObject({ ok: false, fields: { from: expect.stringMatching(/^This is not a page address/) } });
    }
    for (const liveSpelling of ['/about/.', '/work/x/../coral', '/work/%63oral', '/careers/./']) {
      const livePlus = (p: string) => isLive(p) || p === '/about';
      expect(planRedirect({ from: liveSpelling, to: '/work' }, [], livePlus), liveSpelling).toMatchObject({ ok: false, fields: { from: expect.stringMatching(/^A live page has this address/) } });
    }
    // Another spelling of a path no page has: refused, naming the one way to write it.
    expect(planRedirect({ from: '/old/./name', to: '/careers' }, [], isLive)).toEqual({ ok: false, fields: { from: 'Write this address as /old/name: without . or .. parts and without escaped letters.' } });
    expect(planRedirect({ from: '/old', to: '/%63areers' }, [], isLive)).toEqual({ ok: false, fields: { to: 'Write this address as /careers: without . or .. parts and without escaped letters.' } });
    // Loops however spelled.
    expect(planRedirect({ from: '/a', to: '/x/../a' }, [], isLive)).toEqual({ ok: false, fields: { to: 'An address cannot redirect to itself.' } });
    expect(planRedirect({ from: '/b', to: '/b/.' }, [], isLive)).toEqual({ ok: false, fields: { to: 'An address cannot redirect to itself.' } });
    expect(planRedirect({ from: '/a', to: '/b/./' }, [{ from: '/b', to: '/a' }], isLive).ok).toBe(false);
  });

  it('leaves rows stored before paths were canonical out of the comparison (the edge never answers them)', () => {
    const old = [{ from: '/x/../a', to: '/b' }];
    expect(planRedirect({ from: '/a', to: '/c' }, old, isLive)).toEqual({ ok: true, row: { from: '/a', to: '/c' }, rewrites: [] });
  });
});
