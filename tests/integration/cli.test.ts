/** The staff CLI (`npm run submissions -- …`) on what the real server stored (PGlite, server stopped). */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { formParts, listDir, Multipart, pdf, post, sha256Of, startServer, type Answer, type Server } from './harness';
import { application } from './suite';

const ROOT = path.resolve(__dirname, '../..');
let server: Server | undefined;
afterAll(async () => server?.stop());

it('lists, shows, exports, copies out and deletes a submission', async () => {
  server = await startServer();
  const files = [pdf('Ayesha CV.pdf', 50_000, 1), pdf('../cover letter.pdf', 9_000, 2)];
  const answer = (await post(`${server.url}/api/submit`, { body: new Multipart(formParts(application, files)) })) as Answer;
  expect(answer.status).toBe(201);
  const id = answer.json().id as string;
  await server.stop();

  const cli = (...args: string[]) =>
    execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/submissions.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: server!.dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });

  expect(cli('list')).toContain(id);
  const shown = cli('show', id.slice(0, 8));
  expect(shown).toContain('position: Frontend Developer');
  expect(shown).toContain('Ayesha CV.pdf');
  expect(shown).toContain('cover letter.pdf');
  const csv = cli('export', '--csv').trim().split('\n');
  expect(csv[0]).toContain('"name"');
  expect(csv[1]).toContain(`"${id}"`);

  const out = await mkdtemp(path.join(os.tmpdir(), 'forms-cli-'));
  cli('files', id, '--to', out);
  expect(await listDir(out)).toEqual(['Ayesha CV.pdf', 'cover letter.pdf']);
  const digest = async (n: string) => createHash('sha256').update(await readFile(path.join(out, n))).digest('hex');
  expect(await digest('Ayesha CV.pdf')).toBe(sha256Of(files[0]));
  expect(await digest('cover letter.pdf')).toBe(sha256Of(files[1]));

  expect(cli('delete', id)).toContain('Deleted');
  expect(cli('list')).toContain('No submissions.');
  expect(await listDir(path.join(server.dataDir, 'uploads'))).toEqual([]);
  expect((await listDir(path.join(server.dataDir, 'mail'))).filter((n) => n.includes(id))).toEqual([]);
}, 120_000);
