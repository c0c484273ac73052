import { addStaff, expectAxeClean, signIn, signInAt, sql, test, expect } from './fixtures';
import { accountsCopy } from '../src/content/accounts';

/**
 * Accounts on the web, as an Owner and an invitee meet them: the accounts page (axe-clean at 390 and 1440 px), an
 * invitation by e-mail, the invitee's page from the link, signing in with the new account in its role, the spent
 * link refused, a role changed and the account removed.
 */
const ACCOUNTS = { path: '/staff/accounts', heading: 'Accounts' };
const page$ = accountsCopy.page;

test.describe('accounts', () => {
  test('an Owner invites a Writer by e-mail; the invitee chooses a password from the link and works as a Writer', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const owner = addStaff('owner');
    await signInAt(page, owner, ACCOUNTS);
    await expect(page.getByRole('link', { name: 'Turn it on on your account page' })).toBeVisible(); // Owner without two-factor
    await expectAxeClean(page, 'the accounts page', { screenshots: true });

    const invitee = `writer-${Date.now()}@driftline.test`;
    await page.getByLabel(page$.email, { exact: true }).fill('not an address');
    await page.getByRole('radio', { name: /^Writer/ }).check();
    await page.getByRole('button', { name: page$.send }).click();
    await expect(page.getByText(accountsCopy.errors.email).first()).toBeVisible(); // at the field and in the summary
    await page.getByLabel(page$.email, { exact: true }).fill(invitee);
    await page.getByRole('button', { name: page$.send }).click();
    await expect(page.getByText(`Invitation sent to ${invitee}.`)).toBeVisible();
    await expect(page.getByRole('region', { name: page$.pending }).getByRole('cell', { name: invitee, exact: true })).toBeVisible();
    await expectAxeClean(page, 'the accounts page with an invitation', { screenshots: true });

    const [mail] = await sql<{ text: string }>(`SELECT payload->>'text' AS text FROM outbox WHERE kind = 'staff-invitation' AND payload->>'to' = $1`, [invitee]);
    const link = new URL(/(http\S+\/staff\/invitation#\S+)/.exec(mail.text)![1]);

    const theirs = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const them = await theirs.newPage();
      await them.goto(`${link.pathname}${link.hash}`);
      await expect(them.getByRole('heading', { level: 1, name: accountsCopy.invitation.heading })).toBeVisible();
      await expect(them.getByText(`as Writer, with the address ${invitee}`)).toBeVisible();
      await expectAxeClean(them, 'the invitation page', { screenshots: true });
      await them.getByLabel(accountsCopy.invitation.password, { exact: true }).fill('a long writer passphrase');
      await them.getByLabel(accountsCopy.invitation.again).fill('a different passphrase');
      await them.getByRole('button', { name: accountsCopy.invitation.submit }).click();
      await expect(them.getByText(accountsCopy.errors.passwordsDiffer)).toBeVisible();
      await them.getByLabel(accountsCopy.invitation.again).fill('a long writer passphrase');
      await them.getByRole('button', { name: accountsCopy.invitation.submit }).click();
      await expect(them.getByText(accountsCopy.invitation.done)).toBeVisible();
      expect(new URL(them.url()).hash).toBe(''); // the spent token left the address
      await them.getByRole('link', { name: accountsCopy.invitation.signIn }).click();
      await signIn(them, invitee, 'a long writer passphrase');
      // A Writer starts at the content editor; the nav has no inbox, audit log or accounts.
      await expect(them.getByRole('heading', { level: 1, name: 'Content', exact: true })).toBeVisible();
      const nav = them.getByRole('navigation', { name: 'Staff' });
      await expect(nav.getByRole('link', { name: 'Content' })).toBeVisible();
      for (const name of [/^Inbox/, /^Audit log$/, /^Accounts$/]) await expect(nav.getByRole('link', { name })).toHaveCount(0);
      const forbidden = await them.goto('/staff/accounts');
      expect(forbidden?.status()).toBe(403);
      await expect(them.getByRole('heading', { level: 1, name: 'Your role does not include this page' })).toBeVisible();

      // The link works once.
      const again = await theirs.newPage();
      await again.goto(`${link.pathname}${link.hash}`);
      await expect(again.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(accountsCopy.errors.invitationGone);
    } finally {
      await theirs.close();
    }

    // The Owner makes them an Editor, then removes the account (the dialog closes on Escape first).
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: invitee });
    await row.getByLabel(`Role of ${invitee}`).selectOption('editor');
    await row.getByRole('button', { name: page$.changeRole }).click();
    await expect(page.getByText(`${invitee} is now Editor.`)).toBeVisible();
    await row.getByRole('button', { name: page$.remove }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await row.getByRole('button', { name: page$.remove }).click();
    await expectAxeClean(page, 'the remove dialog');
    await dialog.getByRole('button', { name: page$.removeConfirm }).click();
    await expect(page.getByRole('row').filter({ hasText: invitee })).toHaveCount(0);
    const audit = await sql<{ action: string }>(`SELECT action FROM audit_log WHERE detail->>'email' = $1 ORDER BY id`, [invitee]);
    expect(audit.map((a) => a.action)).toEqual(['invitation-sent', 'invitation-accepted', 'role-changed', 'account-removed']);
  });
});
