import { addStaff, CONTENT, expectAxeClean, sql, staffBrowser, test, expect, waitForHydration } from './fixtures';

/**
 * Two staff members on one item, as the content home promises ("A draft is yours until you publish it or hand it over"): Ayla opens a
 * role and types (autosaved); Ben opens it and finds it read-only under "… is editing since …"; he takes it over:
 * the form is his, with Ayla's text in it; Ayla's next autosave is refused, her words kept in the history, and her
 * staff pages tell her. Then the form asks before a link leaves unsaved edits, and Ctrl+S saves. Axe at 390 and
 * 1440 px on the locked form. The role is put back as it was (no draft, nobody in it) at the end.
 */

test.describe.configure({ timeout: 180_000 });

const TITLE = 'Upwork Bidder';

test('a second person finds the item locked, takes it over; the first is told and keeps her words', async ({ browser }) => {
  const [item] = await sql<{ id: string }>(
    `SELECT i.id FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'role' AND v.data->>'title' = $1 LIMIT 1`,
    [TITLE],
  );
  const form = `/staff/content/role/${item.id}`;
  const aylaEmail = addStaff('ayla');
  const benEmail = addStaff('ben');
  const ayla = await staffBrowser(browser, aylaEmail, CONTENT);
  const ben = await staffBrowser(browser, benEmail, CONTENT);
  try {
    // Ayla opens the role and types; the draft saves itself
    await ayla.page.goto(form);
    await waitForHydration(ayla.page);
    const aylaTitle = ayla.page.getByLabel('Title', { exact: true });
    await aylaTitle.fill(`${TITLE} (Ayla’s draft)`);
    await expect(ayla.page.getByText(/Draft saved automatically at/)).toBeVisible({ timeout: 15_000 });

    // Ben opens it: read-only, saying whose it is and since when
    await ben.page.goto(form);
    await waitForHydration(ben.page);
    const aylaName = aylaEmail.split('@')[0];
    await expect(ben.page.getByText(new RegExp(`^${aylaName} is editing this item since \\d\\d:\\d\\d`))).toBeVisible();
    await expect(ben.page.getByLabel('Title', { exact: true })).toBeDisabled();
    await expect(ben.page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
    await expectAxeClean(ben.page, 'locked form', { screenshots: true });

    // Ayla types on, and before her next autosave reaches the server (held back here), Ben takes over: the form is
    // his, with Ayla's saved text in it
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    await ayla.page.route('**/draft', async (route) => {
      await held;
      await route.continue();
    });
    await aylaTitle.fill(`${TITLE} (Ayla typed on)`);
    await ben.page.getByRole('button', { name: 'Take over' }).click();
    const benTitle = ben.page.getByLabel('Title', { exact: true });
    await expect(benTitle).toBeEnabled();
    await expect(benTitle).toHaveValue(`${TITLE} (Ayla’s draft)`);

    // Ayla's autosave arrives: refused as the draft, her words kept in the history
    letThrough();
    await expect(ayla.page.getByText(/is editing this item since .* kept in the history as version \d+/)).toBeVisible({ timeout: 15_000 });
    const kept = await sql<{ source: string }>(`SELECT source FROM content_versions WHERE item_id = $1 AND data->>'title' = $2`, [item.id, `${TITLE} (Ayla typed on)`]);
    expect(kept).toEqual([{ source: 'kept' }]);
    // and her staff pages tell her
    await ayla.page.goto('/staff/content');
    const benName = benEmail.split('@')[0];
    const notice = ayla.page.getByRole('region', { name: 'For you' }).getByRole('link', { name: new RegExp(`^${benName} took over “Roles: .*”`) });
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(ayla.page.getByRole('heading', { level: 1, name: /— history$/ })).toBeVisible();
    const mail = await sql<{ to: string }>(`SELECT payload->>'to' AS to FROM outbox WHERE kind = 'staff-notice' AND payload->>'text' LIKE $1`, [`${benName} took over%`]);
    expect(mail).toEqual([{ to: aylaEmail }]);

    // Ben: a link away with unsaved edits asks first (dismissed: he stays), and Ctrl+S saves
    await benTitle.fill(`${TITLE} (Ben)`);
    let asked = '';
    ben.page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await ben.page.getByRole('link', { name: 'History', exact: true }).click();
    expect(asked).toBe('You have unsaved changes. Leave this page and lose them?');
    await expect(ben.page).toHaveURL(new RegExp(`${form}$`));
    await ben.page.keyboard.press('Control+s');
    await expect(ben.page.getByText(/^Draft saved at/)).toBeVisible();
    const [draft] = await sql<{ title: string; owner: string }>(
      `SELECT v.data->>'title' AS title, u.email AS owner FROM content_items i JOIN content_versions v ON v.id = i.draft_version_id JOIN staff_users u ON u.id = i.draft_owner_id WHERE i.id = $1`,
      [item.id],
    );
    expect(draft).toEqual({ title: `${TITLE} (Ben)`, owner: benEmail });
  } finally {
    await ayla.context.close();
    await ben.context.close();
    await sql('DELETE FROM content_locks WHERE item_id = $1', [item.id]);
    await sql('UPDATE content_items SET draft_version_id = NULL, draft_owner_id = NULL, draft_owner_name = NULL WHERE id = $1', [item.id]);
  }
});
