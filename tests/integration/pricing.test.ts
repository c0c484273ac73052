/**
 * POST /api/pricing against the real production server (scripts/serve/server.mjs on .next, own DATA_DIR):
 * refusals store nothing; a good request is stored with one outbox mail, written to DATA_DIR/mail.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricing } from '@/content/pricing';
import { buildPricingRequest, chooseOption, emptyServiceRequest, findRole, toggleSkill } from '@/lib/pricing/services';
import { listDir, mailText, post, startServer, until, type Answer, type Server } from './harness';
import { openEmbedded } from './staff-helpers';

const devops = findRole('DevOps', pricing.roles)!;
const level = (id: string) => pricing.levels.find((l) => l.id === id)!;

function goodRequest() {
  let card = emptyServiceRequest(devops);
  card = chooseOption(card, devops, 'selectedPeople', pricing.people[1]).card;
  card = chooseOption(card, devops, 'selectedPriceType', pricing.priceTypes[1]).card;
  card = chooseOption(card, devops, 'selectedLevel', level('mid')).card;
  card = toggleSkill(card, devops, 'AWS');
  return buildPricingRequest([card], { name: 'Grace Hopper', email: 'grace@example.com' });
}

type Rows = {
  submissions: { id: string; kind: string; fields: Record<string, unknown> }[];
  outbox: { submission_id: string; kind: string; sent_at: unknown }[];
};

async function readRows(dataDir: string): Promise<Rows> {
  const db = await openEmbedded(dataDir);
  try {
    const submissions = (await db.query<Rows['submissions'][number]>('SELECT id, kind, fields FROM submissions')).rows;
    const outbox = (await db.query<Rows['outbox'][number]>('SELECT submission_id, kind, sent_at FROM outbox ORDER BY id')).rows;
    return { submissions, outbox };
  } finally {
    await db.close();
  }
}

describe('POST /api/pricing against the production server', () => {
  let server: Server;
  const accepted: string[] = [];

  beforeAll(async () => {
    server = await startServer();
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  }, 60_000);

  const send = async (body: string | Buffer, opts: { contentType?: string; headers?: Record<string, string> } = {}) => {
    const answer = await post(`${server.url}/api/pricing`, {
      body: Buffer.isBuffer(body) ? body : Buffer.from(body),
      contentType: opts.contentType ?? 'application/json',
      headers: opts.headers,
    });
    expect(answer).not.toBe('aborted');
    return answer as Answer;
  };

  it('refuses broken JSON with 400', async () => {
    const a = await send('{"name": "Grace", "services": [');
    expect(a.status).toBe(400);
    expect(a.json().error).toBeTruthy();
  });

  it('refuses a body that is not JSON with 400', async () => {
    expect((await send('name=Grace', { contentType: 'application/x-www-form-urlencoded' })).status).toBe(400);
  });

  it('refuses an unknown role with 422', async () => {
    const body = goodRequest();
    body.services[0].title = 'Astrologer';
    const a = await send(JSON.stringify(body));
    expect(a.status).toBe(422);
    expect(a.json().fields).toEqual({ services: 'Unknown service role' });
  });

  it('refuses an unknown skill, and a skill the level does not permit, with 422', async () => {
    const unknown = goodRequest();
    unknown.services[0].skills['COBOL'] = true;
    expect((await send(JSON.stringify(unknown))).status).toBe(422);
    const tooSenior = goodRequest();
    tooSenior.services[0].skills['Cloud architecture'] = true;
    const a = await send(JSON.stringify(tooSenior));
    expect(a.status).toBe(422);
    expect(a.json().fields).toEqual({ services: 'Skill not part of the chosen level' });
  });

  it('refuses no service and a bad e-mail with 422 and the form’s messages', async () => {
    const a = await send(JSON.stringify({ ...goodRequest(), services: [], email: 'nope' }));
    expect(a.status).toBe(422);
    expect(a.json().fields).toEqual({ email: 'Invalid email address', services: 'Choose at least one service' });
  });

  it('refuses an oversized body with 413', async () => {
    const body = goodRequest() as ReturnType<typeof goodRequest> & { padding?: string };
    body.padding = 'x'.repeat(200 * 1024);
    expect((await send(JSON.stringify(body))).status).toBe(413);
  });

  it('refuses a cross-site origin with 403', async () => {
    const a = await send(JSON.stringify(goodRequest()), { headers: { origin: 'https://evil.example' } });
    expect(a.status).toBe(403);
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const a = await send(JSON.stringify({ ...goodRequest(), website: 'https://spam.example' }));
    expect(a.status).toBe(201);
  });

  it('stores a good request: 201 with its id', async () => {
    const a = await send(JSON.stringify(goodRequest()));
    expect(a.status).toBe(201);
    const { id } = a.json() as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    accepted.push(id);
  });

  it('kept exactly that request, with one staff e-mail and one acknowledgement, both delivered', async () => {
    const mailDir = path.join(server.dataDir, 'mail');
    const emls = await until(async () => {
      const names = (await listDir(mailDir)).filter((n) => n.endsWith('.eml'));
      return names.length >= 2 ? names : null;
    });
    expect(emls).toHaveLength(2);
    const mails = await Promise.all(emls.map(async (n) => mailText(await readFile(path.join(mailDir, n), 'utf8'))));
    const staff = mails.find((m) => m.includes('Pricing request: Grace Hopper'))!;
    expect(staff).toContain('grace@example.com');
    expect(staff).toContain('DevOps');
    const ack = mails.find((m) => m.includes('Subject: We have your pricing request'))!;
    expect(ack).toMatch(/^To: grace@example\.com$/m);

    await server.stop();
    const rows = await readRows(server.dataDir);
    expect(rows.submissions.map((s) => s.id)).toEqual(accepted);
    expect(rows.submissions[0].kind).toBe('pricing');
    expect(rows.submissions[0].fields).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      services: [{ title: 'DevOps', selectedLevel: { id: 'mid' }, skills: { AWS: true, Docker: false } }],
    });
    expect(rows.outbox.map((o) => [o.kind, o.submission_id])).toEqual([
      ['staff-notification', accepted[0]],
      ['acknowledgement', accepted[0]],
    ]);
    expect(rows.outbox.every((o) => o.sent_at)).toBe(true);
  }, 60_000);
});
