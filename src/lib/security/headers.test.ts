import { describe, expect, it } from 'vitest';
import { buildCsp, isOpenerIsolated, OPENER_ISOLATED_SOURCES, OPENER_ISOLATION, SECURITY_HEADERS } from './headers.mjs';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `))?.slice(name.length + 1).split(' ');

describe('buildCsp', () => {
  it('allows only the given inline-script hashes in production', () => {
    const csp = buildCsp({ scriptHashes: ['sha256-abc=', 'sha256-def='] });
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });
  it('allows scripts carrying the nonce of a page rendered on request, never inline scripts in general', () => {
    const csp = buildCsp({ scriptHashes: ['sha256-abc='], nonce: 'bm9uY2U=' });
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'nonce-bm9uY2U='", "'sha256-abc='"]);
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });
  it('forbids framing and plugins', () => {
    const csp = buildCsp();
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });
  it('lets only the site itself frame a staff preview, with nothing else relaxed', () => {
    const csp = buildCsp({ nonce: 'bm9uY2U=', framedBySelf: true });
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
    expect(csp.replace("frame-ancestors 'self'", "frame-ancestors 'none'")).toBe(buildCsp({ nonce: 'bm9uY2U=' }));
  });
  it('relaxes scripts only in development', () => {
    expect(directive(buildCsp({ dev: true }), 'script-src')).toContain("'unsafe-eval'");
  });
  it('lets pages connect to a separate API host, and to nothing else but their own origin', () => {
    expect(directive(buildCsp(), 'connect-src')).toBeUndefined();
    const csp = buildCsp({ apiOrigin: 'https://api.example.org' });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.example.org']);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
  });
  it('allows an external media service for images only', () => {
    const csp = buildCsp({ mediaOrigin: 'https://media.example.com' });
    expect(directive(csp, 'img-src')).toContain('https://media.example.com');
    expect(directive(csp, 'script-src')).not.toContain('https://media.example.com');
  });
});

describe('SECURITY_HEADERS', () => {
  it('has the headers the site promises', () => {
    const keys = SECURITY_HEADERS.map((h) => h.key);
    expect(keys).toEqual(
      expect.arrayContaining(['Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy', 'Permissions-Policy']),
    );
    expect(SECURITY_HEADERS.find((h) => h.key === 'Referrer-Policy')?.value).toBe('strict-origin-when-cross-origin');
  });
});

describe('OPENER_ISOLATION', () => {
  it('isolates the staff pages and the API from any opener, not the public pages', () => {
    expect(OPENER_ISOLATION).toEqual({ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' });
    expect(OPENER_ISOLATED_SOURCES).toEqual(expect.arrayContaining(['/staff/:path*', '/api/:path*']));
    expect(SECURITY_HEADERS.map((h) => h.key)).not.toContain('Cross-Origin-Opener-Policy');
  });

  it('knows a path by its whole first segment, as the header sources do', () => {
    for (const path of ['/staff', '/staff/sign-in', '/api/contact', '/api']) expect(isOpenerIsolated(path), path).toBe(true);
    for (const path of ['/', '/about', '/staffing', '/apis', '/work/api']) expect(isOpenerIsolated(path), path).toBe(false);
  });
});
