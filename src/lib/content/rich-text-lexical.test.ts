// @vitest-environment jsdom
import { $generateNodesFromDOM } from '@lexical/html';
import { registerRichText } from '@lexical/rich-text';
import { $getRoot, $insertNodes, $isTextNode, createEditor, IS_BOLD, IS_CODE, IS_ITALIC, FORMAT_TEXT_COMMAND, INSERT_PARAGRAPH_COMMAND, type LexicalEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { expertisePages } from '@/content/expertise';
import { privacy } from '@/content/privacy';
import { sanitize } from '@/lib/expertise/sanitize';
import { richTextHtml, type RichTextMode } from './rich-text';
import { $loadRichText, $readRichText, registerRichTextRules, richTextNodes } from './rich-text-lexical';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

function editorFor(mode: RichTextMode, html = ''): LexicalEditor {
  const editor = createEditor({ namespace: 'test', nodes: richTextNodes(mode), onError: (e) => { throw e; } });
  registerRichText(editor);
  registerRichTextRules(editor, mode);
  editor.update(() => $loadRichText(editor, html, parse), { discrete: true });
  return editor;
}

/** What the editor shows beyond bold, italic and code on any text: other formats, inline styles. */
const otherFormatting = (editor: LexicalEditor) =>
  editor.read(() => $getRoot().getAllTextNodes().filter((n) => (n.getFormat() & ~(IS_BOLD | IS_ITALIC | IS_CODE)) !== 0 || n.getStyle() !== '').map((n) => n.getTextContent()));

const htmlOf = (editor: LexicalEditor, mode: RichTextMode) => editor.read(() => richTextHtml($readRichText(), mode));

describe('the rich-text editor', () => {
  it("gives back every HTML field of the site's content as the sanitizer writes it, and that unchanged by the sanitizer", () => {
    const fields: [RichTextMode, string][] = [
      ...expertisePages.flatMap((page) => page.aside.map((a): [RichTextMode, string] => ['blocks', a.paragraph])),
      ...privacy.sections.flatMap((s) => s.paragraphs.map((text): [RichTextMode, string] => ['inline', text])),
    ];
    expect(fields.length).toBeGreaterThan(50);
    for (const [mode, html] of fields) {
      const out = htmlOf(editorFor(mode, html), mode);
      expect(out, html).toBe(sanitize(html));
      expect(sanitize(out)).toBe(out);
    }
  });

  it('keeps paragraphs and lists in a field that takes them', () => {
    const html = '<p>Intro with <em>stress</em>.</p><ul><li>one</li><li><a href="/work">two</a></li></ul><ol><li>first</li></ol>';
    expect(htmlOf(editorFor('blocks', html), 'blocks')).toBe(html);
  });

  it('cuts pasted HTML to the tags the pages render, keeping its words', () => {
    const pasted =
      '<h1>Title</h1><p style="color:red" class="x">Some <u>underlined</u>, <s>struck</s>, <b>bold</b> and <span style="font-weight:700">heavy</span> words' +
      '<img src="x" onerror="alert(1)"><script>alert(1)</script></p><table><tr><td>cell</td></tr></table>' +
      '<p><a href="javascript:alert(1)">bad link</a> <a href="https://example.com/" onclick="x()">good link</a></p><ul><li>item<ul><li>inner</li></ul></li></ul>';
    for (const mode of ['blocks', 'inline'] as const) {
      const editor = editorFor(mode);
      editor.update(
        () => {
          $getRoot().selectEnd();
          $insertNodes($generateNodesFromDOM(editor, parse(pasted)));
        },
        { discrete: true },
      );
      const out = htmlOf(editor, mode);
      expect(otherFormatting(editor), mode).toEqual([]);
      expect(sanitize(out), mode).toBe(out);
      expect(out).not.toMatch(/<(?!\/?(p|strong|em|code|a|ul|ol|li|br)[\s>/])/);
      expect(out).not.toMatch(/style|class|onclick|onerror|javascript|alert/);
      for (const words of ['Title', 'underlined', 'struck', '<strong>bold</strong>', '<strong>heavy</strong>', 'cell', 'bad link', '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">good link</a>', 'item', 'inner']) {
        expect(out, mode).toContain(words);
      }
      if (mode === 'inline') expect(out).not.toMatch(/<(p|ul|ol|li)>/);
      else expect(out).toMatch(/<ul><li>item<\/li><li>inner<\/li><\/ul>$/);
    }
  });

  it('applies bold, italic and code, and nothing else the keyboard asks for', () => {
    const editor = editorFor('blocks', 'word');
    editor.update(
      () => {
        const text = $getRoot().getFirstDescendant();
        if ($isTextNode(text)) text.select(0, 4);
      },
      { discrete: true },
    );
    for (const format of ['bold', 'underline', 'strikethrough', 'italic', 'code'] as const) editor.update(() => void editor.dispatchCommand(FORMAT_TEXT_COMMAND, format), { discrete: true });
    expect(htmlOf(editor, 'blocks')).toBe('<strong><em><code>word</code></em></strong>');
    expect(otherFormatting(editor)).toEqual([]);
  });

  it('starts a new line, not a paragraph, in an inline field', () => {
    const editor = editorFor('inline', 'one');
    editor.update(() => $getRoot().selectEnd(), { discrete: true });
    editor.update(() => void editor.dispatchCommand(INSERT_PARAGRAPH_COMMAND, undefined), { discrete: true });
    editor.update(() => $getRoot().selectEnd().insertText('two'), { discrete: true });
    expect(htmlOf(editor, 'inline')).toBe('one<br />two');
    expect(editor.read(() => $getRoot().getChildrenSize())).toBe(1);
  });
});
