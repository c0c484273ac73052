'use client';
import { useRef, useState } from 'react';
import { inputClass } from '@/components/forms/FormField';
import { staffContentCopy } from '@/content/staff';
import { altPath, emptyValue, fieldId, type Field, type Path } from '@/lib/content/fields';
import { fillTemplate } from '@/lib/copy/template';
import { ALLOWED_TAGS } from '@/lib/expertise/sanitize';
import { mediaCopy } from '@/content/media-library';
import { parseImageReference } from '@/lib/media/uploaded';
import { secondaryButton } from '../styles';
import { MediaField, type UploadedAsset } from './media/MediaField';

const copy = staffContentCopy.form;
const labelClass = 'mb-1.5 block text-sm font-medium text-fg';
const smallButton =
  'inline-flex min-h-11 items-center rounded-pill border border-line px-3 py-1.5 text-xs font-semibold text-fg transition hover:bg-ink-3 disabled:opacity-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

type Props = {
  field: Field;
  value: unknown;
  errors: Record<string, string>;
  onChange: (path: Path, value: unknown) => void;
  root?: boolean;
  /** A label for an array entry ("Item 2"), used instead of the field's own. */
  label?: string;
};

const keyOf = (path: Path) => path.join('.');

/** The message under a field, and the attributes that tie it to its control. */
function useMessage(path: Path, errors: Record<string, string>) {
  const id = fieldId(path);
  const message = errors[keyOf(path)];
  return {
    id,
    message,
    aria: message ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {},
    node: message ? (
      <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
        {message}
      </p>
    ) : null,
  };
}

/** One field of the generic form, by its type; objects and arrays recurse. */
export function FieldView({ field, value, errors, onChange, root, label }: Props) {
  const name = label ?? field.label;
  switch (field.type) {
    case 'object':
      return <ObjectField field={field} value={value} errors={errors} onChange={onChange} root={root} name={name} />;
    case 'array':
      return <ArrayField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'string':
      return <StringField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'number':
      return <NumberField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'boolean':
      return <BooleanField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'enum':
      return <EnumField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'literal':
      return <LiteralField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'image':
      return <ImageField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'video':
      return <VideoField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
    case 'json':
      return <JsonField field={field} value={value} errors={errors} onChange={onChange} name={name} />;
  }
}

type Of<T extends Field['type']> = Omit<Props, 'field' | 'label'> & { field: Extract<Field, { type: T }>; name: string };

function ObjectField({ field, value, errors, onChange, root, name }: Of<'object'> & { root?: boolean }) {
  const msg = useMessage(field.path, errors);
  if (value === undefined && field.optional) {
    return (
      <div id={msg.id}>
        <button type="button" className={smallButton} onClick={() => onChange(field.path, emptyValue(field))}>
          {fillTemplate(copy.addOptional, { field: name })}
        </button>
      </div>
    );
  }
  const obj = (value ?? {}) as Record<string, unknown>;
  const children = field.children.map((child) => <FieldView key={String(child.key)} field={child} value={obj[child.key]} errors={errors} onChange={onChange} />);
  if (root) {
    return (
      <div id={msg.id} className="space-y-5">
        {msg.node}
        {children}
      </div>
    );
  }
  return (
    <fieldset id={msg.id} className="space-y-5 rounded-[var(--radius-card)] border border-line p-4 sm:p-5" {...(msg.message ? { 'aria-describedby': `${msg.id}-error` } : {})}>
      <legend className="px-2 text-sm font-semibold text-fg">{name}</legend>
      {msg.node}
      {children}
      {field.optional ? (
        <button type="button" className={smallButton} onClick={() => onChange(field.path, undefined)}>
          {fillTemplate(copy.removeOptional, { field: name })}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The field of an array's entry at `index` (the tree has the entry's shape at index 0). */
function atIndex(field: Field, base: Path, index: number): Field {
  const swap = (f: Field): Field => {
    const path = [...base, index, ...f.path.slice(base.length + 1)];
    if (f.type === 'object' || f.type === 'video') return { ...f, path, children: f.children.map(swap) };
    if (f.type === 'array') return { ...f, path, item: swap(f.item) };
    return { ...f, path };
  };
  return swap(field);
}

function ArrayField({ field, value, errors, onChange, name }: Of<'array'>) {
  const msg = useMessage(field.path, errors);
  const list = Array.isArray(value) ? value : [];
  if (value === undefined && field.optional) {
    return (
      <div id={msg.id}>
        <button type="button" className={smallButton} onClick={() => onChange(field.path, [])}>
          {fillTemplate(copy.addOptional, { field: name })}
        </button>
      </div>
    );
  }
  const set = (next: unknown[]) => onChange(field.path, next);
  const move = (i: number, by: number) => {
    const next = [...list];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    set(next);
  };
  return (
    <fieldset id={msg.id} className="space-y-4 rounded-[var(--radius-card)] border border-line p-4 sm:p-5" {...(msg.message ? { 'aria-describedby': `${msg.id}-error` } : {})}>
      <legend className="px-2 text-sm font-semibold text-fg">{name}</legend>
      {msg.node}
      <ol className="space-y-4">
        {list.map((entry, i) => {
          const itemLabel = `${name} ${i + 1}`;
          return (
            <li key={i} className="space-y-2">
              <FieldView field={atIndex(field.item, field.path, i)} value={entry} errors={errors} onChange={onChange} label={itemLabel} />
              <div className="flex flex-wrap gap-2">
                <button type="button" className={smallButton} disabled={i === 0} onClick={() => move(i, -1)} aria-label={`${copy.moveUp}: ${itemLabel}`}>
                  {copy.moveUp}
                </button>
                <button type="button" className={smallButton} disabled={i === list.length - 1} onClick={() => move(i, 1)} aria-label={`${copy.moveDown}: ${itemLabel}`}>
                  {copy.moveDown}
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={field.min !== undefined && list.length <= field.min}
                  onClick={() => set(list.filter((_, j) => j !== i))}
                  aria-label={`${copy.remove}: ${itemLabel}`}
                >
                  {copy.remove}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className={secondaryButton} disabled={field.max !== undefined && list.length >= field.max} onClick={() => set([...list, emptyValue(field.item)])}>
        {fillTemplate(copy.add, { field: name })}
      </button>
    </fieldset>
  );
}

function Hint({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs text-muted">
      {children}
    </p>
  );
}

function StringField({ field, value, errors, onChange, name }: Of<'string'>) {
  const msg = useMessage(field.path, errors);
  const area = useRef<HTMLTextAreaElement>(null);
  const text = typeof value === 'string' ? value : '';
  const set = (next: string) => onChange(field.path, next === '' && field.optional ? undefined : next);
  const hintId = `${msg.id}-hint`;
  const described = [field.html ? hintId : '', msg.message ? `${msg.id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const props = {
    id: msg.id,
    value: text,
    className: inputClass,
    required: !field.optional,
    maxLength: field.max,
    'aria-invalid': msg.message ? true : undefined,
    'aria-describedby': described,
  };
  const wrap = (tag: (typeof ALLOWED_TAGS)[number]) => {
    const el = area.current;
    if (!el) return;
    const [from, to] = [el.selectionStart, el.selectionEnd];
    const selected = text.slice(from, to);
    const inserted = tag === 'br' ? '<br>' : tag === 'a' ? `<a href="https://">${selected}</a>` : `<${tag}>${selected}</${tag}>`;
    set(text.slice(0, from) + inserted + text.slice(to));
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(from + inserted.length, from + inserted.length);
    });
  };
  return (
    <div>
      <label htmlFor={msg.id} className={labelClass}>
        {name}
        {field.optional ? <span className="ml-2 text-xs font-normal text-muted">({copy.optional})</span> : null}
      </label>
      {field.html ? (
        <div role="toolbar" aria-label={fillTemplate(copy.toolbar, { field: name })} aria-controls={msg.id} className="mb-2 flex flex-wrap gap-1.5">
          {ALLOWED_TAGS.map((tag) => (
            <button key={tag} type="button" className={`${smallButton} font-mono`} onClick={() => wrap(tag)}>
              {tag}
            </button>
          ))}
        </div>
      ) : null}
      {field.multiline ? (
        <textarea ref={area} rows={field.html ? 6 : 4} {...props} onChange={(e) => set(e.target.value)} />
      ) : (
        <input type={field.format === 'date' ? 'date' : field.format === 'url' ? 'url' : 'text'} {...props} onChange={(e) => set(e.target.value)} />
      )}
      {field.html ? <Hint id={hintId}>{fillTemplate(copy.htmlHint, { tags: ALLOWED_TAGS.join(', ') })}</Hint> : null}
      {msg.node}
    </div>
  );
}

function NumberField({ field, value, errors, onChange, name }: Of<'number'>) {
  const msg = useMessage(field.path, errors);
  return (
    <div>
      <label htmlFor={msg.id} className={labelClass}>
        {name}
      </label>
      <input
        id={msg.id}
        type="number"
        step={field.int ? 1 : 'any'}
        value={typeof value === 'number' ? value : ''}
        className={inputClass}
        {...msg.aria}
        onChange={(e) => onChange(field.path, e.target.value === '' ? (field.optional ? undefined : 0) : Number(e.target.value))}
      />
      {msg.node}
    </div>
  );
}

function BooleanField({ field, value, errors, onChange, name }: Of<'boolean'>) {
  const msg = useMessage(field.path, errors);
  return (
    <div>
      <label className="inline-flex min-h-11 items-center gap-3 text-sm text-fg">
        <input id={msg.id} type="checkbox" checked={value === true} className="size-5 accent-[var(--color-blue)]" {...msg.aria} onChange={(e) => onChange(field.path, e.target.checked)} />
        {name}
      </label>
      {msg.node}
    </div>
  );
}

function EnumField({ field, value, errors, onChange, name }: Of<'enum'>) {
  const msg = useMessage(field.path, errors);
  return (
    <div>
      <label htmlFor={msg.id} className={labelClass}>
        {name}
        {field.optional ? <span className="ml-2 text-xs font-normal text-muted">({copy.optional})</span> : null}
      </label>
      <select id={msg.id} value={typeof value === 'string' ? value : ''} className={inputClass} {...msg.aria} onChange={(e) => onChange(field.path, e.target.value === '' ? undefined : e.target.value)}>
        {field.optional || typeof value !== 'string' ? <option value="">{copy.none}</option> : null}
        {field.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {msg.node}
    </div>
  );
}

/** A value the site fixes (a literal): read-only, or, when optional, switched on and off. */
function LiteralField({ field, value, errors, onChange, name }: Of<'literal'>) {
  const msg = useMessage(field.path, errors);
  if (field.optional) {
    return (
      <div>
        <label className="inline-flex min-h-11 items-center gap-3 text-sm text-fg">
          <input id={msg.id} type="checkbox" checked={value !== undefined} className="size-5 accent-[var(--color-blue)]" {...msg.aria} onChange={(e) => onChange(field.path, e.target.checked ? field.value : undefined)} />
          {name}: {String(field.value)}
        </label>
        {msg.node}
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={msg.id} className={labelClass}>
        {name}
      </label>
      <input id={msg.id} type="text" readOnly value={String(field.value)} className={`${inputClass} opacity-80`} aria-describedby={`${msg.id}-hint`} />
      <Hint id={`${msg.id}-hint`}>{copy.readOnly}</Hint>
      {msg.node}
    </div>
  );
}

/** What the walk does not know (records, unions): the value as JSON, parsed as staff type. */
function JsonField({ field, value, errors, onChange, name }: Of<'json'>) {
  const msg = useMessage(field.path, errors);
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [bad, setBad] = useState(false);
  const message = bad ? copy.badJson : msg.message;
  return (
    <div>
      <label htmlFor={msg.id} className={labelClass}>
        {name}
      </label>
      <textarea
        id={msg.id}
        rows={Math.min(16, text.split('\n').length + 1)}
        value={text}
        className={`${inputClass} font-mono text-sm`}
        aria-invalid={message ? true : undefined}
        aria-describedby={[`${msg.id}-hint`, message ? `${msg.id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(field.path, e.target.value.trim() === '' && field.optional ? undefined : JSON.parse(e.target.value));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      <Hint id={`${msg.id}-hint`}>{copy.json}</Hint>
      {message ? (
        <p id={`${msg.id}-error`} className="mt-1.5 text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A small picture of what an image field names now: an upload's narrowest rendition, or the site's own file. */
function currentThumbnail(value: string): string | null {
  const uploaded = parseImageReference(value);
  if (uploaded) return uploaded.renditions[0].src;
  return /^\/[\w\-./]+\.(webp|png|jpe?g|gif|svg|avif)$/i.test(value) ? value : null;
}

/** "Upload a new …" that opens the upload control, and "Keep the current file" that closes it again. */
function UploadToggle({ open, setOpen, label, field, controls }: { open: boolean; setOpen: (open: boolean) => void; label: string; field: string; controls: string }) {
  const text = open ? mediaCopy.field.keepCurrent : label;
  return (
    <button type="button" className={smallButton} aria-expanded={open} aria-controls={controls} aria-label={`${text}: ${field}`} onClick={() => setOpen(!open)}>
      {text}
    </button>
  );
}

/**
 * An image path of the content (mediaPath): the path as text, a thumbnail of the current image, and an upload in
 * place (alt text required, focal point) that stores the upload's reference and, where the content keeps the image's
 * alt text beside it, fills that too.
 */
function ImageField({ field, value, errors, onChange, name }: Of<'image'>) {
  const msg = useMessage(field.path, errors);
  const [open, setOpen] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const thumb = text ? currentThumbnail(text) : null;
  const optional = field.optional || field.emptyAllowed;
  const set = (next: string) => onChange(field.path, next === '' && field.optional ? undefined : next);
  const uploaded = (asset: UploadedAsset) => {
    if (asset.kind !== 'image') return;
    set(asset.reference);
    const alt = altPath(field);
    if (alt) onChange(alt, asset.alt);
  };
  return (
    <div className="space-y-2">
      <label htmlFor={msg.id} className={labelClass}>
        {name}
        {optional ? <span className="ml-2 text-xs font-normal text-muted">({copy.optional})</span> : null}
      </label>
      <div className="flex flex-wrap items-start gap-3">
        {thumb ? (
          // eslint-disable-next-line @next/next/no-img-element -- a staff-only thumbnail of the current file
          <img src={thumb} alt={`${mediaCopy.field.currentImage}: ${name}`} width={96} height={64} loading="lazy" className="h-16 w-24 rounded-md border border-line bg-ink-3 object-cover" />
        ) : null}
        <div className="min-w-0 flex-1">
          <input id={msg.id} type="text" value={text} required={!optional} className={`${inputClass} font-mono text-xs`} {...msg.aria} onChange={(e) => set(e.target.value)} />
          {msg.node}
        </div>
      </div>
      <UploadToggle open={open} setOpen={setOpen} label={mediaCopy.field.newImage} field={name} controls={`${msg.id}-upload`} />
      <div id={`${msg.id}-upload`} hidden={!open}>
        {open ? <MediaField label={`${mediaCopy.field.newImage}: ${name}`} accept="image" onUploaded={uploaded} /> : null}
      </div>
    </div>
  );
}

/** A video object ({ originalFile, poster, sequences }): its fields, and an upload that fills them (design 3.7). */
function VideoField({ field, value, errors, onChange, name }: Of<'video'>) {
  const msg = useMessage(field.path, errors);
  const [open, setOpen] = useState(false);
  const obj = (value ?? {}) as Record<string, unknown>;
  const uploaded = (asset: UploadedAsset) => {
    if (asset.kind !== 'video' || !asset.video) return;
    const rest = Array.isArray(obj.sequences) ? obj.sequences.slice(1) : [];
    onChange(field.path, { ...obj, ...asset.video, sequences: [...asset.video.sequences, ...rest] });
  };
  return (
    <fieldset id={msg.id} className="space-y-5 rounded-[var(--radius-card)] border border-line p-4 sm:p-5" {...(msg.message ? { 'aria-describedby': `${msg.id}-error` } : {})}>
      <legend className="px-2 text-sm font-semibold text-fg">{name}</legend>
      {msg.node}
      <p className="text-xs text-muted">{mediaCopy.field.videoFills}</p>
      <UploadToggle open={open} setOpen={setOpen} label={mediaCopy.field.newVideo} field={name} controls={`${msg.id}-upload`} />
      <div id={`${msg.id}-upload`} hidden={!open}>
        {open ? <MediaField label={`${mediaCopy.field.newVideo}: ${name}`} accept="video" onUploaded={uploaded} /> : null}
      </div>
      {field.children.map((child) => (
        <FieldView key={String(child.key)} field={child} value={obj[child.key]} errors={errors} onChange={onChange} />
      ))}
    </fieldset>
  );
}
