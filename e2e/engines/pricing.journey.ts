import { describe, expect, test } from 'vitest';
import { named } from './dom';
import { ENGINE, engineTab } from './tab';

/** Plans & Pricing in this engine: a service chosen with its options and a skill, then Send Request to "Request sent!". */
const tab = engineTab();

const select = (question: string) => named(tab(), 'article select', new RegExp(`^${question.replace(/\?/g, '\\?')}`));

describe(`${ENGINE}: plans and pricing`, () => {
  test('Send Request, with DevOps chosen and described, reaches "Request sent!"', async () => {
    const page = tab();
    await page.resize(1440, 900);
    await page.goto('/plans-and-pricing');
    const devops = await named(page, 'article button[aria-expanded]', 'DevOps');
    await page.click(devops);
    await page.waitFor('DevOps to open', (selector: string) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true', devops);
    await page.select(await select('How many experts do you need?'), '2');
    await page.select(await select('How would you like to pay?'), 'Monthly retainer');
    await page.select(await select('What level of expertise do you need?'), 'Mid-level');
    const aws = await named(page, 'article button', 'AWS');
    await page.click(aws);
    await page.waitFor('AWS to be chosen', (selector: string) => document.querySelector(selector)?.getAttribute('aria-pressed') === 'true', aws);
    await page.type(await named(page, 'input', /^Your name/), 'Grace Hopper');
    await page.type(await named(page, 'input', /^Your e-mail/), `grace.${Date.now()}@example.com`);
    await page.click(await named(page, 'button', 'Send Request'));
    const status = await page.waitFor('the request to be sent', () => {
      const text = document.querySelector('section[aria-labelledby="pricing-request"] [role="status"]')?.textContent?.trim();
      return text || null;
    });
    expect(status).toContain('Request sent!');
  });
});
