'use client';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { CLEAR_HISTORY_COMMAND, HISTORY_MERGE_TAG } from 'lexical';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { linkTargetProblem, richTextHtml, type RichTextMode } from '@/lib/content/rich-text';
import { $loadRichText, $readRichText, registerRichTextRules, richTextNodes } from '@/lib/content/rich-text-lexical';
import { RichTextToolbar } from './RichTextToolbar';

type Props = {
  /** The editable region's id (what the form's problem summary links to). */
  id: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  /** The field's name, for the toolbar's. */
  name: string;
  mode: RichTextMode;
  value: string;
  onChange: (html: string) => void;
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** How the editor draws what it holds: as the pages do, in the staff pages' colours. */
const theme = {
  paragraph: 'mb-3 last:mb-0',
  link: 'text-cyan underline underline-offset-4',
  list: { ul: 'mb-3 ml-5 list-disc last:mb-0', ol: 'mb-3 ml-5 list-decimal last:mb-0', listitem: 'pl-1' },
  text: { bold: 'font-semibold', italic: 'italic', code: 'rounded-md bg-ink-3 px-1.5 py-0.5 font-mono text-[0.9em]' },
};

/**
 * The field's value in and out of the editor: loaded at first and whenever the form's value changes from outside (a
 * restored version); each edit that changes the HTML written (richTextHtml) is handed to `onChange`, and an edit that
 * changes nothing of it (moving the caret, a format taken off again) is not.
 */
function ValuePlugin({ mode, value, onChange }: Pick<Props, 'mode' | 'value' | 'onChange'>) {
  const [editor] = useLexicalComposerContext();
  const shown = useRef<{ value: string; html: string } | null>(null);
  const report = useRef(onChange);
  useLayoutEffect(() => {
    report.current = onChange;
  });
  useLayoutEffect(() => {
    if (shown.current?.value === value) return;
    const first = shown.current === null;
    editor.update(
      () => {
        $loadRichText(editor, value, parse);
        shown.current = { value, html: richTextHtml($readRichText(), mode) };
      },
      { discrete: true, tag: HISTORY_MERGE_TAG },
    );
    if (!first) editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
  }, [editor, mode, value]);
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
        const html = editorState.read(() => richTextHtml($readRichText(), mode));
        if (html === shown.current?.html) return;
        shown.current = { value: html, html };
        report.current(html);
      }),
    [editor, mode],
  );
  return null;
}

function RulesPlugin({ mode }: { mode: RichTextMode }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerRichTextRules(editor, mode), [editor, mode]);
  return null;
}

/** The formatted-text editor (Lexical): the toolbar over the editable region, labelled by the field's name. */
export function RichTextEditor({ id, labelId, describedBy, invalid, name, mode, value, onChange }: Props) {
  const config: InitialConfigType = {
    namespace: `rich-text-${mode}`, // one per mode: what is copied from a field with lists is pasted into an inline one as HTML
    nodes: richTextNodes(mode),
    theme,
    editorState: null,
    onError: (error) => {
      throw error;
    },
  };
  return (
    <LexicalComposer initialConfig={config}>
      <div className={`rounded-xl border bg-ink ${invalid ? 'border-danger' : 'border-line'}`}>
        <RichTextToolbar name={name} mode={mode} editableId={id} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              ariaLabelledBy={labelId}
              ariaDescribedBy={describedBy}
              ariaInvalid={invalid || undefined}
              ariaMultiline
              spellCheck
              className="min-h-32 rounded-b-xl px-4 py-3 text-base leading-relaxed text-fg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      {mode === 'blocks' ? <ListPlugin /> : null}
      <LinkPlugin validateUrl={(url) => linkTargetProblem(url) === null} />
      <RulesPlugin mode={mode} />
      <ValuePlugin mode={mode} value={value} onChange={onChange} />
    </LexicalComposer>
  );
}
