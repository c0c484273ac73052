/**
 * CORS on the API, for the site's own origin only (SITE_URL), so the forms may post to a separate API host
 * (API_BASE_URL): a preflight from the site's origin is allowed for the route's methods, one from any other origin
 * gets no CORS header; answers carry Access-Control-Allow-Origin for the site's origin only, never credentials, and
 * vary with Origin; the cross-site check still refuses other origins.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formParts, Multipart, post, startServer, type Answer, type Server } from './harness';
import { enquiry } from './suite';

const SITE = 'https://www.example.org';
let server: Server | undefined;
beforeAll(async () => {
  server = await startServer({ SITE_URL: SITE });
}, 90_000);
afterAll(async () => server?.stop(), 60_000);

function preflight(route: string, origin: string, method = 'POST') {
  return fetch(`${server!.url}${route}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
  });
}

it("allows a preflight from the site's origin for the route's methods", async () => {
  const r = await preflight('/api/pricing', SITE);
  expect(r.status).toBe(204);
  expect(r.headers.get('access-control-allow-origin')).toBe(SITE);
  expect(r.headers.get('access-control-allow-methods')).toBe('POST');
  expect(r.headers.get('access-control-allow-headers')).toBe('content-type');
  expect(r.headers.get('access-control-max-age')).toBe('7200');
  expect(r.headers.get('access-control-allow-credentials')).toBeNull();
  expect(r.headers.get('vary')).toContain('Origin');
  expect(r.headers.get('allow')).toBe('OPTIONS, POST');
  // A method the route does not take is not allowed.
  const del = await preflight('/api/pricing', SITE, 'DELETE');
  expect(del.headers.get('access-control-allow-origin')).toBeNull();
});

it('gives a preflight from any other origin no CORS header', async () => {
  for (const origin of ['https://evil.example', 'http://www.example.org', 'https://www.example.org.evil.example']) {
    const r = await preflight('/api/contact', origin);
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin'), origin).toBeNull();
    expect(r.headers.get('access-control-allow-methods'), origin).toBeNull();
    expect(r.headers.get('vary')).toContain('Origin');
  }
});

it("lets the site's origin read the answers, and still refuses posts from any other", async () => {
  const send = (origin: string) => post(`${server!.url}/api/contact`, { body: new Multipart(formParts(enquiry)), headers: { origin } }) as Promise<Answer>;
  const ok = await send(SITE);
  expect(ok.status, ok.body).toBe(201);
  expect(ok.headers['access-control-allow-origin']).toBe(SITE);
  expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
  expect(String(ok.headers.vary)).toContain('Origin');
  const refused = await send('https://evil.example');
  expect(refused.status).toBe(403);
  expect(refused.headers['access-control-allow-origin']).toBeUndefined();

  const pricing = await post(`${server!.url}/api/pricing`, { body: Buffer.from('{}'), contentType: 'application/json', headers: { origin: SITE } }) as Answer;
  expect(pricing.status).toBe(422);
  expect(pricing.headers['access-control-allow-origin']).toBe(SITE);
  const health = await fetch(`${server!.url}/api/health`, { headers: { origin: 'https://evil.example' } });
  expect(health.headers.get('access-control-allow-origin')).toBeNull();
});
