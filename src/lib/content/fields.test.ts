import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseStudySchema, homeBottomBlockSchema, jobRoleSchema, showreelSchema } from '@/content/schema';
import { CONTENT_KINDS, KIND_NAMES, seedEntries } from './kinds';
import {
  HTML_FIELDS,
  altPath,
  emptyOption,
  emptyValue,
  entryField,
  listName,
  fieldTree,
  filledVideo,
  labelOf,
  messagesByField,
  sanitizeHtmlFields,
  switchOption,
  unionOption,
  valueAt,
  choicesPath,
  newEntry,
  withParagraphs,
  withValue,
  type Field,
} from './fields';

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

const SHA = 'a'.repeat(64);
const upload = {
  video: { originalFile: `/media/u/${SHA}/original.mp4`, sequences: [`/media/u/${SHA}/master.m3u8`], poster: `/media/u/${SHA}/poster.webp` },
  width: 1280,
  height: 720,
};
type Union = Extract<Field, { type: 'union' }>;
type Video = Extract<Field, { type: 'video' }>;
const childOf = (f: Field, key: string): Field => {
  if (f.type !== 'object' && f.type !== 'video') throw new Error(`not an object: ${f.type}`);
  const found = f.children.find((c) => c.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

describe('fieldTree: discriminated unions (the About gallery)', () => {
  const about = fieldTree(CONTENT_KINDS.about.schema);
  const items = childOf(childOf(about, 'gallery'), 'items');
  if (items.type !== 'array' || items.item.type !== 'union') throw new Error(`gallery items are ${items.type}`);
  const union: Union = items.item;
  const option = (value: string) => union.options.find((o) => o.value === value)!.field;

  it('edits the gallery as a list of photos and films, chosen by their kind, not as JSON', () => {
    expect(union).toMatchObject({ discriminator: 'kind', path: ['gallery', 'items', 0] });
    expect(union.options.map((o) => [o.value, o.label])).toEqual([
      ['image', 'Image'],
      ['video', 'Video'],
    ]);
    // A photo's path is an image (uploaded in place) whose alt text is the item's own `alt`.
    const src = childOf(option('image'), 'src');
    expect(src).toMatchObject({ type: 'image', path: ['gallery', 'items', 0, 'src'], alt: { sibling: 'alt' } });
    if (src.type === 'image') expect(altPath(src)).toEqual(['gallery', 'items', 0, 'alt']);
    // A film is a video played as a plain MP4: its upload fills its src and poster; its label stays text.
    const film = option('video');
    expect(film).toMatchObject({ type: 'video', shape: 'progressive' });
    expect(childOf(film, 'src')).toMatchObject({ type: 'string' });
    expect(childOf(film, 'poster')).toMatchObject({ type: 'image' });
    expect(childOf(film, 'label')).toMatchObject({ type: 'string' });
  });

  it('makes a new entry of the chosen kind, and an added entry of the first kind', () => {
    expect(emptyOption(union, 'video')).toEqual({ kind: 'video', src: '', poster: '', label: '' });
    expect(emptyValue(union)).toEqual({ kind: 'image', src: '', alt: '' });
    expect(unionOption(union, { kind: 'video' })?.value).toBe('video');
    expect(unionOption(union, { kind: 'sound' })).toBeUndefined();
  });

  it('switches an entry’s kind, keeping only the fields both kinds have as the same kind of field', () => {
    const photo = { kind: 'image', src: '/media/images/about/gallery-1.webp', alt: 'Designers at a screen' };
    // The photo's path is an image, the film's a video's MP4: it is not carried over.
    expect(switchOption(union, photo, 'video')).toEqual({ kind: 'video', src: '', poster: '', label: '' });
    const tagged = z.discriminatedUnion('type', [
      z.object({ type: z.literal('quote'), caption: z.string(), text: z.string() }),
      z.object({ type: z.enum(['note', 'aside']), caption: z.string(), weight: z.number() }),
    ]);
    const tree = fieldTree(z.object({ blocks: z.array(tagged) }));
    const blocks = childOf(tree, 'blocks');
    if (blocks.type !== 'array' || blocks.item.type !== 'union') throw new Error('not a union');
    expect(blocks.item.options.map((o) => o.value)).toEqual(['quote', 'note', 'aside']);
    expect(switchOption(blocks.item, { type: 'quote', caption: 'Kept', text: 'Dropped' }, 'aside')).toEqual({ type: 'aside', caption: 'Kept', weight: 0 });
  });

  it('gives each entry of the list its own paths, in every option', () => {
    const third = entryField(union, ['gallery', 'items'], 2);
    if (third.type !== 'union') throw new Error('not a union');
    expect(third.path).toEqual(['gallery', 'items', 2]);
    expect(childOf(third.options[0].field, 'src').path).toEqual(['gallery', 'items', 2, 'src']);
    expect(childOf(third.options[1].field, 'poster').path).toEqual(['gallery', 'items', 2, 'poster']);
  });

  it('fills a film from a video upload with what the page plays (the MP4, not the stream) and its poster, keeping its label', () => {
    const film = filledVideo(option('video') as Video, { kind: 'video', src: '', poster: '', label: 'Our studio at dusk' }, upload);
    expect(film).toEqual({ kind: 'video', src: upload.video.originalFile, poster: upload.video.poster, label: 'Our studio at dusk' });
    const data = CONTENT_KINDS.about.schema.parse(seedEntries().find((e) => e.kind === 'about')!.data) as { gallery: { items: unknown[] } };
    expect(CONTENT_KINDS.about.schema.safeParse({ ...data, gallery: { ...data.gallery, items: [...data.gallery.items, film] } }).success).toBe(true);
  });
});

describe('fieldTree: the showreel and case-study videos', () => {
  it('makes the showreel a streaming video whose upload fills the stream, its MP4 fallback, its levels and its poster', () => {
    const tree = fieldTree(showreelSchema);
    expect(tree).toMatchObject({ type: 'video', shape: 'stream', path: [] });
    expect(childOf(tree, 'poster')).toMatchObject({ type: 'image' });
    expect(childOf(tree, 'src')).toMatchObject({ type: 'string' });
    const current = { src: '/media/video/showreel/master.m3u8', fallbackSrc: '/media/video/showreel/original.mp4', poster: '/media/video/showreel/poster.webp', title: 'Driftline showreel' };
    const filled = filledVideo(tree as Video, current, upload);
    expect(filled).toEqual({
      src: upload.video.sequences[0],
      fallbackSrc: upload.video.originalFile,
      poster: upload.video.poster,
      title: 'Driftline showreel',
      levels: [
        { height: 720, width: 1280, bitrate: 1_400_000, index: 0, label: '720p' },
        { height: 480, width: 854, bitrate: 700_000, index: 1, label: '480p' },
      ],
    });
    expect(showreelSchema.safeParse(filled).success).toBe(true);
  });

  it('fills a case study’s card clip, poster and first stream, keeping its other streams', () => {
    const video = childOf(fieldTree(caseStudySchema), 'video') as Video;
    expect(video.shape).toBe('sequences');
    const before = { originalFile: '/a.mp4', poster: '/a.webp', sequences: ['/a.m3u8', '/b.m3u8', '/c.m3u8'] };
    expect(filledVideo(video, before, upload)).toEqual({ ...upload.video, sequences: [upload.video.sequences[0], '/b.m3u8', '/c.m3u8'] });
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
  it('edits what it does not know (plain unions, unions of more than objects) as JSON', () => {
    expect(fieldTree(z.object({ u: z.union([z.string(), z.number()]) }))).toMatchObject({ children: [{ type: 'json' }] });
  });
  it('opens every kind of content, and the seed fits the tree', () => {
    for (const kind of KIND_NAMES) {
      const tree = fieldTree(CONTENT_KINDS[kind].schema);
      expect(['object', 'array', 'video']).toContain(tree.type); // the showreel is one video object
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
  it('names a list\'s entries after the list, and an `items` list after its section (About: "Gallery", not "Items")', () => {
    expect(listName(['offices'], 'Offices')).toBe('Offices');
    expect(listName(['gallery', 'items'], 'Items')).toBe('Gallery');
    expect(listName(['testimonials', 'items'], 'Items')).toBe('Testimonials');
    expect(listName(['sections', 0, 'items'], 'Items')).toBe('Items'); // no section name to take
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

describe('fieldTree: records and nullable values are walked, not edited as JSON', () => {
  const jsonPaths = (f: Field): string[] => {
    if (f.type === 'json') return [f.path.join('.')];
    if (f.type === 'object' || f.type === 'video') return f.children.flatMap(jsonPaths);
    if (f.type === 'array') return jsonPaths(f.item);
    if (f.type === 'union') return f.options.flatMap((o) => jsonPaths(o.field));
    if (f.type === 'record') return jsonPaths(f.value);
    if (f.type === 'nullable') return jsonPaths(f.inner);
    return [];
  };
  it('leaves no field of any kind to be typed as JSON', () => {
    for (const kind of KIND_NAMES) expect(jsonPaths(fieldTree(CONTENT_KINDS[kind].schema, HTML_FIELDS[kind])), kind).toEqual([]);
  });
  it('makes the About page’s offices a list of offices, each a city and what the office does', () => {
    const offices = childOf(childOf(fieldTree(CONTENT_KINDS.about.schema), 'team'), 'offices');
    expect(offices).toMatchObject({ type: 'record', label: 'Offices', entry: 'Office', keyLabel: 'City', value: { type: 'string', label: 'What the office does', path: ['team', 'offices', ''] } });
    if (offices.type !== 'record') throw new Error('not a record');
    expect(entryField(offices.value, offices.path, 'Lahore').path).toEqual(['team', 'offices', 'Lahore']);
    expect(emptyValue(offices)).toEqual({});
  });
  it('makes a pricing role’s levels a list of levels, each with its list of skills', () => {
    const roles = childOf(fieldTree(CONTENT_KINDS.pricing.schema), 'roles');
    if (roles.type !== 'array') throw new Error('not a list');
    const levels = childOf(roles.item, 'levels');
    expect(levels).toMatchObject({
      type: 'record',
      entry: 'Level',
      keyLabel: 'Level',
      keysFrom: { list: ['levels'], value: 'id', label: 'name' },
      value: { type: 'array', item: { type: 'string' }, choicesFrom: { up: 2, key: 'skills' } },
    });
    if (levels.type !== 'record') throw new Error('not a record');
    const skills = entryField(entryField(levels, ['roles'], 2), ['roles', 2, 'levels'], 'junior');
    if (skills.type !== 'record') throw new Error('not a record');
    const value = entryField(skills.value, ['roles', 2, 'levels'], 'junior');
    if (value.type !== 'array') throw new Error('not a list');
    expect(choicesPath(value)).toEqual(['roles', 2, 'skills']);
  });
  it('takes a record’s fixed keys as its choices, and walks a nullable value as its inner field or nothing', () => {
    const tree = fieldTree(z.object({ hours: z.record(z.enum(['mon', 'tue']), z.string()), note: z.string().nullable() }));
    expect(childOf(tree, 'hours')).toMatchObject({ type: 'record', keyOptions: ['mon', 'tue'], entry: 'Entry' });
    const note = childOf(tree, 'note');
    expect(note).toMatchObject({ type: 'nullable', inner: { type: 'string', path: ['note'] } });
    expect(emptyValue(note)).toBeNull();
  });
});

describe('withParagraphs: a paragraph is a box of several lines, a line one line', () => {
  const sized = (kind: keyof typeof CONTENT_KINDS) => withParagraphs(fieldTree(CONTENT_KINDS[kind].schema, HTML_FIELDS[kind]), CONTENT_KINDS[kind].seed());
  it('gives a case study’s Overview, Approach and Impact several lines, as many as the longest needs', () => {
    const study = sized('case-study');
    for (const key of ['overview', 'approach', 'impact', 'shortIntro', 'testimonial']) expect(childOf(study, key), key).toMatchObject({ type: 'string', multiline: true });
    const approach = childOf(study, 'approach');
    const overview = childOf(study, 'overview');
    if (approach.type !== 'string' || overview.type !== 'string') throw new Error('not strings');
    expect(approach.rows).toBeGreaterThan(overview.rows!);
    expect(childOf(study, 'title')).toMatchObject({ multiline: false });
  });
  it('sizes strings inside lists and records (a role’s requirements, an office), and keeps a link’s short text on one line', () => {
    const role = sized('role');
    const requirements = childOf(childOf(role, 'description'), 'requirements');
    expect(requirements).toMatchObject({ type: 'array', item: { type: 'string', multiline: true } });
    const offices = childOf(childOf(sized('about'), 'team'), 'offices');
    expect(offices).toMatchObject({ type: 'record', value: { type: 'string', multiline: true } });
    const link = childOf(childOf(sized('home'), 'work'), 'link');
    expect(childOf(link, 'text')).toMatchObject({ type: 'string', multiline: false });
    expect(childOf(childOf(sized('home'), 'bottomBlock'), 'para1')).toMatchObject({ type: 'string', multiline: true });
  });
  it('leaves strings the content does not reach as their name and limit say', () => {
    const tree = withParagraphs(fieldTree(z.object({ body: z.string(), note: z.string().max(500), name: z.string() })), [{}]);
    expect(tree).toMatchObject({ children: [{ multiline: true }, { multiline: true }, { multiline: false }] });
  });
});

describe('fieldTree: what the site decides is hidden, the rest named in the site’s words', () => {
  it('hides an icon’s size: a new entry takes the size of the entry before it, an icon switched on the usual size', () => {
    const values = childOf(fieldTree(CONTENT_KINDS.about.schema), 'values');
    const items = childOf(values, 'items');
    if (items.type !== 'array') throw new Error('not a list');
    const icon = childOf(items.item, 'icon');
    expect(childOf(icon, 'width')).toMatchObject({ hidden: { kind: 'same' } });
    expect(childOf(icon, 'name')).toMatchObject({ label: 'Icon' });
    expect(childOf(icon, 'name').hidden).toBeUndefined();
    const seeded = (CONTENT_KINDS.about.seed()[0] as { values: { items: unknown[] } }).values.items;
    expect(newEntry(items.item, seeded)).toMatchObject({ icon: { width: 22 }, title: '', text: '' });
    expect(newEntry(items.item, [])).toMatchObject({ icon: { width: 24 } });
    const page = fieldTree(CONTENT_KINDS['expertise-page'].schema);
    expect(emptyValue(childOf(childOf(page, 'hero'), 'icon'))).toMatchObject({ width: 24 });
  });
  it('hides a pricing option’s id and value; a new option gets ones no option of its list has', () => {
    const pricing = fieldTree(CONTENT_KINDS.pricing.schema);
    const levels = childOf(pricing, 'levels');
    if (levels.type !== 'array') throw new Error('not a list');
    expect(childOf(levels.item, 'id')).toMatchObject({ hidden: { kind: 'unique' } });
    expect(childOf(levels.item, 'value')).toMatchObject({ hidden: { kind: 'unique' } });
    expect(childOf(levels.item, 'name').hidden).toBeUndefined();
    const list = [{ id: 'junior', name: 'Junior', value: 'junior' }, { id: 'levels-3', name: 'x', value: 'levels-3' }];
    expect(newEntry(levels.item, list)).toEqual({ id: 'levels-4', name: '', value: 'levels-4' });
  });
  it('hides the showreel’s starting quality, and names fields the site’s way', () => {
    const showreel = fieldTree(CONTENT_KINDS.showreel.schema);
    expect(childOf(showreel, 'currentLevel')).toMatchObject({ hidden: { kind: 'same', value: -1 } });
    const study = fieldTree(CONTENT_KINDS['case-study'].schema);
    expect(childOf(study, 'bgColor').label).toBe('Background colour');
    expect(childOf(study, 'slug').label).toBe('Page address (slug)');
    const stats = childOf(childOf(fieldTree(CONTENT_KINDS.about.schema), 'stats'), 'items');
    if (stats.type !== 'array') throw new Error('not a list');
    expect(childOf(stats.item, 'title').label).toBe('Number');
    expect(childOf(stats.item, 'span').label).toBe('Words under the number');
  });
  it('hides only the site’s own values: sizes, ids and the starting quality', () => {
    const hiddenPaths: string[] = [];
    const walk = (f: Field) => {
      if (f.hidden) hiddenPaths.push(f.path.join('.'));
      if (f.type === 'object' || f.type === 'video') f.children.forEach(walk);
      if (f.type === 'array') walk(f.item);
    };
    for (const kind of KIND_NAMES) walk(fieldTree(CONTENT_KINDS[kind].schema));
    expect(hiddenPaths.every((p) => /(^|\.)(width|id|value|currentLevel)$/.test(p)), hiddenPaths.join(', ')).toBe(true);
  });
});
