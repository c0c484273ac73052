import { describe, expect, it } from 'vitest';
import { createRedirects, REDIRECT_CACHE_CONTROL } from './redirects.mjs';

/** A request and a response that records what is sent. @param {string} method @param {string} url */
function exchange(method, url) {
  const sent = { status: 0, headers: /** @type {Record<string, unknown>} */ ({}), body: '' };
  const req = /** @type {any} */ ({ method, url });
  const res = /** @type {any} */ ({
    writeHead(status, headers) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body) {
      sent.body = body ?? '';
    },
  });
  return { req, res, sent };
}

describe('the edge’s redirect table', () => {
  it('answers a moved address with a 308 to the new one, keeping the query string, kept two seconds by nginx', () => {
    const r = createRedirects();
    expect(r.set([{ from: '/work/old', to: '/work/new' }])).toBe(1);
    const { req, res, sent } = exchange('GET', '/work/old?_rsc=abc');
    expect(r.answer(req, res)).toBe(true);
    expect(sent.status).toBe(308);
    expect(sent.headers.location).toBe('/work/new?_rsc=abc');
    expect(sent.headers['cache-control']).toBe(REDIRECT_CACHE_CONTROL);
    expect(sent.body).toBe('Moved to /work/new?_rsc=abc\n');
    expect(r.locationOf('/work/old')).toEqual({ location: '/work/new', status: 308 });
    expect(r.locationOf('/work/old/')).toEqual({ location: '/work/new', status: 308 });
  });

  it('leaves every other address, and every method but GET and HEAD, to the rest of the edge', () => {
    const r = createRedirects();
    r.set([{ from: '/work/old', to: '/work/new' }]);
    for (const [method, url] of [
      ['GET', '/work/older'],
      ['GET', '/work'],
      ['POST', '/work/old'],
      ['GET', '/work/new'],
    ]) {
      const { req, res, sent } = exchange(method, url);
      expect(r.answer(req, res), `${method} ${url}`).toBe(false);
      expect(sent.status).toBe(0);
    }
    const head = exchange('HEAD', '/work/old');
    expect(r.answer(head.req, head.res)).toBe(true);
    expect(head.sent.body).toBe('');
  });

  it('is replaced whole by each load; a row that does not point at this site is ignored', () => {
    const r = createRedirects();
    r.set([{ from: '/a', to: '/b' }]);
    expect(r.set([{ from: '/c', to: '/d' }, { from: '/e', to: '//evil.example/x' }, { from: '/f', to: 'https://evil.example' }])).toBe(1);
    expect(r.locationOf('/a')).toBeNull();
    expect(r.locationOf('/e')).toBeNull();
    expect(r.locationOf('/c?x=1')).toEqual({ location: '/d?x=1', status: 308 });
  });

  it('matches every spelling of an address: dot segments, escaped letters, the case of an escape', () => {
    const r = createRedirects();
    r.set([
      { from: '/work/caf%C3%A9', to: '/work/caff%C3%A8' },
      { from: '/about-us', to: '/about' },
    ]);
    for (const spelling of ['/work/caf%C3%A9', '/work/caf%c3%a9', '/work/x/../caf%C3%A9', '/work/./caf%C3%A9/', '/%77ork/caf%C3%A9']) {
      expect(r.locationOf(spelling), spelling).toEqual({ location: '/work/caff%C3%A8', status: 308 });
    }
    expect(r.locationOf('/x/%2e%2e/about-us?a=1')).toEqual({ location: '/about?a=1', status: 308 });
    // Not a site path at all: left to Next.
    expect(r.locationOf('/work//caf%C3%A9')).toBeNull();
    expect(r.locationOf('/about-us%2F')).toBeNull();
  });

  it('never answers a row that is not canonical, or that would shadow the staff side, the API, Next or the media', () => {
    const r = createRedirects();
    const rows = [
      { from: '/x1/../staff/sign-in', to: '/about' },
      { from: '/x1/%2e%2e/staff', to: '/about' },
      { from: '/x1/../api/health', to: '/about' },
      { from: '/about/.', to: '/work/coral' },
      { from: '/b/.', to: '/b' },
      { from: '/work/café', to: '/work/caffè' },
      { from: '/staff', to: '/about' },
      { from: '/media/u/x', to: '/about' },
      { from: '/_next/static/a.js', to: '/about' },
      { from: '/fine', to: '/x/../staff' },
      { from: '/ok', to: '/about' },
    ];
    expect(r.set(rows)).toBe(1);
    for (const url of ['/staff/sign-in', '/staff', '/api/health', '/about', '/b', '/work/caf%C3%A9', '/media/u/x', '/_next/static/a.js', '/fine']) {
      expect(r.locationOf(url), url).toBeNull();
    }
    expect(r.locationOf('/ok')).toEqual({ location: '/about', status: 308 });
  });
});
