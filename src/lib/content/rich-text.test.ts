import { describe, expect, it } from 'vitest';
import { sanitize } from '@/lib/expertise/sanitize';
import { linkTargetProblem, richTextHtml, type RichBlock, type RichInline } from './rich-text';

const t = (text: string, marks: { bold?: true; italic?: true; code?: true } = {}) => ({ type: 'text' as const, text, ...marks });
const p = (...children: RichInline[]): RichBlock => ({ type: 'paragraph', children });

describe('richTextHtml', () => {
  it('writes one paragraph alone without its <p>, as the content is written', () => {
    expect(richTextHtml([p(t('A '), t('modular monolith', { bold: true }), t(' first.'))], 'blocks')).toBe('A <strong>modular monolith</strong> first.');
  });

  it('writes paragraphs and lists as the page renders them', () => {
    const html = richTextHtml(
      [p(t('Two things:')), { type: 'list', ordered: false, items: [[t('one')], [t('two', { italic: true })]] }, { type: 'list', ordered: true, items: [[t('first')]] }],
      'blocks',
    );
    expect(html).toBe('<p>Two things:</p><ul><li>one</li><li><em>two</em></li></ul><ol><li>first</li></ol>');
  });

  it('opens each mark once over the texts beside each other that carry it', () => {
    const html = richTextHtml([p(t('a', { bold: true }), t('b', { bold: true, italic: true }), t('c', { italic: true }), t('d', { code: true }))], 'blocks');
    expect(html).toBe('<strong>a<em>b</em></strong><em>c</em><code>d</code>');
  });

  it('writes links as the sanitizer does: a new tab for the web, none for a site path, the text alone for a refused target', () => {
    const link = (href: string) => richTextHtml([p(t('See '), { type: 'link', href, children: [t('this', { bold: true })] })], 'blocks');
    expect(link('https://www.postgresql.org/docs/')).toBe('See <a href="https://www.postgresql.org/docs/" target="_blank" rel="noopener noreferrer"><strong>this</strong></a>');
    expect(link('/expertise/docker')).toBe('See <a href="/expertise/docker"><strong>this</strong></a>');
    expect(link('javascript:alert(1)')).toBe('See <strong>this</strong>');
  });

  it('escapes text and addresses, so what was typed is shown, not run', () => {
    const html = richTextHtml([p(t('<script>alert("x")</script> & co'), { type: 'link', href: 'https://x.example/?a=1&b="2"', children: [t('q')] })], 'blocks');
    expect(html).toBe('&lt;script&gt;alert("x")&lt;/script&gt; &amp; co<a href="https://x.example/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer">q</a>');
  });

  it('drops empty paragraphs and list entries', () => {
    expect(richTextHtml([p(), p(t('  ')), p(t('kept')), { type: 'list', ordered: false, items: [[], [t(' ')]] }], 'blocks')).toBe('kept');
    expect(richTextHtml([p()], 'blocks')).toBe('');
  });

  it('keeps an inline field to one paragraph of the page: paragraphs and list entries become lines', () => {
    const html = richTextHtml([p(t('one'), { type: 'break' }, t('two')), { type: 'list', ordered: false, items: [[t('three')]] }], 'inline');
    expect(html).toBe('one<br />two<br />three');
  });

  it('writes what the sanitizer leaves as it is', () => {
    const samples: RichBlock[][] = [
      [p(t('Plain “quoted” text — with ’ and\u00a0a non-breaking space'))],
      [p(t('x', { bold: true }), { type: 'break' }, t('<b>', { code: true })), { type: 'list', ordered: true, items: [[{ type: 'link', href: 'mailto:hello@example.com', children: [t('mail')] }]] }],
      [p({ type: 'link', href: 'http://example.com/a?b=c&d', children: [t('x', { italic: true, bold: true })] })],
    ];
    for (const blocks of samples) {
      for (const mode of ['blocks', 'inline'] as const) {
        const html = richTextHtml(blocks, mode);
        expect(sanitize(html)).toBe(html);
      }
    }
  });
});

describe('linkTargetProblem', () => {
  it('takes an https address, an e-mail link or a path on this site', () => {
    for (const href of ['https://www.postgresql.org/docs/', '/expertise/docker', '/', 'mailto:hello@example.com', ' /work ']) expect(linkTargetProblem(href), href).toBeNull();
  });

  it('refuses anything else, saying why', () => {
    expect(linkTargetProblem('  ')).toBe('empty');
    for (const href of ['http://example.com', 'javascript:alert(1)', 'data:text/html,x', '//evil.example', 'www.example.com', 'docker', '/x/../staff', 'https://', 'tel:+441234567']) {
      expect(linkTargetProblem(href), href).toBe('notAllowed');
    }
  });
});
