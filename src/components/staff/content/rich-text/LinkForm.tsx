'use client';
import { $createLinkNode, $toggleLink } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createTextNode, $getSelection, $isRangeSelection, $setSelection, type BaseSelection } from 'lexical';
import { useEffect, useRef, useState } from 'react';
import { inputClass } from '@/components/forms/FormField';
import { staffContentCopy } from '@/content/staff';
import { linkTargetProblem } from '@/lib/content/rich-text';
import { smallButton } from '../field-parts';

const copy = staffContentCopy.form.richText;

/**
 * Where the selected words link to: an address checked by the link rule of the editor (linkTargetProblem) before it is
 * applied, a clear message when it is refused. Enter applies, Escape closes; either way the editor takes focus back, its
 * selection as it was. With nothing selected the address is put in as its own link text.
 */
export function LinkForm({ id, selection, current, onClose }: { id: string; selection: BaseSelection | null; current: string | null; onClose: () => void }) {
  const [editor] = useLexicalComposerContext();
  const [href, setHref] = useState(current ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const done = (change?: () => void) => {
    editor.update(() => {
      $setSelection(selection?.clone() ?? null);
      change?.();
    });
    onClose();
    editor.focus();
  };
  const apply = () => {
    const why = linkTargetProblem(href);
    if (why) {
      setProblem(why === 'empty' ? copy.linkEmpty : copy.linkNotAllowed);
      input.current?.focus();
      return;
    }
    const url = href.trim();
    done(() => {
      const at = $getSelection();
      if ($isRangeSelection(at) && at.isCollapsed() && current === null) at.insertNodes([$createLinkNode(url).append($createTextNode(url))]);
      else $toggleLink(url);
    });
  };

  const inputId = `${id}-address`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div id={id} className="space-y-2 border-b border-line p-3">
      <label htmlFor={inputId} className="block text-sm font-medium text-fg">
        {copy.linkAddress}
      </label>
      <input
        ref={input}
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={href}
        className={inputClass}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        onChange={(e) => {
          setHref(e.target.value);
          setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault(); // not the form's submit
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            done();
          }
        }}
      />
      <p id={hintId} className="text-xs text-muted">
        {copy.linkHint}
      </p>
      {problem ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={smallButton} onClick={apply}>
          {copy.applyLink}
        </button>
        {current !== null ? (
          <button type="button" className={smallButton} onClick={() => done(() => $toggleLink(null))}>
            {copy.removeLink}
          </button>
        ) : null}
        <button type="button" className={smallButton} onClick={() => done()}>
          {copy.cancelLink}
        </button>
      </div>
    </div>
  );
}
