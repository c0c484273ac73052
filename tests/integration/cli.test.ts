/**
 * The staff CLI (`npm run submissions -- …`) on what the real server stored (the embedded database, server stopped).
 * Slow-ish: each CLI run boots tsx and starts the embedded database.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { formParts, listDir, Multipart, pdf, post, sha256Of, startServer, type Answer, type Server } from './harness';
import { openEmbedded } from './staff-helpers';
import { application } from './suite';

const ROOT = path.resolve(__dirname, '../..');
let server: Server | undefined;
afterAll(async () => server?.stop());

it('lists, shows, exports, copies out and deletes a submission', async () => {
  server = await startServer();
  const files = [pdf('Ayesha CV.pdf', 50_000, 1), pdf('../cover letter.pdf', 9_000, 2), pdf('invoice.html', 7_000, 3)];
  const fields = { ...application, whyJoin: 'Because of the work.\nemail: forged@evil.example' };
  const answer = (await post(`${server.url}/api/submit`, { body: new Multipart(formParts(fields, files)) })) as Answer;
  expect(answer.status).toBe(201);
  const id = answer.json().id as string;
  await server.stop();

  const cli = (...args: string[]) =>
    execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff/submissions.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: server!.dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });

  // A row stored before one-line fields refused control characters, holding an escape sequence and a bidi override.
  const db = await openEmbedded(server.dataDir);
  await db.query(`UPDATE submissions SET fields = jsonb_set(fields, '{location}', to_jsonb($1::text)) WHERE id = $2`, ['Lahore\u001b[2J\u001b[1;1H\u202e', id]);
  await db.close();

  const list = cli('list');
  expect(list).toContain(id);
  expect(list).toContain('3 file(s)');
  const shown = cli('show', id.slice(0, 8));
  expect(shown).toContain('position: Frontend Developer');
  expect(shown).toContain('Ayesha CV.pdf');
  expect(shown).toContain('cover letter.pdf');
  expect(shown).toContain('invoice.pdf');
  // Nothing a sender wrote can move the cursor, reorder the line, or forge a line of its own.
  expect(shown).not.toMatch(/[\u001b\u202e]/);
  expect(shown).toContain('location: Lahore\\x1b[2J\\x1b[1;1H\\u202e');
  expect(shown).toContain('whyJoin: Because of the work.\n    email: forged@evil.example');
  expect(shown.split('\n').some((line) => line.startsWith('email: forged'))).toBe(false);
  const csv = cli('export', '--csv').trim().split('\n');
  expect(csv[0]).toMatch(/^(\uFEFF)?Id,Kind,Status,Received,Name,/);
  expect(csv[1].startsWith(`${id},Application,New,`)).toBe(true);

  const out = await mkdtemp(path.join(os.tmpdir(), 'forms-cli-'));
  cli('files', id, '--to', out);
  // Exported under the detected type's extension: the PDF sent as invoice.html is invoice.pdf; only the staff user may read them.
  expect(await listDir(out)).toEqual(['Ayesha CV.pdf', 'cover letter.pdf', 'invoice.pdf']);
  expect(((await stat(path.join(out, 'invoice.pdf'))).mode & 0o777).toString(8)).toBe('600');
  const digest = async (n: string) => createHash('sha256').update(await readFile(path.join(out, n))).digest('hex');
  expect(await digest('Ayesha CV.pdf')).toBe(sha256Of(files[0]));
  expect(await digest('cover letter.pdf')).toBe(sha256Of(files[1]));

  expect(cli('delete', id)).toContain('Deleted');
  expect(cli('list')).toContain('No submissions.');
  expect(await listDir(path.join(server.dataDir, 'uploads'))).toEqual([]);
  expect((await listDir(path.join(server.dataDir, 'mail'))).filter((n) => n.includes(id))).toEqual([]);
}, 300_000);
