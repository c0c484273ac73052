// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { internalPath, linkHref } from '@/content/schema';
import { CONTENT_KINDS, type KindName } from '@/lib/content/kinds';
import { fieldTree, withValue, type Path } from '@/lib/content/fields';
import type { LinkTargets } from '@/lib/content/link-targets';
import { withReferences } from '@/lib/content/references';
import { seedEntries } from '@/lib/content/kinds';
import { FieldView } from '../FieldView';
import { LinkTargetsProvider } from './targets-context';

const targets: LinkTargets = {
  items: [
    { kind: 'case-study', key: 'coral', title: 'Coral', status: 'published' },
    { kind: 'case-study', key: 'tidal', title: 'Tidal', status: 'published' },
    { kind: 'case-study', key: 'harbour', title: 'Harbour', status: 'draft' },
    { kind: 'expertise-page', key: 'backend', title: 'Backend', status: 'published' },
  ],
  redirects: [{ from: '/work/old', to: '/work/coral' }],
};

// jsdom lays nothing out: the list's active page is scrolled to in a browser only.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

/** A form over `initial` (a kind's seed by default), with the site's items given as the item's page gives them. */
function Form({ kind, schema, initial }: { kind: KindName; schema?: z.ZodType; initial?: unknown }) {
  const [data, setData] = useState(() => initial ?? seedEntries().find((e) => e.kind === kind)!.data);
  const onChange = (path: Path, value: unknown) => setData((d: unknown) => withValue(d, path, value));
  return (
    <LinkTargetsProvider value={targets}>
      <FieldView field={withReferences(kind, fieldTree(schema ?? CONTENT_KINDS[kind].schema))} value={data} errors={{}} onChange={onChange} root />
      <output data-testid="data">{JSON.stringify(data)}</output>
    </LinkTargetsProvider>
  );
}
const data = () => JSON.parse(screen.getByTestId('data').textContent!);

describe('ReferenceField: Up Next', () => {
  it('is a choice of case studies by title, a draft marked, and says when the chosen one is not on the site', async () => {
    const user = userEvent.setup();
    render(<Form kind="case-study" />);
    const upNext = within(screen.getByRole('group', { name: 'Up next' })).getByRole('combobox', { name: 'Case study' });
    // The seed's Up Next names a case study this list does not have: the field says so, and keeps the key.
    const seedNext = data().nextWorkProject.slug as string;
    expect(upNext).toHaveValue(seedNext);
    expect(upNext).toHaveAccessibleDescription(`Nothing has the key “${seedNext}”: choose one of the list.`);
    expect(within(upNext).getAllByRole('option').map((o) => o.textContent)).toEqual([
      `${seedNext} (no such item: choose another)`,
      'Coral',
      'Tidal',
      'Harbour (draft, not on the site yet)',
    ]);

    await user.selectOptions(upNext, 'Tidal');
    expect(data().nextWorkProject.slug).toBe('tidal');
    expect(upNext).toHaveAccessibleDescription('Its page: /work/tidal.');
    expect(within(upNext).queryByText(/no such item/)).toBeNull();

    await user.selectOptions(upNext, 'Harbour (draft, not on the site yet)');
    expect(data().nextWorkProject.slug).toBe('harbour');
    expect(upNext).toHaveAccessibleDescription('Harbour is not on the site yet: publish it first, or Publish here is refused.');
  });
});

/** The part of the home page's form with a link (its work teaser), and the Explore menu's. */
const home = z.object({ work: z.object({ link: z.object({ text: z.string(), href: linkHref }) }) });
const homeForm = <Form kind="home" schema={home} initial={{ work: { link: { text: 'See all work', href: '/work' } } }} />;
const explore = z.array(z.object({ title: z.string(), links: z.array(z.object({ label: z.string(), href: internalPath })) }));
const exploreForm = <Form kind="navigation" schema={explore} initial={[{ title: 'Work With Us', links: [{ label: 'Coral', href: '/work/coral' }] }]} />;

describe('LinkField: a link that checks what it points to', () => {
  it('suggests the site’s pages as staff type, taken by keyboard, and says where the link goes', async () => {
    const user = userEvent.setup();
    render(homeForm);
    const link = within(screen.getByRole('group', { name: 'Work' })).getByRole('combobox', { name: 'Link' });
    expect(link).toHaveValue('/work');
    expect(link).toHaveAttribute('aria-expanded', 'false');
    expect(link).toHaveAccessibleDescription(/Goes to Work\.$/);

    await user.clear(link);
    await user.type(link, 'cor');
    expect(link).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Pages of the site' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Coral/work/coral']);
    await user.keyboard('{ArrowDown}');
    expect(link).toHaveAttribute('aria-activedescendant', within(list).getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(data().work.link.href).toBe('/work/coral');
    expect(link).toHaveAttribute('aria-expanded', 'false');
    expect(link).toHaveAccessibleDescription(/Goes to Coral\.$/);
  });

  it('says before any save that an address is nothing, a draft or a redirect, and lets a link elsewhere be', async () => {
    const user = userEvent.setup();
    render(homeForm);
    const link = within(screen.getByRole('group', { name: 'Work' })).getByRole('combobox', { name: 'Link' });
    for (const [typed, said] of [
      ['/carers', 'Nothing is published at /carers: visitors would get “page not found”.'],
      ['/work/harbour', 'Harbour is a draft: visitors get “page not found” at /work/harbour until it is published.'],
      ['/work/old', '/work/old redirects to /work/coral: link to /work/coral directly.'],
      ['https://github.com/driftline-studio', 'A link to another site.'],
    ]) {
      await user.clear(link);
      await user.type(link, typed);
      await user.keyboard('{Escape}');
      expect(link).toHaveAttribute('aria-expanded', 'false');
      expect(link).toHaveAccessibleDescription(new RegExp(`${said.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
    }
    expect(data().work.link.href).toBe('https://github.com/driftline-studio');
  });

  it('opens on every page with Down, on the page it names, and the Explore menu’s link is an address on this site', async () => {
    const user = userEvent.setup();
    render(exploreForm);
    const link = screen.getByRole('combobox', { name: 'Link' });
    await user.click(link);
    await user.keyboard('{ArrowDown}');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(10 + targets.items.length);
    expect(options.find((o) => o.getAttribute('aria-selected') === 'true')).toHaveTextContent('Coral/work/coral');
    // A draft is offered, marked.
    expect(options.find((o) => o.textContent?.startsWith('Harbour'))).toHaveTextContent('Harbour/work/harbourdraft');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(data()[0].links[0].href).toBe('/work/tidal');
    expect(link).toHaveAccessibleDescription(/^An address on this site, such as \/careers\. Type to search the site’s pages\. Goes to Tidal\.$/);

    await user.clear(link);
    await user.type(link, 'https://example.com');
    expect(link).toHaveAccessibleDescription(/Not an address on this site yet: it starts with \/ \(such as \/careers, no \/ at the end\)\.$/);
  });
});
