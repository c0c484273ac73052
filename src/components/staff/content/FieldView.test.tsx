// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { mediaPath } from '@/content/schema';
import { withDerived, withoutDerived, withShownWhen } from '@/lib/content/collections';
import { fieldTree, withValue, type Path } from '@/lib/content/fields';
import { CONTENT_KINDS } from '@/lib/content/kinds';
import { FormValues } from './form-values';
import { FieldView } from './FieldView';

/** The editor's part that matters here: the data, changed through onChange as ContentEditor does. */
function Form({ schema, initial, errors = {} }: { schema: z.ZodType; initial: unknown; errors?: Record<string, string> }) {
  const [data, setData] = useState(initial);
  const onChange = (path: Path, value: unknown) => setData((d: unknown) => withValue(d, path, value));
  return (
    <>
      <FieldView field={fieldTree(schema)} value={data} errors={errors} onChange={onChange} root />
      <output data-testid="data">{JSON.stringify(data)}</output>
    </>
  );
}
const data = () => JSON.parse(screen.getByTestId('data').textContent!);

const gallery = z.object({
  items: z
    .array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('image'), src: mediaPath, alt: z.string().min(1) }),
        z.object({ kind: z.literal('video'), src: mediaPath, poster: mediaPath, label: z.string().min(1) }),
      ]),
    )
    .min(1),
});
const photo = (n: number) => ({ kind: 'image', src: `/media/images/${n}.webp`, alt: `Photo ${n}` });

describe('FieldView: a list of a discriminated union', () => {
  it('shows each entry’s kind and its own fields, not JSON', () => {
    render(<Form schema={gallery} initial={{ items: [photo(1), { kind: 'video', src: '/v.mp4', poster: '/v.webp', label: 'A film' }] }} />);
    const first = screen.getByRole('group', { name: 'Items 1' });
    expect(within(first).getByRole('combobox', { name: 'Kind' })).toHaveValue('image');
    // An image is its thumbnail with Replace, never its path as text.
    expect(within(first).getByRole('img', { name: 'Current image: Items 1 › Source' })).toHaveAttribute('src', '/media/images/1.webp');
    expect(within(first).getByRole('button', { name: 'Replace from library: Items 1 › Source' })).toBeInTheDocument();
    expect(within(first).queryByDisplayValue('/media/images/1.webp')).toBeNull();
    expect(within(first).getByRole('textbox', { name: 'Alt text' })).toHaveValue('Photo 1');
    const second = screen.getByRole('group', { name: 'Items 2' });
    expect(within(second).getByRole('combobox', { name: 'Kind' })).toHaveValue('video');
    expect(within(second).getByRole('button', { name: 'Upload a new video: Items 2' })).toBeInTheDocument();
    // A video is its poster with Replace; its files' paths are not fields.
    expect(within(second).getByRole('img', { name: 'Current video: Items 2' })).toHaveAttribute('src', '/v.webp');
    expect(within(second).getByRole('button', { name: 'Replace from library: Items 2' })).toBeInTheDocument();
    expect(within(second).queryByDisplayValue('/v.mp4')).toBeNull();
    expect(within(second).getByRole('textbox', { name: 'Label' })).toHaveValue('A film');
    expect(screen.queryByText('Edited as JSON.')).toBeNull();
  });

  it('adds an entry of the kind chosen beside Add, and focuses it', async () => {
    const user = userEvent.setup();
    render(<Form schema={gallery} initial={{ items: [photo(1)] }} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of the new entry' }), 'video');
    await user.click(screen.getByRole('button', { name: 'Add to Items' }));
    const added = screen.getByRole('group', { name: 'Items 2' });
    expect(within(added).getByRole('combobox', { name: 'Kind' })).toHaveFocus();
    expect(data().items[1]).toEqual({ kind: 'video', src: '', poster: '', label: '' });
    // Switching its kind keeps nothing that does not fit the new kind.
    await user.selectOptions(within(added).getByRole('combobox', { name: 'Kind' }), 'image');
    expect(data().items[1]).toEqual({ kind: 'image', src: '', alt: '' });
  });

  it('keeps focus on the moved entry’s button, or its other one at an end', async () => {
    const user = userEvent.setup();
    render(<Form schema={gallery} initial={{ items: [photo(1), photo(2), photo(3)] }} />);
    await user.click(screen.getByRole('button', { name: 'Move up: Items 3' }));
    expect(data().items.map((i: { alt: string }) => i.alt)).toEqual(['Photo 1', 'Photo 3', 'Photo 2']);
    expect(screen.getByRole('button', { name: 'Move up: Items 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(data().items.map((i: { alt: string }) => i.alt)).toEqual(['Photo 3', 'Photo 1', 'Photo 2']);
    // First now: Move up is disabled, so its Move down takes focus.
    expect(screen.getByRole('button', { name: 'Move up: Items 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Items 1' })).toHaveFocus();
  });

  it('after a removal, focuses the entry that took its place, or the one before it, or Add', async () => {
    const user = userEvent.setup();
    render(<Form schema={z.object({ items: z.array(z.string()) })} initial={{ items: ['a', 'b', 'c'] }} />);
    await user.click(screen.getByRole('button', { name: 'Remove: Items 2' }));
    expect(data().items).toEqual(['a', 'c']);
    expect(screen.getByRole('button', { name: 'Remove: Items 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove: Items 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(data().items).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add to Items' })).toHaveFocus();
  });

  it('moves what an entry’s own fields hold with it (a record’s entries)', async () => {
    const user = userEvent.setup();
    render(<Form schema={z.object({ items: z.array(z.record(z.string(), z.number())) })} initial={{ items: [{ a: 1 }, { b: 2 }] }} />);
    await user.click(screen.getByRole('button', { name: 'Move down: Items 1' }));
    expect(data().items).toEqual([{ b: 2 }, { a: 1 }]);
    expect(within(screen.getByRole('group', { name: 'Items 1' })).getByRole('textbox', { name: 'Name' })).toHaveValue('b');
    expect(within(screen.getByRole('group', { name: 'Items 1' })).getByRole('spinbutton', { name: 'Value' })).toHaveValue(2);
    expect(within(screen.getByRole('group', { name: 'Items 2' })).getByRole('textbox', { name: 'Name' })).toHaveValue('a');
  });
});

describe('FieldView: labels, hints and messages', () => {
  it('ties each control to its label, its hint and its message', () => {
    const schema = z.object({ title: z.string(), count: z.number(), tag: z.enum(['a', 'b']), fixed: z.literal('x'), on: z.boolean(), data: z.union([z.string(), z.number()]) });
    const errors = { title: 'Too short.', count: 'Too big.', tag: 'Pick one.', on: 'Must be on.', data: 'Bad data.', fixed: 'Fixed.' };
    render(<Form schema={schema} initial={{ title: '', count: 1, tag: 'a', fixed: 'x', on: false, data: '' }} errors={errors} />);
    const cases = [
      [screen.getByRole('textbox', { name: 'Title' }), 'Too short.'],
      [screen.getByRole('spinbutton', { name: 'Count' }), 'Too big.'],
      [screen.getByRole('combobox', { name: 'Tag' }), 'Pick one.'],
      [screen.getByRole('checkbox', { name: 'On' }), 'Must be on.'],
      [screen.getByRole('textbox', { name: 'Data' }), 'Bad data.'],
      [screen.getByRole('textbox', { name: 'Fixed' }), 'Fixed.'],
    ] as const;
    for (const [control, message] of cases) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByRole('textbox', { name: 'Data' })).toHaveAccessibleDescription('Edited as JSON. Bad data.');
    expect(screen.getByRole('textbox', { name: 'Fixed' })).toHaveAccessibleDescription('Fixed by the site; not editable. Fixed.');
  });

  it('marks nothing invalid when there is no message, and describes a group by its message', () => {
    render(<Form schema={gallery} initial={{ items: [photo(1)] }} errors={{ items: 'At least one.' }} />);
    expect(screen.getByRole('button', { name: 'Replace from library: Items 1 › Source' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('group', { name: 'Items' })).toHaveAccessibleDescription('At least one.');
  });
});

describe('FieldView: a record (the About page’s offices) as a list of entries', () => {
  const about = z.object({ offices: z.record(z.string(), z.string().min(1)) });
  const initial = { offices: { Orlando: 'Strategy.', Lahore: 'Engineering.' } };
  const office = (name: string) => screen.getByRole('group', { name: `Office ${name}` });

  it('shows each office with its city and what it does, never JSON', () => {
    render(<Form schema={about} initial={initial} />);
    expect(within(office('Orlando')).getByRole('textbox', { name: 'City' })).toHaveValue('Orlando');
    expect(within(office('Lahore')).getByRole('textbox', { name: 'What the office does' })).toHaveValue('Engineering.');
    expect(screen.queryByText('Edited as JSON.')).toBeNull();
  });

  it('edits what an office does and renames its city in place, keeping the order', async () => {
    const user = userEvent.setup();
    render(<Form schema={about} initial={initial} />);
    await user.type(within(office('Lahore')).getByRole('textbox', { name: 'What the office does' }), ' We call it "home".');
    expect(data().offices.Lahore).toBe('Engineering. We call it "home".');
    const city = within(office('Orlando')).getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'New York');
    expect(city).toHaveValue('New York');
    expect(Object.entries(data().offices)).toEqual([
      ['New York', 'Strategy.'],
      ['Lahore', 'Engineering. We call it "home".'],
    ]);
  });

  it('adds an office (its city focused), and says what is missing instead of saving an office without a city or a city twice', async () => {
    const user = userEvent.setup();
    render(<Form schema={about} initial={initial} />);
    await user.click(screen.getByRole('button', { name: 'Add to Offices' }));
    const city = within(office('3')).getByRole('textbox', { name: 'City' });
    expect(city).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Offices' })).toHaveAccessibleDescription('Give each office a city.');
    expect(data().offices).toEqual(initial.offices);
    await user.type(city, 'Lahore');
    expect(screen.getByRole('group', { name: 'Offices' })).toHaveAccessibleDescription('Two entries have the city “Lahore”: give each its own.');
    // The Lahore office is not overwritten by the new one.
    expect(data().offices.Lahore).toBe('Engineering.');
    await user.type(city, ' North');
    await user.type(within(office('Lahore North')).getByRole('textbox', { name: 'What the office does' }), 'Support.');
    expect(data().offices).toEqual({ ...initial.offices, 'Lahore North': 'Support.' });
    await user.click(screen.getByRole('button', { name: 'Remove: Office Orlando' }));
    expect(data().offices).toEqual({ Lahore: 'Engineering.', 'Lahore North': 'Support.' });
    expect(screen.getByRole('button', { name: 'Add to Offices' })).toHaveFocus();
  });
});

describe('FieldView: a role’s experience follows its type', () => {
  /** The role's form as the editor builds it: the derived salary hidden, the experience shown for a junior role. */
  function RoleForm({ initial }: { initial: Record<string, unknown> }) {
    const [value, setValue] = useState<unknown>(initial);
    const tree = withShownWhen('role', withoutDerived('role', fieldTree(CONTENT_KINDS.role.schema)));
    const onChange = (path: Path, v: unknown) => setValue((d: unknown) => withDerived('role', withValue(d, path, v)));
    return (
      <FormValues value={value}>
        <FieldView field={tree} value={value} errors={{}} onChange={onChange} root />
        <output data-testid="data">{JSON.stringify(value)}</output>
      </FormValues>
    );
  }

  it('offers no salary and, for an internship, no experience; made junior, the experience shows, required, with the usual one', async () => {
    const seedRole = CONTENT_KINDS.role.seed().find((r) => (r as { type: string }).type === 'Internship') as Record<string, unknown>;
    render(<RoleForm initial={seedRole} />);
    expect(screen.queryByRole('combobox', { name: /^Experience/ })).toBeNull();
    expect(screen.queryByText(/^Salary/)).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Junior');
    const experience = screen.getByRole('combobox', { name: /^Experience/ });
    expect(experience).toHaveValue('0–2 Years');
    expect(data()).toMatchObject({ type: 'Junior', experience: '0–2 Years' });
    expect(data()).not.toHaveProperty('salary');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Internship');
    expect(screen.queryByRole('combobox', { name: /^Experience/ })).toBeNull();
    expect(data()).toMatchObject({ type: 'Internship', salary: 'Unpaid' });
    expect(data()).not.toHaveProperty('experience');
  });
});
