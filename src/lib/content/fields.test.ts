import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseStudySchema, homeBottomBlockSchema, jobRoleSchema } from '@/content/schema';
import { CONTENT_KINDS, KIND_NAMES, seedEntries } from './kinds';
import { HTML_FIELDS, altPath, emptyValue, fieldTree, labelOf, messagesByField, sanitizeHtmlFields, valueAt, withValue, type Field } from './fields';

const find = (f: Field, key: string): Field => {
  if (f.type !== 'object') throw new Error('not an object');
  const found = f.children.find((c) => c.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

describe('fieldTree: media fields', () => {
  const isObject = (f: Field) => f.type === 'object' || f.type === 'video';
  const child = (f: Field, key: string): Field => {
    if (!isObject(f)) throw new Error('not an object');
    const found = (f as Extract<Field, { type: 'object' | 'video' }>).children.find((c) => c.key === key);
    if (!found) throw new Error(`no field ${key}`);
    return found;
  };
  it('finds a case study\'s images (with their alt texts at the same index), its video object and its poster', () => {
    const study = fieldTree(caseStudySchema);
    const images = child(study, 'images');
    expect(images).toMatchObject({ type: 'array', item: { type: 'image', emptyAllowed: true, alt: { parallel: 'imageAlts' } } });
    if (images.type !== 'array' || images.item.type !== 'image') throw new Error('not images');
    expect(altPath({ ...images.item, path: ['images', 2] })).toEqual(['imageAlts', 2]);
    expect(child(study, 'placeholderImage')).toMatchObject({ type: 'image', emptyAllowed: false });
    const video = child(study, 'video');
    expect(video.type).toBe('video');
    expect(child(video, 'poster')).toMatchObject({ type: 'image', path: ['video', 'poster'] });
    expect(child(video, 'originalFile')).toMatchObject({ type: 'string' });
    expect(child(child(study, 'nextWorkProject'), 'video')).toMatchObject({ type: 'string' });
    expect(emptyValue(video)).toEqual({ originalFile: '', poster: '', sequences: ['', '', ''] });
  });
  it('ties an image to the alt text beside it', () => {
    const block = fieldTree(homeBottomBlockSchema);
    const image = child(block, 'image');
    expect(image).toMatchObject({ type: 'image', alt: { sibling: 'imageAlt' } });
    if (image.type === 'image') expect(altPath(image)).toEqual(['imageAlt']);
  });
});

describe('fieldTree', () => {
  const role = fieldTree(jobRoleSchema);
  it('walks a role: strings, enums, literals, booleans, optionals, nested objects and arrays', () => {
    expect(role.type).toBe('object');
    expect(find(role, 'subTitle')).toMatchObject({ type: 'literal', value: 'OPEN ROLES', label: 'Subtitle' });
    expect(find(role, 'title')).toMatchObject({ type: 'string', min: 1, optional: false, label: 'Title' });
    expect(find(role, 'type')).toMatchObject({ type: 'enum', options: ['Junior', 'Internship'] });
    expect(find(role, 'experience')).toMatchObject({ type: 'enum', optional: true });
    expect(find(role, 'salary')).toMatchObject({ type: 'literal', optional: true });
    expect(find(role, 'listed')).toMatchObject({ type: 'boolean', label: 'Listed on the site' });
    expect(find(role, 'datePosted')).toMatchObject({ type: 'string', format: 'date' });
    const description = find(role, 'description');
    expect(find(description, 'whatsInItForYou')).toMatchObject({ type: 'array', min: 1, item: { type: 'string', path: ['description', 'whatsInItForYou', 0] } });
    expect(find(description, 'body')).toMatchObject({ type: 'string', multiline: true });
    expect(find(description, 'positionDetails')).toMatchObject({ type: 'array', item: { type: 'object' } });
  });
  it('edits what it does not know (records, unions) as JSON', () => {
    expect(fieldTree(z.object({ r: z.record(z.string(), z.boolean()) }))).toMatchObject({ children: [{ type: 'json' }] });
  });
  it('opens every kind of content, and the seed fits the tree', () => {
    for (const kind of KIND_NAMES) {
      const tree = fieldTree(CONTENT_KINDS[kind].schema);
      expect(['object', 'array']).toContain(tree.type);
    }
  });
  it('marks the HTML strings the sanitizer guards', () => {
    const page = fieldTree(CONTENT_KINDS['expertise-page'].schema, HTML_FIELDS['expertise-page']);
    const aside = find(page, 'aside');
    expect(aside.type === 'array' && find(aside.item, 'paragraph')).toMatchObject({ html: true, multiline: true });
    expect(find(find(page, 'iconCards'), 'paragraph')).toMatchObject({ html: false });
  });
});

describe('labels and values', () => {
  it('derives a label from a key name', () => {
    expect(labelOf('keyResponsibilities')).toBe('Key responsibilities');
    expect(labelOf('cta-label')).toBe('Cta label');
    expect(labelOf(2)).toBe('3');
  });
  it('reads and writes a value at a path without touching the original', () => {
    const data = { a: [{ b: 'x' }], c: 1 };
    const next = withValue(data, ['a', 0, 'b'], 'y');
    expect(valueAt(next, ['a', 0, 'b'])).toBe('y');
    expect(data.a[0].b).toBe('x');
    expect(withValue(data, ['c'], undefined)).toEqual({ a: [{ b: 'x' }] });
  });
  it('makes an empty entry that has every required field', () => {
    const role = fieldTree(jobRoleSchema);
    const description = find(role, 'description');
    const details = find(description, 'positionDetails');
    expect(details.type === 'array' && emptyValue(details.item)).toEqual({ label: '', value: '' });
    expect(emptyValue(details)).toEqual([{ label: '', value: '' }]);
  });
  it('maps zod issues back to their fields', () => {
    const result = jobRoleSchema.safeParse({ ...seedEntries().find((e) => e.kind === 'role')!.data as object, title: '' });
    expect(result.success).toBe(false);
    expect(messagesByField(result.error!.issues)).toHaveProperty('title');
  });
});

describe('sanitizeHtmlFields', () => {
  it('strips script from the HTML fields and leaves other strings alone', () => {
    const page = seedEntries().find((e) => e.kind === 'expertise-page')!.data as { aside: { paragraph: string }[]; title: string };
    const dirty = { ...page, title: '<b>plain</b>', aside: page.aside.map((a, i) => (i ? a : { ...a, paragraph: 'Hi <script>alert(1)</script><strong onclick="x()">there</strong>' })) };
    const clean = sanitizeHtmlFields('expertise-page', dirty) as typeof dirty;
    expect(clean.aside[0].paragraph).toBe('Hi <strong>there</strong>');
    expect(clean.aside[1]).toEqual(page.aside[1]);
    expect(clean.title).toBe('<b>plain</b>');
  });
});
