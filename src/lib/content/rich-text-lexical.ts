import { $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode, LinkNode } from '@lexical/link';
import { $isListItemNode, $isListNode, ListItemNode, ListNode, type ListNode as ListNodeType } from '@lexical/list';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isLineBreakNode,
  $isRangeSelection,
  $isTextNode,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  INSERT_PARAGRAPH_COMMAND,
  TextNode,
  type Klass,
  type LexicalEditor,
  type LexicalNode,
  type ParagraphNode,
  type TextFormatType,
} from 'lexical';
import { asBlocksHtml, type RichBlock, type RichInline, type RichText, type RichTextMode } from './rich-text';

/**
 * The rich-text editor's document (Lexical) read as RichBlock[] and loaded from a field's HTML, and the rules that keep
 * it to what the pages render, whatever is typed, pressed or pasted.
 */

/** The formatting the pages render (strong, em, code); any other (underline, strikethrough…) is taken off. */
export const RICH_TEXT_FORMATS = ['bold', 'italic', 'code'] as const satisfies TextFormatType[];
const OTHER_FORMATS: TextFormatType[] = ['underline', 'strikethrough', 'subscript', 'superscript', 'highlight', 'lowercase', 'uppercase', 'capitalize'];

/** The nodes a field's editor knows besides paragraphs, text and line breaks: links, and lists where the field takes them. */
export function richTextNodes(mode: RichTextMode): Klass<LexicalNode>[] {
  return mode === 'blocks' ? [LinkNode, ListNode, ListItemNode] : [LinkNode];
}

type Run = RichText | { type: 'break' };

function textOf(node: TextNode): RichText {
  const text: RichText = { type: 'text', text: node.getTextContent() };
  for (const format of RICH_TEXT_FORMATS) if (node.hasFormat(format)) text[format] = true;
  return text;
}

/** The inline content of an element: text, breaks and links (a link inside a link, or any other inline element, gives its text). */
function $inlines(children: LexicalNode[], inLink = false): RichInline[] {
  const out: RichInline[] = [];
  for (const child of children) {
    if ($isTextNode(child)) out.push(textOf(child));
    else if ($isLineBreakNode(child)) out.push({ type: 'break' });
    else if ($isLinkNode(child) && !inLink) out.push({ type: 'link', href: child.getURL(), children: $inlines(child.getChildren(), true) as Run[] });
    else if ($isElementNode(child)) out.push(...$inlines(child.getChildren(), inLink));
    else if (child.getTextContent()) out.push({ type: 'text', text: child.getTextContent() });
  }
  return out;
}

/** A list's entries, the entries of a list inside an entry following it (the pages show one level). */
function $items(list: ListNodeType): RichInline[][] {
  const items: RichInline[][] = [];
  for (const item of list.getChildren()) {
    if (!$isListItemNode(item)) continue;
    const own = item.getChildren().filter((child) => !$isListNode(child));
    if (own.length) items.push($inlines(own));
    for (const inner of item.getChildren().filter($isListNode)) items.push(...$items(inner));
  }
  return items;
}

/** The editor's document as blocks (inside editor.read or editor.update). */
export function $readRichText(): RichBlock[] {
  return $getRoot()
    .getChildren()
    .map((block): RichBlock => {
      if ($isListNode(block)) return { type: 'list', ordered: block.getListType() === 'number', items: $items(block) };
      if ($isElementNode(block)) return { type: 'paragraph', children: $inlines(block.getChildren()) };
      return { type: 'paragraph', children: $isTextNode(block) ? [textOf(block)] : [] };
    });
}

/**
 * Puts a field's HTML in the editor (inside editor.update), read as the page reads it (asBlocksHtml); inline content
 * the import leaves at the top is gathered into paragraphs.
 */
export function $loadRichText(editor: LexicalEditor, html: string, parse: (html: string) => Document): void {
  const nodes = $generateNodesFromDOM(editor, parse(asBlocksHtml(html)));
  const root = $getRoot();
  root.clear();
  let paragraph: ParagraphNode | null = null;
  for (const node of nodes) {
    if ($isElementNode(node) && !node.isInline()) {
      root.append(node);
      paragraph = null;
    } else {
      if (!paragraph) root.append((paragraph = $createParagraphNode()));
      paragraph.append(node);
    }
  }
  if (root.isEmpty()) root.append($createParagraphNode());
}

/**
 * The rules of a field's editor: formatting other than RICH_TEXT_FORMATS is neither applied (Ctrl+U does nothing) nor
 * kept (a pasted underline or colour is taken off); in an inline field, Enter starts a new line, not a paragraph.
 * Returns what unregisters them.
 */
export function registerRichTextRules(editor: LexicalEditor, mode: RichTextMode): () => void {
  const off = [
    editor.registerCommand(FORMAT_TEXT_COMMAND, (format) => !(RICH_TEXT_FORMATS as readonly string[]).includes(format), COMMAND_PRIORITY_HIGH),
    editor.registerNodeTransform(TextNode, (node) => {
      for (const format of OTHER_FORMATS) if (node.hasFormat(format)) node.toggleFormat(format);
      if (node.getStyle()) node.setStyle('');
    }),
  ];
  if (mode === 'inline') {
    off.push(
      editor.registerCommand(
        INSERT_PARAGRAPH_COMMAND,
        () => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return false;
          selection.insertLineBreak();
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    );
  }
  return () => off.forEach((f) => f());
}
