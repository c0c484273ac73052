/**
 * The staff e-mail over SMTP (SMTP_URL), delivered by the outbox even though the mail server was down for
 * the first attempts: the real production server with PGlite, and a local smtp-server that starts late.
 */
import { afterAll, expect, it } from 'vitest';
import { formParts, freePort, Multipart, pdf, post, startServer, startSmtpSink, until, type Answer, type SmtpSink, type Server } from './harness';
import { enquiry } from './suite';

let server: Server | undefined;
let smtp: SmtpSink | undefined;
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

it('delivers the staff mail once the SMTP server comes up, after failed attempts', async () => {
  const smtpPort = await freePort();
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    STAFF_EMAIL: 'staff@driftline.test',
    OUTBOX_RETRY_BASE_MS: '300',
    OUTBOX_POLL_MS: '200',
  });
  const answer = (await post(`${server.url}/api/contact`, { body: new Multipart(formParts(enquiry, [pdf('brief.pdf', 20_000)])) })) as Answer;
  expect(answer.status).toBe(201);
  const id = answer.json().id as string;

  // Nobody listens yet: the first attempts fail and are retried.
  await until(async () => (server!.output().match(/"event":"mail-retry"/g)?.length ?? 0) >= 2, 20_000);

  smtp = await startSmtpSink(smtpPort);
  const { received } = smtp;

  const mail = await until(async () => received.find((m) => m.data.includes(id) && m.to.includes('staff@driftline.test')), 30_000);
  expect(mail.to).toEqual(['staff@driftline.test']);
  expect(mail.data).toContain('Subject: Project enquiry: Sam Lee');
  expect(mail.data).toContain('brief.pdf');
  expect(mail.data).toContain('budget: $40k');
  // The sender's acknowledgement goes out through the same outbox.
  const ack = await until(async () => received.find((m) => m.to.includes('sam@acme.test')), 30_000);
  expect(ack.data).toContain('Subject: We have your enquiry');
  expect(ack.data).toContain('Thank you for telling us about your project.');
  expect(ack.data).not.toContain('Sam Lee'); // no word the sender typed
  // Exactly one delivery of each, however many attempts it took.
  await new Promise((r) => setTimeout(r, 1000));
  expect(received.filter((m) => m.data.includes(id) && m.to.includes('staff@driftline.test'))).toHaveLength(1);
  expect(received.filter((m) => m.to.includes('sam@acme.test'))).toHaveLength(1);
}, 90_000);
