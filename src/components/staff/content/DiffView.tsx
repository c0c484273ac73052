import { staffContentCopy } from '@/content/staff';
import type { Change } from '@/lib/content/diff';

const copy = staffContentCopy.history;
const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v, null, 1));

/** A version's changes against the published one, field by field; strings word by word (added underlined, removed struck). */
export function DiffView({ changes }: { changes: Change[] }) {
  return (
    <dl className="mt-3 space-y-3 text-sm">
      {changes.map((c) => (
        <div key={c.path.join('.')} className="rounded-xl border border-line p-3">
          <dt className="font-semibold text-fg">{c.label}</dt>
          <dd className="mt-1 whitespace-pre-wrap break-words text-muted">
            {c.op === 'added' ? (
              <ins className="text-fg decoration-green underline-offset-4">
                <span className="sr-only">{copy.added}: </span>
                {show(c.after)}
              </ins>
            ) : c.op === 'removed' ? (
              <del className="decoration-danger">
                <span className="sr-only">{copy.removed}: </span>
                {show(c.before)}
              </del>
            ) : c.words ? (
              c.words.map((w, i) =>
                w.op === 'same' ? (
                  <span key={i}>{w.text}</span>
                ) : w.op === 'added' ? (
                  <ins key={i} className="bg-green-strong/40 text-fg decoration-green underline-offset-4">
                    <span className="sr-only">{copy.added}: </span>
                    {w.text}
                  </ins>
                ) : (
                  <del key={i} className="bg-danger/20 decoration-danger">
                    <span className="sr-only">{copy.removed}: </span>
                    {w.text}
                  </del>
                ),
              )
            ) : (
              <>
                <del className="decoration-danger">
                  <span className="sr-only">{copy.removed}: </span>
                  {show(c.before)}
                </del>{' '}
                <ins className="text-fg decoration-green underline-offset-4">
                  <span className="sr-only">{copy.added}: </span>
                  {show(c.after)}
                </ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
