import { staffCopy } from '../../src/content/staff';
import { STAFF_PASSWORD } from '../staff-account';
import type { Tab } from './browser';
import { named } from './dom';

/**
 * On the staff sign-in page: types the account's address and the journeys' password (e2e/staff-account.ts) into the
 * form and sends it, as a staff member does. The caller waits for the page it expects next.
 */
export async function submitSignIn(page: Tab, email: string) {
  await page.type(await named(page, 'input', staffCopy.signIn.email), email);
  await page.type(await named(page, 'input', staffCopy.signIn.password), STAFF_PASSWORD);
  await page.click(await named(page, 'button', staffCopy.signIn.submit));
}
