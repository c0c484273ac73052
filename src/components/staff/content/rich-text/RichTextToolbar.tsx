'use client';
import { $isLinkNode } from '@lexical/link';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $findMatchingParent } from '@lexical/utils';
import { $getSelection, $isRangeSelection, FORMAT_TEXT_COMMAND, type BaseSelection } from 'lexical';
import { Bold, Code, Italic, Link, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { staffContentCopy } from '@/content/staff';
import { fillTemplate } from '@/lib/copy/template';
import type { RichTextMode } from '@/lib/content/rich-text';
import { LinkForm } from './LinkForm';

const copy = staffContentCopy.form.richText;

/** What the toolbar shows as on: the formats at the caret, the link and the list it is in. */
type State = { bold: boolean; italic: boolean; code: boolean; link: string | null; list: 'bullet' | 'number' | null };
const NONE: State = { bold: false, italic: false, code: false, link: null, list: null };

function $state(): State {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NONE;
  const node = selection.anchor.getNode();
  const list = $findMatchingParent(node, $isListNode);
  const type = list?.getListType();
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    code: selection.hasFormat('code'),
    link: $findMatchingParent(node, $isLinkNode)?.getURL() ?? null,
    list: type === 'bullet' || type === 'number' ? type : null,
  };
}

const button =
  'inline-flex size-11 items-center justify-center rounded-lg text-fg transition hover:bg-ink-3 aria-pressed:bg-fg aria-pressed:text-ink ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * The editor's toolbar: Bold, Italic, Code, Link (and, where the field takes them, the two lists), each a button that
 * says whether it is on (aria-pressed). One stop on Tab; the arrow keys, Home and End move along it. The buttons keep
 * the editor's selection, and give the text its focus back. Link opens the link form under the toolbar.
 */
export function RichTextToolbar({ name, mode, editableId }: { name: string; mode: RichTextMode; editableId: string }) {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<State>(NONE);
  const [linkAt, setLinkAt] = useState<BaseSelection | null | undefined>(undefined);
  const [active, setActive] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
  const formId = `${editableId}-link`;

  useEffect(() => editor.registerUpdateListener(({ editorState }) => editorState.read(() => setState($state()))), [editor]);

  // After a format or a list, the text has focus again (the selection as it was), whether the button was clicked or pressed.
  const format = (f: 'bold' | 'italic' | 'code') => () => {
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, f);
    editor.focus();
  };
  const list = (type: 'bullet' | 'number') => () => {
    if (state.list === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
    editor.focus();
  };
  const openLink = () => setLinkAt(linkAt === undefined ? editor.read(() => $getSelection()?.clone() ?? null) : undefined);

  const buttons: { key: string; label: string; Icon: LucideIcon; pressed: boolean; run: () => void; expanded?: boolean }[] = [
    { key: 'bold', label: copy.bold, Icon: Bold, pressed: state.bold, run: format('bold') },
    { key: 'italic', label: copy.italic, Icon: Italic, pressed: state.italic, run: format('italic') },
    { key: 'code', label: copy.code, Icon: Code, pressed: state.code, run: format('code') },
    { key: 'link', label: copy.link, Icon: Link, pressed: state.link !== null, run: openLink, expanded: linkAt !== undefined },
    ...(mode === 'blocks'
      ? [
          { key: 'bulleted', label: copy.bulleted, Icon: List, pressed: state.list === 'bullet', run: list('bullet') },
          { key: 'numbered', label: copy.numbered, Icon: ListOrdered, pressed: state.list === 'number', run: list('number') },
        ]
      : []),
  ];

  const onKeyDown = (e: KeyboardEvent) => {
    const last = buttons.length - 1;
    const to = { ArrowRight: active === last ? 0 : active + 1, ArrowLeft: active === 0 ? last : active - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    setActive(to);
    bar.current?.querySelectorAll<HTMLButtonElement>(':scope > button')[to]?.focus();
  };

  return (
    <>
      <div
        ref={bar}
        role="toolbar"
        aria-label={fillTemplate(copy.toolbar, { field: name })}
        aria-controls={editableId}
        className="flex flex-wrap gap-1 border-b border-line p-1"
        onKeyDown={onKeyDown}
      >
        {buttons.map((b, i) => (
          <button
            key={b.key}
            type="button"
            className={button}
            aria-label={b.label}
            title={b.label}
            aria-pressed={b.pressed}
            aria-expanded={b.expanded}
            aria-controls={b.expanded ? formId : undefined}
            tabIndex={i === active ? 0 : -1}
            onFocus={() => setActive(i)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={b.run}
          >
            <b.Icon aria-hidden className="size-5" />
          </button>
        ))}
      </div>
      {linkAt !== undefined ? (
        <LinkForm id={formId} selection={linkAt} current={state.link} onClose={() => setLinkAt(undefined)} />
      ) : null}
    </>
  );
}
