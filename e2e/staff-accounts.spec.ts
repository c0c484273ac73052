import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { addStaff, expectAxeClean, invitationLink, signIn, signInAt, sql, STAFF_PASSWORD, test, expect } from './fixtures';
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
    await page.getByRole('textbox', { name: page$.email, exact: true }).fill('not an address');
    await page.getByRole('radio', { name: /^Writer/ }).check();
    await page.getByRole('button', { name: page$.send }).click();
    await expect(page.getByText(accountsCopy.errors.email).first()).toBeVisible(); // at the field and in the summary
    await page.getByRole('textbox', { name: page$.email, exact: true }).fill(invitee);
    await page.getByRole('button', { name: page$.send }).click();
    await expect(page.getByText(`Invitation sent to ${invitee} as Writer.`)).toBeVisible();
    // Ready for the next invitation: the address cleared and focused, the role still the one chosen
    await expect(page.getByRole('textbox', { name: page$.email, exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: page$.email, exact: true })).toBeFocused();
    await expect(page.getByRole('radio', { name: /^Writer/ })).toBeChecked();
    await expect(page.getByRole('region', { name: page$.pending }).getByRole('cell', { name: invitee, exact: true })).toBeVisible();
    await expectAxeClean(page, 'the accounts page with an invitation', { screenshots: true });

    const link = await invitationLink(invitee);

    const theirs = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const them = await theirs.newPage();
      await them.goto(`${link.pathname}${link.hash}`);
      await expect(them.getByRole('heading', { level: 1, name: accountsCopy.invitation.heading })).toBeVisible();
      await expect(them.getByText(`as Writer, with the address ${invitee}`)).toBeVisible();
      await expectAxeClean(them, 'the invitation page', { screenshots: true });
      await them.getByLabel(accountsCopy.invitation.password).first().fill('a long writer passphrase');
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

  test('an invited Owner chooses a password from the link, then must turn on two-factor before anything else', async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signInAt(page, addStaff('owner'), ACCOUNTS);
    const invitee = `owner-${Date.now()}@driftline.test`;
    await page.getByRole('textbox', { name: page$.email, exact: true }).fill(invitee);
    await page.getByRole('radio', { name: /^Owner/ }).check();
    await page.getByRole('button', { name: page$.send }).click();
    await expect(page.getByText(`Invitation sent to ${invitee} as Owner.`)).toBeVisible();
    const link = await invitationLink(invitee);

    const theirs = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const them = await theirs.newPage();
      await them.goto(`${link.pathname}${link.hash}`);
      await expect(them.getByText(`as Owner, with the address ${invitee}`)).toBeVisible();
      await them.getByLabel(accountsCopy.invitation.password).first().fill(STAFF_PASSWORD);
      await them.getByLabel(accountsCopy.invitation.again).fill(STAFF_PASSWORD);
      await them.getByRole('button', { name: accountsCopy.invitation.submit }).click();
      await expect(them.getByText(accountsCopy.invitation.ownerNext)).toBeVisible();
      await them.getByRole('link', { name: accountsCopy.invitation.signIn }).click();
      await signIn(them, invitee);

      // Signed in, the account page alone: the reminder says why, the nav has nothing else, other pages lead back here
      await expect(them.getByRole('heading', { level: 1, name: 'Account', exact: true })).toBeVisible();
      await expect(them.getByRole('note')).toContainText(accountsCopy.reminder.required);
      const nav = them.getByRole('navigation', { name: 'Staff' });
      await expect(nav.getByRole('link')).toHaveText(['Account']);
      await expectAxeClean(them, 'the account page of an invited Owner', { screenshots: true });
      for (const path of ['/staff', '/staff/content', '/staff/accounts']) {
        await them.goto(path);
        await expect(them, path).toHaveURL(/\/staff\/account$/);
      }
      const refused = await them.request.post('/api/staff/accounts/invitations', { headers: { origin: new URL(them.url()).origin }, data: { email: 'x@driftline.test', role: 'owner' } });
      expect(refused.status()).toBe(403);

      // Two-factor on: the Owner works
      await them.getByLabel('Your password').fill(STAFF_PASSWORD);
      await them.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      const key = (await them.getByText(/Or enter this key by hand: /).textContent())!.replace('Or enter this key by hand: ', '').trim();
      const code = await createOTP(new TextDecoder().decode(base32.decode(key)), { digits: 6, period: 30 }).hotp(Math.floor(Date.now() / 30_000));
      await them.getByLabel('Authentication code').fill(code);
      await them.getByRole('button', { name: 'Confirm' }).click();
      await expect(them.getByText('Two-factor sign-in is on.')).toBeVisible();
      await them.goto('/staff/accounts');
      await expect(them.getByRole('heading', { level: 1, name: ACCOUNTS.heading, exact: true })).toBeVisible();
      await expect(them.getByRole('note')).toHaveCount(0);
    } finally {
      await theirs.close();
    }
  });
});
