/**
 * The sender's acknowledgement is no relay: anyone can type someone else's address into a form, so the e-mail carries
 * fixed words only (none the sender typed) and goes to one mailbox once a day at most, however many submissions
 * name it, however they arrive and however its address is written; each submission is still stored and the staff
 * still told.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formParts, Multipart, pdf, post, startServer, type Answer, type Server } from './harness';
import { sql } from './staff-helpers';
import { application, enquiry } from './suite';

let server: Server;
beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(async () => {
  await server?.stop();
}, 60_000);

type Row = { kind: string; recipient: string; text: string };
const outbox = () => sql<Row>(server.dataDir, `SELECT kind, payload->>'to' AS recipient, payload->>'text' AS text FROM outbox ORDER BY id`);

describe('the acknowledgement e-mail', () => {
  it('carries none of the words a sender typed, and goes to an address once a day however many submissions name it at once', async () => {
    const victim = 'victim@example.org';
    const words = { name: 'Win at evil.example', position: 'the prize at evil.example: click now' }; // names are at most 20 characters
    const answers = (await Promise.all([
      ...Array.from({ length: 4 }, () => post(`${server.url}/api/submit`, { body: new Multipart(formParts({ ...application, ...words, email: victim }, [pdf('cv.pdf', 2000)])) })),
      ...Array.from({ length: 4 }, () => post(`${server.url}/api/contact`, { body: new Multipart(formParts({ ...enquiry, name: words.name, email: victim.toUpperCase() })) })),
    ])) as Answer[];
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));

    const rows = await outbox();
    expect(rows.filter((r) => r.kind === 'staff-notification')).toHaveLength(8);
    const acks = rows.filter((r) => r.kind === 'acknowledgement');
    expect(acks).toHaveLength(1);
    expect(acks[0].recipient.toLowerCase()).toBe(victim);
    for (const typed of [words.name, words.position, 'evil.example']) expect(acks[0].text).not.toContain(typed);

    // Later the same day: stored and told, no second acknowledgement; another address gets its own.
    const later = (await post(`${server.url}/api/contact`, { body: new Multipart(formParts({ ...enquiry, email: victim })) })) as Answer;
    expect(later.status).toBe(201);
    const other = (await post(`${server.url}/api/contact`, { body: new Multipart(formParts({ ...enquiry, email: 'someone.else@example.org' })) })) as Answer;
    expect(other.status).toBe(201);
    const after = await outbox();
    expect(after.filter((r) => r.kind === 'staff-notification')).toHaveLength(10);
    expect(after.filter((r) => r.kind === 'acknowledgement').map((r) => r.recipient.toLowerCase())).toEqual([victim, 'someone.else@example.org']);
  }, 60_000);

  it('counts mailboxes, not strings: every spelling of one address, sent at once, gets one acknowledgement between them', async () => {
    const spellings = [
      'target@example.net',
      'Target@Example.NET',
      'target+1@example.net',
      'TARGET+news@example.net',
      '"target"@example.net',
      '"tar\\get"@example.net',
      'target(hi)@example.net',
      'target@example.net.',
      'target@ＥＸＡＭＰＬＥ.net',
      't.a.r.g.e.t+x@googlemail.com',
      'target@gmail.com',
    ];
    const before = (await outbox()).length;
    const answers = (await Promise.all(spellings.map((email) => post(`${server.url}/api/contact`, { body: new Multipart(formParts({ ...enquiry, email })) })))) as Answer[];
    expect(answers.map((a) => a.status)).toEqual(Array(spellings.length).fill(201));
    const rows = (await outbox()).slice(before);
    expect(rows.filter((r) => r.kind === 'staff-notification')).toHaveLength(spellings.length);
    const acks = rows.filter((r) => r.kind === 'acknowledgement').map((r) => r.recipient);
    // One for the example.net mailbox, one for the Gmail one, each to an address as it was typed.
    expect(acks).toHaveLength(2);
    expect(acks.filter((a) => /example\.net|ＥＸＡＭＰＬＥ/i.test(a))).toHaveLength(1);
    expect(acks.filter((a) => /g(oogle)?mail\.com$/.test(a))).toHaveLength(1);
    for (const a of acks) expect(spellings).toContain(a);
  }, 60_000);
});
