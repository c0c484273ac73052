'use client';
import { forwardRef } from 'react';
import { staffContentCopy } from '@/content/staff';
import { fieldId, labelPath } from '@/lib/content/fields';

const copy = staffContentCopy.form;
const pathOf = (key: string) => (key ? key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : []);

/** What stops a save or a publish: a sentence, and each field's message as a link to that field. */
export const ProblemSummary = forwardRef<HTMLDivElement, { problem: string; errors: Record<string, string> }>(function ProblemSummary({ problem, errors }, ref) {
  const entries = Object.entries(errors);
  return (
    <div ref={ref} tabIndex={-1} className="mb-6 rounded-[var(--radius-card)] border border-danger/70 bg-ink-2 p-4 focus-visible:outline-3 focus-visible:outline-focus">
      <h2 id="editor-problems" className="font-semibold text-danger">
        {copy.problems}
      </h2>
      <p className="mt-1 text-sm">{problem}</p>
      {entries.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {entries.map(([key, text]) => (
            <li key={key}>
              <a href={`#${fieldId(pathOf(key))}`} className="text-fg underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-focus">
                {labelPath(pathOf(key))}: {text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
