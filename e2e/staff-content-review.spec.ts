import { addStaff, CONTENT, expectAxeClean, putBack, sql, staffBrowser, test, expect, type Page, waitForHydration } from './fixtures';

/**
 * Review before publishing, as a Writer and an Editor meet it: the Writer edits a role and asks for a review with a
 * note; the Editor finds it in the review queue, reads what changed against what is live and sends it back with a
 * comment; the Writer sees the outcome and the comment, edits and asks again; the Editor publishes and visitors see
 * it. Each step tells the other by e-mail through the outbox (colleague and item names, the note or comment; nothing
 * of a visitor's). The review queue, a review, the compare-versions page and the audit log with filters are axe-clean
 * at 390 and 1440 px. The role is put back as it was at the end.
 */

test.describe.configure({ timeout: 240_000 });

const TITLE = 'Digital Marketing';
async function go(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

type Mail = { to: string; subject: string; text: string; submission: string | null };
/** The staff e-mails of this journey (those naming the role), oldest first. */
const mails = (after: number) =>
  sql<Mail>(
    `SELECT payload->>'to' AS to, payload->>'subject' AS subject, payload->>'text' AS text, submission_id AS submission FROM outbox WHERE kind = 'staff-notice' AND id > $1 AND payload->>'text' LIKE $2 ORDER BY id`,
    [after, `%“Role: %`],
  );

test('a Writer asks for review; an Editor sends it back with a comment, then publishes the second try', async ({ browser }) => {
  const [item] = await sql<{ id: string; key: string; data: { description: { intro: string } } }>(
    `SELECT i.id, i.key, v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'role' AND v.data->>'title' = $1 LIMIT 1`,
    [TITLE],
  );
  const form = `/staff/content/role/${item.id}`;
  const oldIntro = item.data.description.intro;
  /** How notices and e-mails name the role: its kind and the title of the version under review. */
  const named = `“Role: ${TITLE}”`;
  const [{ last }] = await sql<{ last: number }>('SELECT coalesce(max(id), 0)::int AS last FROM outbox');
  const writerEmail = addStaff('wendy', 'writer');
  const editorEmail = addStaff('eddie', 'editor');
  const recruiterEmail = addStaff('rita', 'inbox');
  const [writerName, editorName] = [writerEmail, editorEmail].map((e) => e.split('@')[0]);
  const writer = await staffBrowser(browser, writerEmail, CONTENT);
  const editor = await staffBrowser(browser, editorEmail, CONTENT);
  const firstTry = `${oldIntro} Now with a weekly report.`;
  const secondTry = `${oldIntro} Every week you report what worked.`;
  try {
    // The Writer edits the role: no Publish for a Writer, Ask for review instead, with a note
    await go(writer.page, form);
    await expect(writer.page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
    const intro = writer.page.getByLabel('Intro', { exact: true });
    await intro.fill(firstTry);
    await writer.page.getByRole('button', { name: 'Ask for review' }).click();
    await writer.page.getByLabel('Note for the reviewer').fill('Added the weekly report the team asked for.');
    await writer.page.getByRole('button', { name: 'Send for review' }).click();
    await expect(writer.page.getByRole('heading', { level: 1, name: `Review of ${TITLE}` })).toBeVisible();
    await expect(writer.page.getByRole('button', { name: 'Withdraw the request' })).toBeVisible();
    await expect(writer.page.getByRole('button', { name: 'Send back' })).toHaveCount(0); // a Writer does not decide

    // The Editor: the content home counts it, the queue lists it with the note, the review shows the diff against live
    await editor.page.reload();
    await editor.page.getByRole('link', { name: /^Waiting for review/ }).click();
    await expect(editor.page.getByRole('heading', { level: 1, name: 'Waiting for review' })).toBeVisible();
    const queued = editor.page.getByRole('row').filter({ hasText: writerName });
    await expect(queued).toContainText('Added the weekly report the team asked for.');
    await expectAxeClean(editor.page, 'the review queue', { screenshots: true });
    await queued.getByRole('link', { name: TITLE }).click();
    await expect(editor.page.getByRole('heading', { level: 1, name: `Review of ${TITLE}` })).toBeVisible();
    const diff = editor.page.getByRole('region', { name: 'What changed against what is live' });
    await expect(diff).toContainText(oldIntro);
    await expect(diff).toContainText('Now with a weekly report.');
    await expectAxeClean(editor.page, 'a review', { screenshots: true });

    // Sent back: a comment is needed
    await editor.page.getByRole('button', { name: 'Send back' }).click();
    await expect(editor.page.getByRole('alert').filter({ hasText: 'Write a comment for the writer: what to change.' })).toBeVisible();
    await editor.page.getByLabel('Comment for the writer').fill('Say who the report goes to.');
    await editor.page.getByRole('button', { name: 'Send back' }).click();
    await expect(editor.page.getByRole('heading', { level: 2, name: 'Sent back' })).toBeVisible();

    // The Writer sees the outcome and the comment: on every staff page, and above the form, which is theirs again
    await go(writer.page, '/staff/content');
    const notice = writer.page.getByRole('region', { name: 'For you' }).getByRole('link', { name: `${editorName} sent ${named} back: Say who the report goes to.` });
    await expect(notice).toBeVisible();
    await go(writer.page, form);
    await expect(writer.page.getByRole('status').filter({ hasText: `${editorName} sent your draft back` })).toContainText('Say who the report goes to.');
    await expect(intro).toBeEnabled();
    await expect(intro).toHaveValue(firstTry);
    await intro.fill(secondTry);
    await writer.page.getByRole('button', { name: 'Ask for review' }).click();
    await writer.page.getByLabel('Note for the reviewer').fill('The report goes to the team lead.');
    await writer.page.getByRole('button', { name: 'Send for review' }).click();
    await expect(writer.page.getByRole('heading', { level: 1, name: `Review of ${TITLE}` })).toBeVisible();

    // The Editor publishes the second request from the queue
    await go(editor.page, '/staff/content/reviews');
    await editor.page.getByRole('row').filter({ hasText: 'The report goes to the team lead.' }).getByRole('link', { name: TITLE }).click();
    await expect(editor.page.getByRole('region', { name: 'What changed against what is live' })).toContainText('Every week you report what worked.');
    await editor.page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(editor.page.getByRole('heading', { level: 2, name: 'Published' })).toBeVisible();

    // Visitors see it (the role's description on /internships) within seconds
    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      await expect
        .poll(
          async () => {
            await visitor.goto('/internships');
            return visitor.getByText('Every week you report what worked.').count();
          },
          { timeout: 15_000, intervals: [1000] },
        )
        .toBe(1);
      // A visitor's journey acts on a page that listens, as the fixture's pages do (a tap before then is kept and
      // acted on at hydration: careers.spec.ts).
      await waitForHydration(visitor);
      await visitor.getByRole('button', { name: new RegExp(TITLE) }).first().click();
      await expect(visitor.getByText('Every week you report what worked.')).toBeVisible();
    } finally {
      await visitorContext.close();
    }

    // The Writer's requests say how each ended
    await go(writer.page, '/staff/content/reviews');
    const mine = writer.page.getByRole('table', { name: 'Your requests' }).getByRole('row').filter({ hasText: TITLE });
    await expect(mine.nth(0)).toContainText('Published');
    await expect(mine.nth(1)).toContainText('Sent back');

    // The e-mails: each request to the Editor (never to the recruiter or the Writer), each outcome to the Writer,
    // naming colleagues and the item, with a link to the review; no submission and nothing of a visitor's
    const sent = await mails(last);
    const to = (email: string) => sent.filter((m) => m.to === email).map((m) => m.text.split('\n')[0]);
    expect(to(editorEmail)).toEqual([
      `${writerName} asked for a review of ${named}: Added the weekly report the team asked for.`,
      `${writerName} asked for a review of ${named}: The report goes to the team lead.`,
    ]);
    expect(to(writerEmail)).toEqual([`${editorName} sent ${named} back: Say who the report goes to.`, `${editorName} published ${named} after review.`]);
    expect(to(recruiterEmail)).toEqual([]);
    for (const mail of sent.filter((m) => [editorEmail, writerEmail].includes(m.to))) {
      expect(mail.submission).toBeNull();
      expect(mail.text).toMatch(/\nOpen it: http:\/\/\S+\/staff\/content\/reviews\/\d+\n\nYou get this e-mail because you have a staff account on .+\.$/);
      expect(mail.text.split('\n')).toHaveLength(5);
    }

    // History: compare the two versions asked for
    await go(editor.page, `${form}/history`);
    const [first, second] = await sql<{ id: number }>(`SELECT version_id::int AS id FROM content_reviews WHERE item_id = $1 ORDER BY id DESC LIMIT 2`, [item.id]).then((r) => r.reverse());
    await editor.page.getByLabel('From', { exact: true }).selectOption(String(first.id));
    await editor.page.getByLabel('To', { exact: true }).selectOption(String(second.id));
    await editor.page.getByRole('button', { name: 'Compare' }).click();
    await expect(editor.page.getByRole('heading', { level: 2, name: `Changes from version ${first.id} to version ${second.id}` })).toBeVisible();
    await expectAxeClean(editor.page, 'compare two versions', { screenshots: true });

    // An Owner finds who did what in the audit log, filtered by person and action
    const owner = await staffBrowser(browser, addStaff('olive'), { path: '/staff/audit', heading: 'Audit log' });
    try {
      await owner.page.getByLabel('Person', { exact: true }).selectOption(editorEmail);
      await owner.page.getByLabel('Action', { exact: true }).selectOption('content-review-send-back');
      await owner.page.getByRole('button', { name: 'Filter' }).click();
      await expect(owner.page).toHaveURL(/[?&]who=/);
      const rows = owner.page.getByRole('table').getByRole('row').filter({ hasText: editorEmail });
      await expect(rows).toHaveCount(1);
      await expectAxeClean(owner.page, 'the audit log with filters', { screenshots: true });
    } finally {
      await owner.context.close();
    }
  } finally {
    // Put back as it was: no open review, lock or draft left, today's text live
    await writer.context.close();
    await sql(`UPDATE content_reviews SET outcome = 'withdrawn', decided_at = now() WHERE item_id = $1 AND outcome IS NULL`, [item.id]);
    await sql('DELETE FROM content_locks WHERE item_id = $1', [item.id]);
    await sql('UPDATE content_items SET draft_version_id = NULL, draft_owner_id = NULL, draft_owner_name = NULL WHERE id = $1', [item.id]);
    await putBack(editor.page, item.id, item.data);
    await editor.context.close();
  }
});
