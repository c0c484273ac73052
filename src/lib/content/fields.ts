/**
 * The editor's form, derived from a kind's zod schema (docs/content-editing-design.md step 5): one generic
 * form serves every kind in CONTENT_KINDS. `fieldTree(schema)` walks the schema (objects, arrays, strings, numbers,
 * booleans, enums, literals, optional, discriminated unions of objects) into fields labelled from their key names (the
 * nicer words in src/content/staff.ts); what the walk does not know (records, other unions, nullable values) is edited
 * as JSON.
 * The server validates with the same schema, so the form needs no rules of its own.
 */
import type { z } from 'zod';
import { staffContentCopy } from '@/content/staff';
import { internalPath, linkHref, mediaPath } from '@/content/schema';
import { sanitize } from '@/lib/expertise/sanitize';
import { ladderLevels } from '@/lib/media/levels';
import type { KindName } from './kinds';
import { plainMessage } from './messages';

export type Path = (string | number)[];

type Common = { key: string | number; label: string; path: Path; optional: boolean; hidden?: Hidden; shownWhen?: ShownWhen };

/** A field shown only while the field at `path` (from the item's top) is `equals` (./collections.ts withShownWhen). */
export type ShownWhen = { path: Path; equals: string };

/**
 * A value the site decides, not staff (an icon's drawn size, a pricing option's id): the form does not show it. A new
 * entry of a list takes 'same' from the entry before it (or `value`), and 'unique' a name no entry of the list has.
 */
export type Hidden = { kind: 'same'; value: unknown } | { kind: 'unique' };

/** A record whose keys are the entries of a list of the same item: each key is an entry's `value`, shown as its `label`. */
export type KeysFrom = { list: Path; value: string; label: string };
/** A list of strings chosen from another list of the item: `up` parts above the field's own path, then `key`. */
export type ChoicesFrom = { up: number; key: string };

/**
 * Fields tied to others of the same item: a pricing role's levels are keyed by the page's levels, and each permits
 * some of the role's own skills (the schema's rules across the item say so).
 */
const KEYS_FROM: Record<string, KeysFrom> = { 'roles.*.levels': { list: ['levels'], value: 'id', label: 'name' } };
const CHOICES_FROM: Record<string, ChoicesFrom> = { 'roles.*.levels.': { up: 2, key: 'skills' } };
const tiedAt = <T>(table: Record<string, T>, path: Path): T | undefined => Object.entries(table).find(([p]) => matches([p], path))?.[1];

/** Where a field's choices are in the item (see ChoicesFrom). */
export function choicesPath(field: Extract<Field, { type: 'array' }>): Path | null {
  return field.choicesFrom ? [...field.path.slice(0, -field.choicesFrom.up), field.choicesFrom.key] : null;
}

/** The hidden fields, by the keys of the object they are in (exactly those) and their own key. */
const HIDDEN: { keys: string[]; key: string; hidden: Hidden }[] = [
  // An icon is chosen by name; its size is the place's, as the entries before it have it.
  { keys: ['name', 'width'], key: 'width', hidden: { kind: 'same', value: 24 } },
  // A pricing option (people, price type, level): staff name it; its id and value are the site's own.
  { keys: ['id', 'name', 'value'], key: 'id', hidden: { kind: 'unique' } },
  { keys: ['id', 'name', 'value'], key: 'value', hidden: { kind: 'unique' } },
  // The showreel's starting quality (automatic): the player's, not an editor's.
  { keys: ['src', 'fallbackSrc', 'poster', 'title', 'levels', 'currentLevel'], key: 'currentLevel', hidden: { kind: 'same', value: -1 } },
];
const hiddenOf = (key: string | number, siblings: string[] | undefined): Hidden | undefined =>
  HIDDEN.find((h) => h.key === key && siblings?.length === h.keys.length && h.keys.every((k) => siblings.includes(k)))?.hidden;
export type Field =
  | (Common & { type: 'object'; children: Field[] })
  | (Common & { type: 'array'; item: Field; min?: number; max?: number; choicesFrom?: ChoicesFrom })
  | (Common & { type: 'string'; format?: string; min?: number; max?: number; multiline: boolean; html: boolean; htmlInline?: true; rows?: number })
  | (Common & { type: 'number'; int: boolean })
  | (Common & { type: 'boolean' })
  | (Common & { type: 'enum'; options: string[] })
  | (Common & { type: 'literal'; value: string | number | boolean | null })
  | (Common & { type: 'json' })
  /**
   * A record (z.record: an object whose keys staff choose, such as the About page's offices by city): a list of
   * entries, each a key and a value. `value` is the value's field at the path [...path, ''] (see entryField).
   */
  | (Common & { type: 'record'; entry: string; keyLabel: string; keyOptions?: string[]; keysFrom?: KeysFrom; value: Field })
  /** A value that may be null (z.nullable): the inner field, or nothing. */
  | (Common & { type: 'nullable'; inner: Field })
  /** A path to an image (mediaPath): uploaded in place; `alt` names the content's own alt text for it, if any. */
  | (Common & { type: 'image'; emptyAllowed: boolean; alt?: AltOf })
  /** A video object (see VideoShape): its fields, and an upload that fills them. */
  | (Common & { type: 'video'; shape: VideoShape; children: Field[] })
  /** Another item's key (Up Next's case study): chosen among the items of kind `to` (./references.ts marks them). */
  | (Common & { type: 'reference'; to: KindName })
  /** A link (linkHref), or with `internal` a page of this site only (internalPath): checked against what is live. */
  | (Common & { type: 'link'; internal: boolean })
  /** A discriminated union of objects (z.discriminatedUnion): the value of `discriminator` chooses the option. */
  | (Common & { type: 'union'; discriminator: string; options: UnionOption[] });

/** One choice of a union: the discriminator's value, its label, and the object's fields (at the union's own path). */
export type UnionOption = { value: string; label: string; field: Extract<Field, { type: 'object' | 'video' }> };

/**
 * The shapes of video object the content has, each filled by one upload (the media pipeline's files):
 * 'sequences' a case study's { originalFile (progressive MP4), poster, sequences (HLS masters) } (videoSchema);
 * 'stream' the showreel's { src (HLS master), fallbackSrc (MP4), poster, levels } (showreelSchema);
 * 'progressive' a film that plays as a plain MP4, { src, poster } (the About gallery's videos).
 */
export type VideoShape = 'sequences' | 'stream' | 'progressive';

/** Where an image's alt text lives: a sibling key ('imageAlt'), or the same index of a sibling array ('imageAlts'). */
export type AltOf = { sibling: string } | { parallel: string };

/** The part of zod 4's internals the walk reads. */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
  options?: z.ZodType[];
  discriminator?: string;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; format?: string } } }[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The strings that hold HTML (rendered through the sanitizer by RichText): '*' is any index of an array. */
export const HTML_FIELDS: Partial<Record<KindName, string[]>> = {
  'expertise-page': ['aside.*.paragraph'],
  privacy: ['sections.*.paragraphs.*'],
};

/** Of those, the ones a page sets inside its own paragraph (PrivacyNotice): formatting and line breaks, no paragraphs or lists. */
export const INLINE_HTML_FIELDS: Partial<Record<KindName, string[]>> = {
  privacy: ['sections.*.paragraphs.*'],
};

/** Media paths that name a video or its files (kept as text: a video is uploaded on its object, see VIDEO_KEYS). */
const VIDEO_PATH = /^(video|originalFile|sequences|fallbackSrc|src)$/;
/** The keys that make an object a video of each shape (VideoShape), in the order they are tried: one upload fills them. */
const VIDEO_KEYS: [VideoShape, string[]][] = [
  ['sequences', ['originalFile', 'poster', 'sequences']],
  ['stream', ['src', 'fallbackSrc', 'poster', 'levels']],
  ['progressive', ['src', 'poster']],
];

/**
 * The keys of a video object that its upload fills (its files, poster and quality levels): the editor shows the video
 * they make, not them.
 */
export function videoFileKeys(shape: VideoShape): readonly string[] {
  return VIDEO_KEYS.find(([s]) => s === shape)?.[1] ?? [];
}

/** Where the alt text of the image at `key` lives, among its sibling keys. */
function altOf(key: string | number, path: Path, siblings: string[] | undefined): AltOf | undefined {
  if (typeof key === 'number') {
    // An array's entry: `siblings` are the keys beside the array ('images' → 'imageAlts').
    const arrayKey = path[path.length - 2];
    const parallel = typeof arrayKey === 'string' ? `${arrayKey.replace(/s$/, '')}Alts` : '';
    return parallel && siblings?.includes(parallel) ? { parallel } : undefined;
  }
  for (const sibling of [`${key}Alt`, 'alt']) if (siblings?.includes(sibling)) return { sibling };
  return undefined;
}

/** The path of an image field's alt text in the item, or null. */
export function altPath(field: Extract<Field, { type: 'image' }>): Path | null {
  if (!field.alt) return null;
  if ('sibling' in field.alt) return [...field.path.slice(0, -1), field.alt.sibling];
  return [...field.path.slice(0, -2), field.alt.parallel, field.path[field.path.length - 1]];
}

/** A string longer than this (its limit, or the longest the content has) is a paragraph: a box of several lines. */
const PARAGRAPH = 80;
/** A string never longer than this in the content is a line (a link's text), whatever its name. */
const LINE = 40;

/** The strings that are better edited on several lines, by their names when the content has none to measure. */
const MULTILINE = /^(body|intro|description|paragraph|paragraphs|text|summary|quote|answer|content|about)$/i;

/** What a record's entries, keys and values are called (by the record's key name; src/content/staff.ts has them). */
function recordWords(name: string): { entry: string; key: string; value: string } {
  const words = staffContentCopy.records as Record<string, { entry: string; key: string; value: string }>;
  return Object.hasOwn(words, name) ? words[name] : staffContentCopy.records.default;
}

/**
 * The tree with each string sized by what the content holds there (`samples`: a kind's items, today's seed): a
 * paragraph (longer than PARAGRAPH somewhere) is a box of several lines, as many as its longest needs; a string never
 * longer than LINE is one line. Strings the samples do not reach keep what their name and limit say.
 */
export function withParagraphs(tree: Field, samples: readonly unknown[]): Field {
  const longest = (path: Path): number => {
    let values: unknown[] = [...samples];
    for (const part of path) {
      values = values.flatMap((v) => {
        if (!v || typeof v !== 'object') return [];
        if (typeof part === 'number') return Array.isArray(v) ? v : [];
        return part === '' ? Object.values(v) : [(v as Record<string, unknown>)[part]];
      });
    }
    return Math.max(-1, ...values.map((v) => (typeof v === 'string' ? v.length : -1)));
  };
  const size = (f: Field): Field => {
    switch (f.type) {
      case 'object':
      case 'video':
        return { ...f, children: f.children.map(size) };
      case 'array':
        return { ...f, item: size(f.item) };
      case 'union':
        return { ...f, options: f.options.map((o) => ({ ...o, field: size(o.field) as UnionOption['field'] })) };
      case 'record':
        return { ...f, value: size(f.value) };
      case 'nullable':
        return { ...f, inner: size(f.inner) };
      case 'string': {
        const length = longest(f.path);
        if (length > PARAGRAPH) return { ...f, multiline: true, rows: Math.min(8, Math.max(3, Math.ceil(length / 70) + 1)) };
        if (length >= 0 && length <= LINE && !f.html && (f.max ?? 0) <= PARAGRAPH) return { ...f, multiline: false };
        return f;
      }
      default:
        return f;
    }
  };
  return size(tree);
}

/**
 * The site's word for the field at `path`, where its key alone does not say it (src/content/staff.ts `labelsAt`: the
 * last parts of a path, '*' any one part), or undefined.
 */
function labelAt(path: Path): string | undefined {
  const words = staffContentCopy.labelsAt as Record<string, string>;
  for (const [pattern, label] of Object.entries(words)) {
    const parts = pattern.split('.');
    const tail = path.slice(-parts.length);
    if (tail.length === parts.length && parts.every((part, i) => part === '*' || part === String(tail[i]))) return label;
  }
  return undefined;
}

/** "whatsInItForYou" → "Whats in it for you"; the override table in src/content/staff.ts has the nicer words. */
export function labelOf(key: string | number): string {
  if (typeof key === 'number') return String(key + 1);
  if (key === '') return staffContentCopy.form.wholeItem;
  const words = staffContentCopy.labels as Record<string, string>;
  if (Object.hasOwn(words, key)) return words[key];
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * What a list's entries are called ("Offices": "Offices 2", "Add to Offices"). A list called just `items` takes its
 * section's name, so the About page's lists read "Gallery 3" and "Add to Testimonials", not "Items 3" and "Add to
 * Items". `name` is the list's label as shown.
 */
export function listName(path: Path, name: string): string {
  const section = path.length > 1 && path[path.length - 1] === 'items' ? path[path.length - 2] : undefined;
  return typeof section === 'string' ? labelOf(section) : name;
}

/** A path in the form's words: "Description › Key responsibilities › 2". */
export function labelPath(path: Path): string {
  return path.length ? path.map(labelOf).join(' › ') : staffContentCopy.form.wholeItem;
}

/** Whether `path` matches one of the patterns ('a.*.b'). */
function matches(patterns: string[], path: Path): boolean {
  return patterns.some((p) => {
    const parts = p.split('.');
    return parts.length === path.length && parts.every((part, i) => part === '*' || part === String(path[i]));
  });
}

function lengths(def: Def) {
  let min: number | undefined;
  let max: number | undefined;
  for (const c of def.checks ?? []) {
    if (c._zod.def.check === 'min_length') min = c._zod.def.minimum;
    if (c._zod.def.check === 'max_length') max = c._zod.def.maximum;
  }
  return { min, max };
}

/** The field tree of a kind's schema (the root is an object, or an array for a list such as the Explore table). */
export function fieldTree(schema: z.ZodType, htmlPatterns: string[] = [], inlineHtmlPatterns: string[] = []): Field {
  // `keys`: the keys of the object the field is in (for an array's entry, those beside the array).
  const walk = (s: z.ZodType, key: string | number, path: Path, optional: boolean, keys?: string[]): Field => {
    const def = defOf(s);
    const hidden = typeof key === 'string' ? hiddenOf(key, keys) : undefined;
    const common = { key, label: labelAt(path) ?? labelOf(key), path, optional, ...(hidden ? { hidden } : {}) };
    const name = typeof key === 'number' ? String(path.findLast((p) => typeof p === 'string') ?? '') : key;
    // A media path is an image unless its name says video; a `src` with alt text beside it is an image all the same.
    const alt = altOf(key, path, keys);
    if (s === mediaPath && (!VIDEO_PATH.test(name) || (typeof key === 'string' && alt))) return { ...common, type: 'image', emptyAllowed: false, alt };
    if (s === linkHref || s === internalPath) return { ...common, type: 'link', internal: s === internalPath };
    switch (def.type) {
      case 'optional':
      case 'default':
        return walk(def.innerType!, key, path, true, keys);
      case 'pipe':
        return walk(def.in!, key, path, optional, keys);
      case 'nullable':
        return { ...common, type: 'nullable', inner: walk(def.innerType!, key, path, false, keys) };
      case 'record': {
        const words = recordWords(name);
        const keyDef = defOf(def.keyType!);
        const keyOptions = keyDef.type === 'enum' ? Object.values(keyDef.entries!) : undefined;
        const value = walk(def.valueType!, '', [...path, ''], false);
        const keysFrom = tiedAt(KEYS_FROM, path);
        return { ...common, type: 'record', entry: words.entry, keyLabel: words.key, keyOptions, ...(keysFrom ? { keysFrom } : {}), value: { ...value, label: words.value } };
      }
      case 'object': {
        const own = Object.keys(def.shape!);
        const children = Object.entries(def.shape!).map(([k, child]) => walk(child, k, [...path, k], false, own));
        const shape = VIDEO_KEYS.find(([, needs]) => needs.every((k) => own.includes(k)))?.[0];
        if (shape) return { ...common, type: 'video', shape, children };
        return { ...common, type: 'object', children };
      }
      case 'array': {
        const choicesFrom = tiedAt(CHOICES_FROM, path);
        return { ...common, type: 'array', item: walk(def.element!, 0, [...path, 0], false, keys), ...lengths(def), ...(choicesFrom ? { choicesFrom } : {}) };
      }
      case 'union': {
        if (def.discriminator) {
          const union = unionOf(def.discriminator, (def.options ?? []).map((o) => walk(o, key, path, false, keys)));
          if (union) return { ...common, ...union };
        }
        // A media path or '' (a case study's images): an image field that may be left empty.
        const [a, b] = def.options ?? [];
        if (def.options?.length === 2 && a === mediaPath && defOf(b).type === 'literal' && defOf(b).values?.[0] === '' && !VIDEO_PATH.test(name))
          return { ...common, type: 'image', emptyAllowed: true, alt: altOf(key, path, keys) };
        return { ...common, type: 'json' };
      }
      case 'string': {
        const html = matches(htmlPatterns, path);
        const inline = html && matches(inlineHtmlPatterns, path) ? { htmlInline: true as const } : {};
        const { min, max } = lengths(def);
        return { ...common, type: 'string', format: def.format, min, max, html, ...inline, multiline: html || (max ?? 0) > PARAGRAPH || MULTILINE.test(name) };
      }
      case 'number':
        return { ...common, type: 'number', int: (def.checks ?? []).some((c) => /int/.test(c._zod.def.format ?? '')) };
      case 'boolean':
        return { ...common, type: 'boolean' };
      case 'enum':
        return { ...common, type: 'enum', options: Object.values(def.entries!) };
      case 'literal':
        if (def.values!.length === 1) return { ...common, type: 'literal', value: def.values![0] as string | number | boolean | null };
        return { ...common, type: 'enum', options: def.values!.map(String) };
      default:
        return { ...common, type: 'json' };
    }
  };
  return walk(schema, '', [], false);
}

/** A discriminated union's options from its walked objects, or null when one is not an object with a fixed discriminator. */
function unionOf(discriminator: string, walked: Field[]): { type: 'union'; discriminator: string; options: UnionOption[] } | null {
  const options: UnionOption[] = [];
  for (const field of walked) {
    if (field.type !== 'object' && field.type !== 'video') return null;
    const tag = field.children.find((c) => c.key === discriminator);
    const values = tag?.type === 'literal' ? [tag.value] : tag?.type === 'enum' ? tag.options : [];
    if (!values.length || values.some((v) => typeof v !== 'string')) return null;
    for (const value of values as string[]) options.push({ value, label: labelOf(value), field });
  }
  return options.length ? { type: 'union', discriminator, options } : null;
}

/** The option of a union `value` is (by its discriminator), or undefined. */
export function unionOption(field: Extract<Field, { type: 'union' }>, value: unknown): UnionOption | undefined {
  const tag = (value as Record<string, unknown> | null | undefined)?.[field.discriminator];
  return field.options.find((o) => o.value === tag);
}

/** A new entry of a union's option `value`: its empty fields, the discriminator set. */
export function emptyOption(field: Extract<Field, { type: 'union' }>, value: string): Record<string, unknown> {
  const option = field.options.find((o) => o.value === value) ?? field.options[0];
  return { ...(emptyValue(option.field) as Record<string, unknown>), [field.discriminator]: option.value };
}

/**
 * A union's value switched to the option `value`: the new option's empty fields, keeping what the old value had under
 * a key both options have with the same kind of field (a label stays a label; an image's path never becomes a video's).
 */
export function switchOption(field: Extract<Field, { type: 'union' }>, current: unknown, value: string): Record<string, unknown> {
  const next = emptyOption(field, value);
  const from = unionOption(field, current);
  const to = field.options.find((o) => o.value === value);
  if (!from || !to || !current || typeof current !== 'object') return next;
  for (const child of to.field.children) {
    const before = from.field.children.find((c) => c.key === child.key);
    const kept = (current as Record<string, unknown>)[child.key];
    if (child.key !== field.discriminator && before?.type === child.type && kept !== undefined) next[child.key] = kept;
  }
  return next;
}

/**
 * The field of an array's entry at `index` (the tree has the entry's shape at index 0 of the array at `base`), or of a
 * record's entry under the key `index` (the tree has it under '').
 */
export function entryField(field: Field, base: Path, index: number | string): Field {
  const swap = (f: Field): Field => {
    const path = [...base, index, ...f.path.slice(base.length + 1)];
    if (f.type === 'object' || f.type === 'video') return { ...f, path, children: f.children.map(swap) };
    if (f.type === 'array') return { ...f, path, item: swap(f.item) };
    if (f.type === 'union') return { ...f, path, options: f.options.map((o) => ({ ...o, field: swap(o.field) as UnionOption['field'] })) };
    if (f.type === 'record') return { ...f, path, value: swap(f.value) };
    if (f.type === 'nullable') return { ...f, path, inner: swap(f.inner) };
    return { ...f, path };
  };
  return swap(field);
}

/** What an uploaded video gives content (src/server/content/media.ts, MediaAsset): its files' addresses and picture size. */
export type UploadedVideo = { video: { originalFile: string; sequences: string[]; poster: string }; width: number; height: number };

/**
 * A video object's value once `upload` fills it, by its shape: a case study's card clip, poster and first stream (its
 * other streams kept); the showreel's stream, MP4 fallback, poster and the ladder's quality levels; a film's MP4 and
 * poster. What the upload does not give (a title, a label) stays as it was.
 */
export function filledVideo(field: Extract<Field, { type: 'video' }>, current: unknown, upload: UploadedVideo): Record<string, unknown> {
  const obj = (current && typeof current === 'object' ? current : {}) as Record<string, unknown>;
  const { originalFile, sequences, poster } = upload.video;
  switch (field.shape) {
    case 'sequences':
      return { ...obj, originalFile, poster, sequences: [...sequences, ...(Array.isArray(obj.sequences) ? obj.sequences.slice(sequences.length) : [])] };
    case 'stream':
      return { ...obj, src: sequences[0], fallbackSrc: originalFile, poster, levels: ladderLevels(upload.width, upload.height) };
    case 'progressive':
      return { ...obj, src: originalFile, poster };
  }
}

/**
 * A new entry at the end of a list: its empty fields, with the hidden ones filled (see Hidden): 'same' from the entry
 * before it, 'unique' a name from the list's own key and a number no entry has ("levels-5").
 */
export function newEntry(item: Field, list: readonly unknown[]): unknown {
  const base = String(item.path.findLast((p) => typeof p === 'string') ?? 'entry');
  const fill = (f: Field, value: unknown, rel: Path): unknown => {
    if (f.hidden?.kind === 'same') {
      const before = valueAt(list.at(-1), rel);
      return before === undefined ? value : before;
    }
    if (f.hidden?.kind === 'unique') {
      const taken = new Set(list.map((e) => valueAt(e, rel)));
      let n = list.length + 1;
      while (taken.has(`${base}-${n}`)) n++;
      return `${base}-${n}`;
    }
    if ((f.type === 'object' || f.type === 'video') && value && typeof value === 'object') {
      const out = { ...(value as Record<string, unknown>) };
      for (const c of f.children) if (Object.hasOwn(out, c.key)) out[c.key] = fill(c, out[c.key], [...rel, c.key]);
      return out;
    }
    return value;
  };
  return fill(item, emptyValue(item), []);
}

/** A new, empty value for a field (an added array entry, an optional part switched on). */
export function emptyValue(field: Field): unknown {
  if (field.hidden?.kind === 'same') return field.hidden.value;
  switch (field.type) {
    case 'object':
    case 'video':
      return Object.fromEntries(field.children.filter((c) => !c.optional).map((c) => [c.key, emptyValue(c)]));
    case 'array':
      return field.min ? Array.from({ length: field.min }, () => emptyValue(field.item)) : [];
    case 'string':
    case 'image':
    case 'reference':
    case 'link':
      return '';
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'enum':
      return field.options[0];
    case 'literal':
      return field.value;
    case 'union':
      return emptyOption(field, field.options[0].value);
    case 'json':
    case 'record':
      return {};
    case 'nullable':
      return null;
  }
}

/** The value at `path` in `data`, or undefined. */
export function valueAt(data: unknown, path: Path): unknown {
  let v: unknown = data;
  for (const p of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[p];
  }
  return v;
}

/** A copy of `data` with `value` at `path` (undefined removes an object's key). */
export function withValue(data: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[head as number] = withValue(copy[head as number], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = { ...((data ?? {}) as Record<string, unknown>) };
  const next = withValue(copy[head], rest, value);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** A form field's element id, for its label, its message (`-error`) and the error summary's links. */
export const fieldId = (path: Path) => `field-${path.join('-').replace(/\s+/g, '_') || 'item'}`;

/** Zod's issues (or the server's refusal) as messages by field, zod's own words put in the site's (plainMessage): the key is the path joined with '.', '' the whole item. */
export function messagesByField(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    const message = plainMessage(issue.message);
    out[key] = out[key] ? `${out[key]} ${message}` : message;
  }
  return out;
}

/** The item's data with every HTML string (HTML_FIELDS) passed through the site's sanitizer: script and handlers gone. */
export function sanitizeHtmlFields(kind: KindName, data: unknown): unknown {
  const patterns = HTML_FIELDS[kind] ?? [];
  if (!patterns.length) return data;
  const walk = (v: unknown, path: Path): unknown => {
    if (typeof v === 'string') return matches(patterns, path) ? sanitize(v) : v;
    if (Array.isArray(v)) return v.map((x, i) => walk(x, [...path, i]));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, [...path, k])]));
    return v;
  };
  return walk(data, []);
}
