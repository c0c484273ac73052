import { addStaff, CONTENT, expectAxeClean, putBack, sql, staffBrowser, test, expect, type Locator, type Page, waitForHydration } from './fixtures';

/**
 * Formatted text in the content editor, as staff meet it: an expertise page's aside paragraph is edited with a toolbar
 * (Bold, Italic, Code, Link, lists), by keyboard and by mouse, never as tags; a link's address is checked before it is
 * applied; pasted text keeps only what the pages render; what is published reaches the public page as <strong> and <a>.
 * The page is put back afterwards.
 */

// Each journey signs in, edits, checks axe at two widths, publishes and waits for visitors: minutes on a loaded machine.
test.describe.configure({ timeout: 300_000 });

const SLUG = 'virtualization';

/** Opens `url` and waits until React has hydrated it (src/components/layout/HydrationMark.tsx). */
async function go(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * The editor's own selection (it reads the browser's as its events come; a loaded machine delivers them late): the
 * selected text, or, collapsed, the text before the caret in its node ("…overhead.|").
 */
function editorSelection(editor: Locator) {
  return editor.evaluate((el) => {
    type Point = { offset: number; getNode: () => { getTextContent: () => string } };
    type Selection = { getTextContent: () => string; isCollapsed: () => boolean; anchor: Point };
    type Editor = { getEditorState: () => { read: <T>(f: () => T) => T; _selection: Selection | null } };
    const state = (el as unknown as { __lexicalEditor: Editor }).__lexicalEditor.getEditorState();
    return state.read(() => {
      const selection = state._selection;
      if (!selection) return '';
      if (!selection.isCollapsed()) return selection.getTextContent();
      return `…${selection.anchor.getNode().getTextContent().slice(0, selection.anchor.offset).slice(-9)}|`;
    });
  });
}

/** Selects `word`, `before` characters from the start of the text, by keyboard, and waits until the editor has it. */
async function selectWord(page: Page, editor: Locator, before: number, word: string) {
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < before; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < word.length; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => editorSelection(editor)).toBe(word);
}

/** Pastes `html` where the caret is, as a browser does from the clipboard. */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/html', text);
    data.setData('text/plain', text.replace(/<[^>]*>/g, ''));
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

test('make a word bold and another a link in an aside, publish, and a visitor sees <strong> and <a>', async ({ browser }) => {
  const [item] = await sql<{ id: string; data: { aside: { paragraph: string }[] } }>(
    `SELECT i.id, v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'expertise-page' AND i.key = $1`,
    [SLUG],
  );
  expect(item.data.aside[0].paragraph).toMatch(/^Proxmox VE on KVM suits/);
  const { context, page } = await staffBrowser(browser, addStaff('content-rich-text'), CONTENT);
  try {
    await go(page, `/staff/content/expertise-page/${item.id}`);
    const aside = page.getByRole('group', { name: 'Aside 1', exact: true });
    const editor = aside.getByRole('textbox', { name: 'Paragraph' });
    const toolbar = aside.getByRole('toolbar', { name: 'Formatting for Paragraph' });
    const bold = toolbar.getByRole('button', { name: 'Bold' });
    const link = toolbar.getByRole('button', { name: 'Link' });
    await expect(editor).toContainText('Proxmox VE on KVM suits');
    const names = ['Bold', 'Italic', 'Code', 'Link', 'Bulleted list', 'Numbered list'];
    await expect(toolbar.getByRole('button')).toHaveCount(names.length);
    for (const [i, name] of names.entries()) await expect(toolbar.getByRole('button').nth(i)).toHaveAccessibleName(name);
    // Loading the field changed nothing: nothing to save.
    await expect(page.getByText('Unsaved changes.')).toHaveCount(0);

    // Keyboard: select the first word, Shift+Tab to the toolbar (one stop, on Bold), Space.
    await editor.click();
    await selectWord(page, editor, 0, 'Proxmox');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Shift+Tab');
    await expect(bold).toBeFocused();
    await page.keyboard.press('Space');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.locator('strong, .font-semibold').first()).toHaveText('Proxmox');
    // The text has focus back, the word still selected; the arrow keys move along the toolbar.
    await expect(editor).toBeFocused();
    expect(await page.evaluate(() => getSelection()?.toString())).toBe('Proxmox');
    await page.keyboard.press('Shift+Tab');
    await expect(bold).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'Numbered list' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(bold).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(editor).toBeFocused();

    // The usual shortcut: Ctrl+I on "VE".
    await selectWord(page, editor, 'Proxmox '.length, 'VE');
    await page.keyboard.press('Control+i');
    await expect(toolbar.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');

    // Mouse: select "KVM", Link; an address that is not https or a site path is refused with a message.
    await editor.click();
    await selectWord(page, editor, 'Proxmox VE on '.length, 'KVM');
    await link.click();
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    const address = aside.getByRole('textbox', { name: 'Link address' });
    await expect(address).toBeFocused();
    await address.fill('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await expect(aside.getByRole('alert')).toContainText('Use an https:// address');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.locator('a')).toHaveCount(0);
    await expectAxeClean(page, 'rich-text link form', { screenshots: true });
    await address.fill('https://www.linux-kvm.org/');
    await page.keyboard.press('Enter');
    await expect(address).toHaveCount(0);
    await expect(editor).toBeFocused();
    await expect(editor.locator('a')).toHaveText('KVM');
    await expect(link).toHaveAttribute('aria-pressed', 'true');

    // Paste in a new paragraph at the end: a list comes in as a list; a heading, an image, a script, underline and
    // colours do not.
    await editor.click();
    await page.keyboard.press('Control+End');
    await expect.poll(() => editorSelection(editor)).toBe('…overhead.|');
    await page.keyboard.press('Enter');
    await expect(editor.locator(':scope > p')).toHaveCount(2);
    await pasteHtml(
      page,
      '<h1>Migration checklist</h1><ul><li style="color:red">Inventory <u>every</u> host</li><li><b>Test</b> restores<img src="x" onerror="alert(1)"></li></ul><script>alert(1)</script>',
    );
    await expect(editor.locator('ul > li')).toHaveText(['Inventory every host', 'Test restores']);
    await expect(editor.locator('h1, img, script, u, [style*="color"]')).toHaveCount(0);
    await expectAxeClean(page, 'an expertise page form with the rich-text editor', { screenshots: true });

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published. Visitors see it within seconds.')).toBeVisible();

    // What was stored is what the sanitizer writes, and the visitor's page shows it.
    const [saved] = await sql<{ paragraph: string }>(
      `SELECT v.data->'aside'->0->>'paragraph' AS paragraph FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.id = $1`,
      [item.id],
    );
    expect(saved.paragraph).toMatch(
      /^<p><strong>Proxmox<\/strong> <em>VE<\/em> on <a href="https:\/\/www\.linux-kvm\.org\/" target="_blank" rel="noopener noreferrer">KVM<\/a> suits .*<\/p><p>Migration checklist<\/p><ul><li>Inventory every host<\/li><li><strong>Test<\/strong> restores<\/li><\/ul>$/,
    );
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    let fresh = 0;
    await expect
      .poll(
        async () => {
          await visitor.goto(`/expertise/${SLUG}?fresh=${++fresh}`);
          return visitor.getByRole('region', { name: 'What we do' }).locator('strong', { hasText: 'Proxmox' }).count();
        },
        { timeout: 15_000, intervals: [1000] },
      )
      .toBe(1);
    const region = visitor.getByRole('region', { name: 'What we do' });
    const kvm = region.getByRole('link', { name: 'KVM', exact: true });
    await expect(kvm).toHaveAttribute('href', 'https://www.linux-kvm.org/');
    await expect(kvm).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(region.locator('ul > li')).toHaveText(['Inventory every host', 'Test restores']);
    await visitorContext.close();

    // The form shows the published text again after a reload, formatted, with nothing unsaved.
    await go(page, `/staff/content/expertise-page/${item.id}`);
    await expect(editor.locator('a')).toHaveText('KVM');
    await expect(editor.locator('ul > li')).toHaveCount(2);
    await expect(page.getByText('Unsaved changes.')).toHaveCount(0);
  } finally {
    await putBack(page, item.id, item.data);
    await context.close();
  }
});

test('a privacy paragraph is one paragraph of its page: no lists, Enter starts a line, an e-mail link is kept', async ({ browser }) => {
  const [item] = await sql<{ id: string; data: { sections: { paragraphs: string[] }[] } }>(
    `SELECT i.id, v.data FROM content_items i JOIN content_versions v ON v.id = i.published_version_id WHERE i.kind = 'privacy'`,
  );
  const original = item.data.sections[0].paragraphs[0];
  expect(original).toMatch(/<a href="mailto:[^"]+">[^<]+<\/a>\.$/);
  const { context, page } = await staffBrowser(browser, addStaff('content-rich-inline'), CONTENT);
  try {
    await go(page, `/staff/content/privacy/${item.id}`);
    const editor = page.getByRole('textbox', { name: 'Paragraphs 1' }).first();
    await expect(editor.locator('a[href^="mailto:"]')).toHaveCount(1);
    const toolbar = page.getByRole('toolbar', { name: 'Formatting for Paragraphs 1' }).first();
    const names = ['Bold', 'Italic', 'Code', 'Link'];
    await expect(toolbar.getByRole('button')).toHaveCount(names.length);
    for (const [i, name] of names.entries()) await expect(toolbar.getByRole('button').nth(i)).toHaveAccessibleName(name);

    await editor.click();
    await page.keyboard.press('Control+End');
    await expect.poll(() => editorSelection(editor)).toBe('….|'); // after the e-mail link, its full stop
    await page.keyboard.press('Enter');
    await page.keyboard.type('A second line.');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await editor.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`privacy-paragraph-${width}.png`) });
    }
    await expectAxeClean(page, 'the privacy notice form');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/^Draft saved at/)).toBeVisible();
    const [draft] = await sql<{ paragraph: string }>(
      `SELECT v.data->'sections'->0->'paragraphs'->>0 AS paragraph FROM content_items i JOIN content_versions v ON v.id = i.draft_version_id WHERE i.id = $1`,
      [item.id],
    );
    expect(draft.paragraph).toBe(`${original}<br />A second line.`);
  } finally {
    await putBack(page, item.id, item.data);
    await context.close();
  }
});
