/**
 * The submissions suite against the real production server; run by submissions.embedded.test.ts
 * (the embedded PostgreSQL) and submissions.postgres.test.ts (a throwaway PostgreSQL cluster via DATABASE_URL).
 */
import { readFile, mkdir, utimes, writeFile } from 'node:fs/promises';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, MAX_TOTAL_BYTES } from '../../src/lib/forms/limits.mjs';
import {
  docxFile,
  EXE_HEAD,
  fileBytes,
  formParts,
  listDir,
  mailText,
  Multipart,
  nextAddress,
  pdf,
  PNG_HEAD,
  post,
  sha256Of,
  startServer,
  until,
  type Answer,
  type FilePart,
  type Server,
} from './harness';

const MB = 1024 * 1024;

export const application = {
  name: 'Ayesha Khan',
  phone: '+92 (300) 123-4567',
  email: 'ayesha@example.com',
  project: 'A booking app',
  location: 'Lahore',
  position: 'Frontend Developer',
  startDate: '01-09-2026',
  salary: '1200 USD',
  linkedin: 'https://www.linkedin.com/in/ayesha',
  portfolio: 'https://ayesha.dev',
  opportunity: 'A friend',
  whyJoin: 'The work is good.',
};

export const enquiry = {
  name: 'Sam Lee',
  company: 'Acme',
  phone: '+1 407 555 0100',
  email: 'sam@acme.test',
  budget: '$40k',
  timeline: 'Q3',
  project: 'A new customer portal',
  referral: 'Search',
};

type Rows = {
  submissions: { id: string; kind: string; fields: Record<string, string> }[];
  files: { submission_id: string; display_name: string; size_bytes: string | number; sha256: string; storage_key: string; mime_type: string }[];
  outbox: { submission_id: string; kind: string; sent_at: unknown; attempts: number; recipient: string }[];
};

export type Backend = {
  label: string;
  env: () => Promise<Record<string, string>>;
  /** Reads the tables; called with the server stopped. */
  rows: (dataDir: string) => Promise<Rows>;
  teardown?: () => Promise<void>;
};

export function submissionSuite(backend: Backend) {
  describe(`submissions against the production server (${backend.label})`, () => {
    let server: Server;
    let env: Record<string, string>;
    const accepted = new Map<string, { kind: string; files: FilePart[] }>();
    const uploads = () => path.join(server.dataDir, 'uploads');
    const tmp = () => path.join(server.dataDir, 'tmp');

    beforeAll(async () => {
      env = await backend.env();
      server = await startServer({ ...env, RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_SECONDS: '600' });
    }, 90_000);
    afterAll(async () => {
      await server?.stop();
      await backend.teardown?.();
    }, 60_000);

    const send = (route: string, fields: Record<string, string>, files: FilePart[] = [], extra: Parameters<typeof post>[1] extends infer O ? Partial<O> : never = {}) =>
      post(`${server.url}${route}`, { body: new Multipart(formParts(fields, files)), ...extra });

    /** After a refusal: no temp leftovers and no new upload folder. */
    async function expectNothingStored(before: string[]) {
      await until(async () => (await listDir(tmp())).length === 0, 5_000).catch(() => undefined);
      expect(await listDir(tmp())).toEqual([]);
      expect(await listDir(uploads())).toEqual(before);
    }

    async function expectStatus(answer: Answer | 'aborted', status: number): Promise<Answer> {
      expect(answer).not.toBe('aborted');
      const a = answer as Answer;
      expect(a.status, a.body).toBe(status);
      return a;
    }

    it('stores an application with its files byte for byte, and queues the staff mail', async () => {
      const files = [pdf('Ayesha CV.pdf', 300_000, 1), { name: 'portfolio.png', size: 2 * MB + 17, head: PNG_HEAD, type: 'image/png', seed: 2 }];
      const a = await expectStatus(await send('/api/submit', application, files), 201);
      const id = a.json().id as string;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      accepted.set(id, { kind: 'application', files });
      const stored = await listDir(path.join(uploads(), id));
      expect(stored).toHaveLength(2);
      const digests = await Promise.all(stored.map(async (n) => createHash('sha256').update(await readFile(path.join(uploads(), id, n))).digest('hex')));
      expect(digests.sort()).toEqual(files.map(sha256Of).sort());
      if (!env.SMTP_URL) {
        const mail = await until(async () => {
          // Only finished mails: the transport writes `<name>.eml.partial`, then renames it (it may vanish mid-read).
          for (const n of (await listDir(path.join(server.dataDir, 'mail'))).filter((f) => f.endsWith('.eml'))) {
            const text = await readFile(path.join(server.dataDir, 'mail', n), 'utf8');
            if (mailText(text).includes(id) && text.includes('Subject: Job application')) return mailText(text);
          }
        });
        expect(mail).toContain('Subject: Job application: Ayesha Khan (Frontend Developer)');
        expect(mail).toContain('Ayesha CV.pdf');
        expect(mail).toContain('portfolio.png');
        expect(mail).toContain(`npm run submissions -- files ${id}`);
        expect(mail).toContain(`/staff/submissions/${id}`);
        expect(mail).toContain('whyJoin: The work is good.');
      }
      expect(await listDir(tmp())).toEqual([]);
    });

    it('stores an enquiry with a Word file, and one without files', async () => {
      const docx = await docxFile('brief.docx');
      const a = await expectStatus(await send('/api/contact', enquiry, [docx]), 201);
      accepted.set(a.json().id as string, { kind: 'enquiry', files: [docx] });
      const b = await expectStatus(await send('/api/contact', enquiry), 201);
      accepted.set(b.json().id as string, { kind: 'enquiry', files: [] });
      const stored = await listDir(path.join(uploads(), a.json().id as string));
      expect(createHash('sha256').update(await readFile(path.join(uploads(), a.json().id as string, stored[0]))).digest('hex')).toBe(sha256Of(docx));
    });

    it('refuses invalid fields with 422 and the messages at their fields', async () => {
      const before = await listDir(uploads());
      const a = await expectStatus(await send('/api/contact', { ...enquiry, name: '', budget: '12345678901', email: 'nope' }, [pdf('a.pdf', 1000)]), 422);
      expect(a.json().fields).toEqual({ name: 'Please enter your name', budget: 'Budget text is too long', email: 'Invalid email address' });
      const b = await expectStatus(await send('/api/submit', application), 422);
      expect(b.json().fields).toEqual({ upload: 'File is required' });
      await expectNothingStored(before);
    });

    it('refuses 11 files with 413', async () => {
      const before = await listDir(uploads());
      const files = Array.from({ length: 11 }, (_, i) => pdf(`f${i}.pdf`, 10_000, i));
      await expectStatus(await send('/api/submit', application, files), 413);
      await expectNothingStored(before);
    });

    it('accepts a file of exactly 25 MiB, and exactly 100 MiB in all: the limits are inclusive', async () => {
      const one = [pdf('exactly-25MiB.pdf', MAX_FILE_BYTES, 21)];
      const a = await expectStatus(await send('/api/submit', application, one), 201);
      accepted.set(a.json().id as string, { kind: 'application', files: one });
      const four = Array.from({ length: 4 }, (_, i) => pdf(`quarter-${i}.pdf`, MAX_TOTAL_BYTES / 4, 30 + i));
      const b = await expectStatus(await send('/api/submit', application, four), 201);
      accepted.set(b.json().id as string, { kind: 'application', files: four });
    }, 60_000);

    it('refuses a 26 MB file with 413', async () => {
      const before = await listDir(uploads());
      await expectStatus(await send('/api/submit', application, [pdf('big.pdf', 26 * MB)]), 413);
      await expectNothingStored(before);
    });

    it('refuses 101 MB in total with 413', async () => {
      const before = await listDir(uploads());
      const files = Array.from({ length: 5 }, (_, i) => pdf(`part${i}.pdf`, Math.ceil((101 * MB) / 5), i));
      const a = await expectStatus(await send('/api/submit', application, files), 413);
      expect(a.json().error).toBe('Total file size cannot exceed 100MB');
      await expectNothingStored(before);
    });

    it('refuses a forged type (an executable named .pdf) with 415', async () => {
      const before = await listDir(uploads());
      const forged = { name: 'cv.pdf', size: 50_000, head: EXE_HEAD, type: 'application/pdf' };
      const a = await expectStatus(await send('/api/submit', application, [pdf('ok.pdf', 1000), forged]), 415);
      expect(String(a.json().error)).toContain('cv.pdf');
      await expectNothingStored(before);
    });

    it('stores a traversal file name safely under its id, with a sanitized display name', async () => {
      const evil = pdf('../../../etc/passwd.pdf', 5000, 9);
      const a = await expectStatus(await send('/api/submit', application, [evil]), 201);
      const id = a.json().id as string;
      accepted.set(id, { kind: 'application', files: [evil] });
      const stored = await listDir(path.join(uploads(), id));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(await listDir(path.join(server.dataDir, 'etc'))).toEqual([]);
      expect(await listDir(path.dirname(server.dataDir) + '/etc').then((l) => l.includes('passwd.pdf'))).toBe(false);
    });

    it('refuses a broken multipart body and a missing boundary with 400', async () => {
      const before = await listDir(uploads());
      const m = new Multipart(formParts(enquiry, [pdf('a.pdf', 5000)]));
      const all = Buffer.concat([...m.chunks()]);
      const broken = all.subarray(0, all.length - 200); // no closing boundary
      await expectStatus(await post(`${server.url}/api/contact`, { body: broken, contentType: m.contentType }), 400);
      await expectStatus(await post(`${server.url}/api/contact`, { body: all, contentType: 'multipart/form-data' }), 400);
      await expectStatus(await post(`${server.url}/api/contact`, { body: Buffer.from('{"name":"x"}'), contentType: 'application/json' }), 400);
      await expectNothingStored(before);
    });

    it('keeps nothing of an upload cut off mid-stream', async () => {
      const before = await listDir(uploads());
      const m = new Multipart(formParts(application, [pdf('cv.pdf', 8 * MB)]));
      const r = await post(`${server.url}/api/submit`, { body: m, cutAfter: 3 * MB });
      expect(r).toBe('aborted');
      await until(async () => (await listDir(tmp())).length === 0, 10_000);
      await expectNothingStored(before);
    });

    it('answers a filled honeypot like a success and stores nothing', async () => {
      const before = await listDir(uploads());
      const a = await expectStatus(await send('/api/submit', { ...application, website: 'https://spam.example' }, [pdf('cv.pdf', 1000)]), 201);
      expect(a.json().id).toBeTruthy();
      await expectNothingStored(before);
    });

    it('refuses a cross-site origin with 403', async () => {
      const before = await listDir(uploads());
      const a = await expectStatus(await send('/api/contact', enquiry, [], { headers: { origin: 'https://evil.example' } }), 403);
      expect(a.json().error).toMatch(/Cross-site/);
      await expectNothingStored(before);
    });

    it('rate-limits one address to 5 submissions per window (429 + Retry-After)', async () => {
      const address = nextAddress();
      const statuses: number[] = [];
      let last: Answer | undefined;
      for (let i = 0; i < 6; i++) {
        last = (await send('/api/contact', { ...enquiry, name: '' }, [], { address })) as Answer;
        statuses.push(last.status);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
      const retry = Number(last!.headers['retry-after']);
      expect(retry).toBeGreaterThan(500);
      expect(retry).toBeLessThanOrEqual(600);
      // Another address is unaffected.
      expect(((await send('/api/contact', { ...enquiry, name: '' })) as Answer).status).toBe(422);
    });

    it('kept exactly the accepted submissions, their files, one staff e-mail each and one acknowledgement per sender a day; a restart sweeps crash leftovers', async () => {
      // The suite's submissions come from two senders (the application's and the enquiry's): each gets one
      // acknowledgement today, however many they sent.
      const senders = new Set([...accepted.values()].map((a) => (a.kind === 'application' ? application.email : enquiry.email)));
      if (!env.SMTP_URL) {
        const expected = accepted.size + senders.size;
        await until(async () => (await listDir(path.join(server.dataDir, 'mail'))).filter((n) => n.endsWith('.eml')).length === expected);
      }
      await server.stop();
      const rows = await backend.rows(server.dataDir);
      expect(rows.submissions.map((s) => s.id).sort()).toEqual([...accepted.keys()].sort());
      for (const s of rows.submissions) {
        const want = accepted.get(s.id)!;
        expect(s.kind).toBe(want.kind);
        const files = rows.files.filter((f) => f.submission_id === s.id);
        expect(files.map((f) => f.sha256).sort()).toEqual(want.files.map(sha256Of).sort());
        for (const f of files) expect(await readFile(path.join(uploads(), f.storage_key)).then((b) => b.length)).toBe(Number(f.size_bytes));
      }
      expect(rows.files.map((f) => f.display_name)).toContain('passwd.pdf');
      expect(rows.files.find((f) => f.display_name === 'brief.docx')?.mime_type).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(rows.outbox.filter((o) => o.kind === 'staff-notification').map((o) => o.submission_id).sort()).toEqual([...accepted.keys()].sort());
      const sender = (id: string) => rows.submissions.find((s) => s.id === id)!.fields.email;
      const acks = rows.outbox.filter((o) => o.kind === 'acknowledgement');
      expect(acks.every((o) => o.recipient === sender(o.submission_id))).toBe(true);
      expect(acks.map((o) => o.recipient).sort()).toEqual([...senders].sort());
      expect(rows.outbox.every((o) => o.sent_at)).toBe(true);
      expect(await listDir(uploads())).toEqual([...accepted.keys()].filter((id) => accepted.get(id)!.files.length).sort());

      // A crash left a half-received upload (just now: start-up empties tmp whatever its age) and an upload folder
      // whose transaction never committed.
      const oldTmp = path.join(tmp(), `2147483646-${Date.now()}-${randomUUID()}`); // a pid no process has
      const orphan = path.join(uploads(), randomUUID());
      await mkdir(oldTmp, { recursive: true });
      await mkdir(orphan, { recursive: true });
      await writeFile(path.join(oldTmp, '0'), Buffer.concat([...fileBytes(pdf('x.pdf', 1000))]));
      await writeFile(path.join(orphan, randomUUID()), 'orphan');
      const past = new Date(Date.now() - 3600_000);
      for (const p of [path.join(orphan, (await listDir(orphan))[0]), orphan]) await utimes(p, past, past);
      server = await startServer({ ...env }, server.dataDir);
      await until(async () => !(await listDir(tmp())).length && !(await listDir(uploads())).includes(path.basename(orphan)));
      expect(await listDir(uploads())).toEqual([...accepted.keys()].filter((id) => accepted.get(id)!.files.length).sort());
    }, 90_000);
  });
}
