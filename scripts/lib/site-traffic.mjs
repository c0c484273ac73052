// What the benchmarks send the site besides page views: a job application with files, a member of staff added and
// signed in, a draft saved and published, an image or a video uploaded to the media library. Used by
// `npm run bench:memory` and `npm run bench:soak`.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';

/** A job application with two PDFs of `fileBytes` each (1 MB by default), different for each `i`. @param {number} i */
export function application(i, fileBytes = 1024 * 1024) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const fields = {
    name: 'Bench Mark', phone: '+1 555 0100', email: `bench${i}@example.com`, location: 'Orlando',
    position: 'Backend Developer', startDate: '01-09-2026',
  };
  const parts = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (let f = 0; f < 2; f++) {
    const bytes = Buffer.alloc(fileBytes);
    for (let at = 0; at < bytes.length; at += 64) createHash('sha512').update(`${i}:${f}:${at}`).digest().copy(bytes, at);
    Buffer.from('%PDF-1.7\n').copy(bytes);
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="cv-${f}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Posts an application (from `address`, named in X-Forwarded-For for a server that trusts loopback); resolves with
 * the status, 0 when the connection failed.
 * @param {string} base @param {{ body: Buffer, contentType: string }} a @param {string} address @returns {Promise<number>}
 */
export function submit(base, a, address) {
  return new Promise((resolve) => {
    const req = http.request(`${base}/api/submit`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': a.contentType, 'content-length': a.body.length, origin: base, 'x-forwarded-for': address },
    });
    req.on('response', (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)));
    req.on('error', () => resolve(0));
    req.end(a.body);
  });
}

/** `npm run staff -- add EMAIL` against a running site's DATA_DIR, the password on stdin. @param {string} dataDir @param {string} email @param {string} password */
export function addStaff(dataDir, email, password) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff/staff.ts', 'add', email], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`staff add exited with ${code}`))));
    child.stdin.end(`${password}\n`);
  });
}

/** Signs a member of staff in; resolves with the session cookie (`name=value`). @param {string} base @param {string} email @param {string} password */
export async function signIn(base, email, password) {
  const answer = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = (answer.headers.getSetCookie().find((c) => /driftline\.session=[^;]/.test(c)) ?? '').split(';')[0];
  if (!cookie) throw new Error(`staff sign-in failed (${answer.status})`);
  return cookie;
}

/**
 * The published version of the content items `where` picks (SQL on content_items i), read from the embedded database
 * of a running site. @param {string} dataDir @param {string} where
 * @returns {Promise<{ id: string, kind: string, data: any, version: number }[]>}
 */
export async function publishedItems(dataDir, where) {
  const db = new pg.Client({ host: path.join(dataDir, 'run'), port: 5432, user: 'postgres', database: 'postgres' });
  await db.connect();
  try {
    return (await db.query(`SELECT i.id, i.kind, v.data, v.id::int AS version FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE ${where}`)).rows;
  } finally {
    await db.end();
  }
}

/**
 * Saves `data` as a draft of an item and publishes it, as the editor does; resolves with the new version's id and
 * whether the publish was answered 200.
 * @param {string} base @param {string} cookie @param {string} id @param {unknown} data @param {number} baseVersionId
 */
export async function saveAndPublish(base, cookie, id, data, baseVersionId) {
  const call = (/** @type {string} */ route, /** @type {unknown} */ body) =>
    fetch(`${base}${route}`, { method: 'POST', headers: { origin: base, cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const saved = await call(`/api/staff/content/items/${id}/draft`, { data, baseVersionId });
  if (saved.status !== 200) throw new Error(`save draft: ${saved.status} ${await saved.text()}`);
  const versionId = /** @type {number} */ ((await saved.json()).versionId);
  const done = await call(`/api/staff/content/items/${id}/publish`, { baseVersionId: versionId });
  const published = done.status === 200;
  if (!published) console.log(`publish: ${done.status} ${await done.text()}`);
  else await done.arrayBuffer().catch(() => undefined);
  return { versionId, published };
}

/**
 * Uploads a file to the media library; resolves with the upload's status and the asset the answer names.
 * @param {string} base @param {string} cookie @param {Buffer} bytes @param {string} type @param {string} name @param {string} alt
 */
export async function uploadMedia(base, cookie, bytes, type, name, alt) {
  const form = new FormData();
  form.append('alt', alt);
  form.append('upload', new Blob([new Uint8Array(bytes)], { type }), name);
  const answer = await fetch(`${base}/api/staff/content/media`, { method: 'POST', headers: { origin: base, cookie }, body: form });
  const json = await answer.json().catch(() => ({}));
  return { status: answer.status, asset: json.asset };
}
