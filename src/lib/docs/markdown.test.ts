import { describe, expect, it } from 'vitest';
import { headingId, parseInline, parseMarkdown } from './markdown';

describe('parseMarkdown', () => {
  it('reads the guide’s headings, paragraphs joined across lines, lists with wrapped items, tables and images', () => {
    const blocks = parseMarkdown(
      [
        '# Editing the site',
        '',
        'Everything a visitor reads is edited at **/staff/content**. Nothing',
        'you type is *seen* until it is published.',
        '',
        '| Role | Can |',
        '|---|---|',
        '| Owner | everything |',
        '',
        '1. Open **Content**.',
        '2. Edit the fields. They are in the',
        '   order a visitor meets them.',
        '',
        '- one',
        '- two',
        '',
        '![The content home](editing/content-home.webp)',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 1, id: 'editing-the-site', children: [{ type: 'text', text: 'Editing the site' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Everything a visitor reads is edited at ' },
          { type: 'strong', children: [{ type: 'text', text: '/staff/content' }] },
          { type: 'text', text: '. Nothing you type is ' },
          { type: 'em', children: [{ type: 'text', text: 'seen' }] },
          { type: 'text', text: ' until it is published.' },
        ],
      },
      { type: 'table', head: [[{ type: 'text', text: 'Role' }], [{ type: 'text', text: 'Can' }]], rows: [[[{ type: 'text', text: 'Owner' }], [{ type: 'text', text: 'everything' }]]] },
      {
        type: 'list',
        ordered: true,
        items: [
          [{ type: 'text', text: 'Open ' }, { type: 'strong', children: [{ type: 'text', text: 'Content' }] }, { type: 'text', text: '.' }],
          [{ type: 'text', text: 'Edit the fields. They are in the order a visitor meets them.' }],
        ],
      },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]] },
      { type: 'image', alt: 'The content home', src: 'editing/content-home.webp' },
    ]);
  });

  it('keeps markup as text: nothing in the guide becomes HTML', () => {
    expect(parseMarkdown('<script>alert(1)</script> and <b>bold</b>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script> and <b>bold</b>' }] },
    ]);
  });

  it('reads a line that only looks like a picture or a table as text, and goes on past it', () => {
    expect(parseMarkdown('![The form](editing/edit form.webp)\n\n| a pipe, no table\nnext line\n\nThe end.')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '![The form](editing/edit form.webp)' }] },
      { type: 'paragraph', children: [{ type: 'text', text: '| a pipe, no table next line' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'The end.' }] },
    ]);
  });

  it('reads links and code inline', () => {
    expect(parseInline('See [the README](../README.md) and `npm run staff`.')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', href: '../README.md', children: [{ type: 'text', text: 'the README' }] },
      { type: 'text', text: ' and ' },
      { type: 'code', text: 'npm run staff' },
      { type: 'text', text: '.' },
    ]);
  });

  it('makes heading ids as GitHub does for plain words', () => {
    expect(headingId('Schedule, history and undo')).toBe('schedule-history-and-undo');
    expect(headingId('Add, copy or remove a case study, role or expertise page')).toBe('add-copy-or-remove-a-case-study-role-or-expertise-page');
  });
});
