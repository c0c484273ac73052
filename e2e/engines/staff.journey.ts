import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { staffCopy } from '../../src/content/staff';
import { named } from './dom';
import { addStaffAccount } from '../staff-account';
import { submitSignIn } from './sign-in';
import { BASE_URL, ENGINE, engineTab } from './tab';

/**
 * Staff in this engine: an account made as an administrator makes it (`npm run staff -- add`), the sign-in the inbox
 * redirects to, the inbox with a new enquiry in it, the enquiry's page, and signing out.
 */
const tab = engineTab();



/** An enquiry as the site's form sends it (multipart, no file), from a sender named `name`. */
async function sendEnquiry(name: string) {
  const form = new FormData();
  for (const [field, value] of Object.entries({ name, company: 'Acme', phone: '+1 (407) 555-0100', email: 'sam@acme.test', budget: '$40k' })) form.append(field, value);
  const response = await fetch(`${BASE_URL}/api/contact`, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBe(201);
}

describe(`${ENGINE}: staff`, () => {
  test('a staff member signs in, finds a new enquiry in the inbox, opens it, and signs out', async () => {
    const page = tab();
    await page.resize(1440, 900);
    const email = addStaffAccount(process.env.ENGINES_DATA_DIR, ENGINE);
    const sender = `Engine ${randomBytes(3).toString('hex')}`;
    await sendEnquiry(sender);

    await page.goto('/staff');
    expect(await page.path()).toBe('/staff/sign-in?next=%2Fstaff');
    await submitSignIn(page, email);
    await page.waitFor('the inbox', (heading: string) => location.pathname === '/staff' && document.querySelector('h1')?.textContent?.trim() === heading, staffCopy.inbox.title);

    const link = await named(page, 'main a', sender);
    await page.click(link);
    await page.waitFor("the enquiry's page", (sender: string) => /^\/staff\/submissions\//.test(location.pathname) && !!document.querySelector('main')?.textContent?.includes(sender), sender);

    await page.click(await named(page, 'button, a', staffCopy.nav.signOut));
    await page.waitFor('the sign-in page again', () => location.pathname === '/staff/sign-in');
    await page.goto('/staff');
    expect(await page.path()).toMatch(/^\/staff\/sign-in/);
  });
});
