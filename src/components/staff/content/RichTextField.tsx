'use client';
import dynamic from 'next/dynamic';
import { staffContentCopy } from '@/content/staff';
import { FieldLabel, Hint, wiring, type Of } from './field-parts';

const copy = staffContentCopy.form.richText;

/** What stands in the editor's place while its code loads (the editor is loaded only by forms that have formatted text). */
function Loading() {
  return <div className="min-h-40 rounded-xl border border-line bg-ink px-4 py-3 text-sm text-muted">{copy.loading}</div>;
}

const RichTextEditor = dynamic(() => import('./rich-text/RichTextEditor').then((m) => m.RichTextEditor), { ssr: false, loading: Loading });

/**
 * A string of formatted text (HTML the pages render through the sanitizer): edited with a toolbar, never as tags. An
 * inline field (one paragraph of its page) takes formatting and line breaks; the others paragraphs and lists too.
 */
export function RichTextField({ field, value, errors, onChange, name }: Of<'string'>) {
  const w = wiring(field.path, errors, { hint: true });
  const mode = field.htmlInline ? 'inline' : 'blocks';
  const labelId = `${w.id}-label`;
  return (
    <div>
      <FieldLabel id={labelId} name={name} optional={field.optional} />
      <RichTextEditor
        id={w.id}
        labelId={labelId}
        describedBy={w.control['aria-describedby']}
        invalid={w.message !== undefined}
        name={name}
        mode={mode}
        value={typeof value === 'string' ? value : ''}
        onChange={(html) => onChange(field.path, html === '' && field.optional ? undefined : html)}
      />
      {w.hintId ? <Hint id={w.hintId}>{mode === 'blocks' ? copy.hintBlocks : copy.hint}</Hint> : null}
      {w.error}
    </div>
  );
}
