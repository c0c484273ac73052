// Who is the client? The production server (scripts/serve/server.mjs) answers that once per request, from the
// socket and, only when a proxy in front is trusted (TRUST_PROXY), from X-Forwarded-For read from the right.
// The answer replaces the request's X-Forwarded-For, so the routes (and anything else that reads the header)
// see one validated, normalised address that no client can choose.
import net from 'node:net';

/** How many X-Forwarded-For entries are looked at, from the right: a proxy chain is never longer. */
const MAX_HOPS = 20;
/** Longest X-Forwarded-For header read at all; a longer one is cut from the left (the client's own claims). */
const MAX_HEADER_CHARS = 1024;

/**
 * An IP address as one canonical string: IPv4 dotted, IPv6 compressed and lower-case, an IPv4-mapped IPv6
 * address as its IPv4; brackets, a zone and a port are dropped. Anything else is null.
 * @param {string | undefined | null} raw
 * @returns {string | null}
 */
export function normalizeIp(raw) {
  if (typeof raw !== 'string') return null;
  let s = raw.trim();
  if (!s || s.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(s);
  if (bracketed) s = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(s)) s = s.slice(0, s.lastIndexOf(':'));
  s = s.replace(/%[0-9a-z._~-]+$/i, ''); // fe80::1%eth0
  const family = net.isIP(s);
  if (family === 4) return s.split('.').map(Number).join('.');
  if (family !== 6) return null;
  // The URL parser writes IPv6 in its canonical compressed form.
  const canonical = new URL(`http://[${s}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (mapped) {
    const hi = parseInt(mapped[1], 16);
    const lo = parseInt(mapped[2], 16);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return canonical;
}

/**
 * The TRUST_PROXY setting as a rule. Unset, empty, `false` or `0`: no proxy is trusted, the client is the
 * socket's peer. A number N: the N nearest hops are proxies (`1` for one nginx in front). Otherwise a
 * comma-separated list of proxy addresses and CIDR ranges (`10.0.0.0/8, 192.0.2.7, ::1`), with `loopback`
 * standing for 127.0.0.0/8 and ::1, as nginx's set_real_ip_from: hops from those are skipped.
 * Throws on anything it cannot read, so a typo stops the server at start instead of trusting the wrong hops.
 * @param {string | undefined} value
 * @returns {{ hops: number } | { list: import('node:net').BlockList } | null}
 */
export function parseTrustProxy(value) {
  const v = (value ?? '').trim().toLowerCase();
  if (!v || v === 'false' || v === '0' || v === 'none') return null;
  if (/^\d+$/.test(v)) return { hops: Math.min(Number(v), MAX_HOPS) };
  const anyone = 'would trust any client: give a hop count (1) or the proxies\' addresses';
  if (v === 'true') throw new Error(`TRUST_PROXY=true ${anyone}`);
  const list = new net.BlockList();
  for (const item of v.split(',').map((s) => s.trim()).filter(Boolean)) {
    if (item === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [addr, bits, extra] = item.split('/');
    const ip = normalizeIp(addr);
    if (!ip || extra !== undefined) throw new Error(`TRUST_PROXY: "${item}" is not an address or a CIDR range`);
    const family = net.isIP(ip) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) {
      list.addAddress(ip, family);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (family === 'ipv4' ? 32 : 128)) throw new Error(`TRUST_PROXY: "${item}" has a bad prefix length`);
    if (prefix === 0) throw new Error(`TRUST_PROXY: "${item}" ${anyone}`);
    list.addSubnet(ip, prefix, family);
  }
  return { list };
}

/**
 * Whether `ip` (normalised) is a trusted proxy under `rule`: used for the socket peer's exemption from the
 * per-address connection cap.
 * @param {ReturnType<typeof parseTrustProxy>} rule @param {string | null} ip
 */
export function isTrustedProxy(rule, ip) {
  if (!rule || !ip) return false;
  if ('hops' in rule) return rule.hops > 0;
  return rule.list.check(ip, net.isIP(ip) === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: the socket's peer, unless it is a trusted proxy; then X-Forwarded-For is walked from
 * the right, skipping trusted hops, and the first untrusted (or the left-most valid) entry is the client.
 * A malformed entry stops the walk: the hop that passed it on is taken as the client.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor the request's X-Forwarded-For header(s)
 * @param {ReturnType<typeof parseTrustProxy>} rule
 * @returns {string | null} null only when the socket has no address (a destroyed socket)
 */
export function resolveClientAddress(socketAddress, forwardedFor, rule) {
  return clientBehind(normalizeIp(socketAddress), forwardedFor, rule);
}

/**
 * resolveClientAddress for a peer address already normalised (the edge normalises each connection's once).
 * @param {string | null} peer @param {string | string[] | undefined} forwardedFor @param {ReturnType<typeof parseTrustProxy>} rule
 * @returns {string | null}
 */
export function clientBehind(peer, forwardedFor, rule) {
  if (!peer || !rule) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header.slice(-MAX_HEADER_CHARS).split(',').slice(-MAX_HOPS).reverse();
  let client = peer;
  let hops = 0;
  for (const entry of entries) {
    const trusted = 'hops' in rule ? hops < rule.hops : isTrustedProxy(rule, client);
    if (!trusted) break;
    const ip = normalizeIp(entry);
    if (!ip) break;
    client = ip;
    hops++;
  }
  return client;
}

/**
 * The group an address is counted in, for the rate limit and the connection cap: an IPv4 address alone, an IPv6
 * address with its /64 (the block one subscriber gets, inside which anyone can pick a new address at will).
 * @param {string | null} address a normalised address (normalizeIp), or null
 * @returns {string}
 */
export function addressBucket(address) {
  if (!address) return 'unknown';
  if (net.isIP(address) !== 6) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}
