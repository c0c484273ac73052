/**
 * Who the rate limit counts: the socket's peer, unless TRUST_PROXY names the proxy in front; then the right end of
 * X-Forwarded-For past the trusted hops. Refused attempts (422) count too, so these send invalid forms: nothing is
 * stored. Other clients on this machine are other loopback addresses (127.0.0.2…), as the server sees them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { formParts, Multipart, post, startServer, type Answer, type Server } from './harness';
import { openEmbedded } from './staff-helpers';
import { enquiry } from './suite';

const servers: Server[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
}, 60_000);

async function server(env: Record<string, string>) {
  const s = await startServer({ RATE_LIMIT_MAX: '3', ...env });
  servers.push(s);
  return s;
}

/** An invalid enquiry (counted, never stored) from `from`, naming `forwardedFor` as the client. */
async function attempt(s: Server, { forwardedFor = '', from }: { forwardedFor?: string; from?: string } = {}): Promise<number> {
  const a = (await post(`${s.url}/api/contact`, {
    body: new Multipart(formParts({ ...enquiry, name: '' })),
    address: forwardedFor,
    localAddress: from,
  })) as Answer;
  return a.status;
}
const times = async (n: number, f: () => Promise<number>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(await f());
  return out;
};

describe('with no proxy trusted (the default)', () => {
  it('X-Forwarded-For changes nothing: four "different" clients from one socket are one client', async () => {
    const s = await server({ TRUST_PROXY: '' });
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push(await attempt(s, { forwardedFor: `203.0.113.${i}`, from: '127.0.0.1' }));
    expect(statuses).toEqual([422, 422, 422, 429]);
  }, 60_000);

  it('nobody can lock another address out by naming it', async () => {
    const s = await server({ TRUST_PROXY: '' });
    expect(await times(4, () => attempt(s, { forwardedFor: '127.0.0.3', from: '127.0.0.2' }))).toEqual([422, 422, 422, 429]);
    expect(await attempt(s, { from: '127.0.0.3' })).toBe(422);
  }, 60_000);

  it('stores the socket\'s address with a submission, never the claimed one', async () => {
    const s = await server({ TRUST_PROXY: '' });
    const a = (await post(`${s.url}/api/contact`, { body: new Multipart(formParts(enquiry)), address: '198.51.100.77', localAddress: '127.0.0.5' })) as Answer;
    expect(a.status, a.body).toBe(201);
    await s.stop();
    const db = await openEmbedded(s.dataDir);
    try {
      expect((await db.query<{ client_address: string }>('SELECT client_address FROM submissions')).rows).toEqual([{ client_address: '127.0.0.5' }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  it('counts the right-most X-Forwarded-For entry, whatever the client wrote left of it', async () => {
    const s = await server({ TRUST_PROXY: '1' });
    expect(await times(4, () => attempt(s, { forwardedFor: `spoofed-${Math.random()}, 10.9.9.9, 203.0.113.7` }))).toEqual([422, 422, 422, 429]);
    expect(await attempt(s, { forwardedFor: '203.0.113.8' })).toBe(422);
    // An IPv4-mapped IPv6 address is the same client as its IPv4 form.
    expect(await attempt(s, { forwardedFor: '::ffff:203.0.113.7' })).toBe(429);
  }, 60_000);

  it('counts IPv6 clients per /64', async () => {
    const s = await server({ TRUST_PROXY: '1' });
    const sameBlock = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '2001:db8:1:2::4'];
    const statuses = [];
    for (const a of sameBlock) statuses.push(await attempt(s, { forwardedFor: a }));
    expect(statuses).toEqual([422, 422, 422, 429]);
    expect(await attempt(s, { forwardedFor: '2001:db8:1:3::1' })).toBe(422);
  }, 60_000);

  it('a proxy list trusts only its own addresses (127.0.0.1 is trusted, 127.0.0.6 is not)', async () => {
    const s = await server({ TRUST_PROXY: '127.0.0.1' });
    expect(await times(4, () => attempt(s, { forwardedFor: '203.0.113.50', from: '127.0.0.6' }))).toEqual([422, 422, 422, 429]);
    // From the trusted proxy, the named client is a fresh one.
    expect(await attempt(s, { forwardedFor: '203.0.113.50', from: '127.0.0.1' })).toBe(422);
  }, 60_000);
});

it('a TRUST_PROXY the server cannot read stops it at start with a clear message', async () => {
  await expect(startServer({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY=true would trust any client/);
  await expect(startServer({ TRUST_PROXY: '10.0.0.0/33' })).rejects.toThrow(/bad prefix length/);
}, 60_000);
