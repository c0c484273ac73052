import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { finishPage, scriptHashes } from './finish-page.mjs';

const sha = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** A page as Next writes it: a stylesheet link, a startup script, a preload, inline RSC pushes and JSON-LD. */
const RAW =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>' +
  '<script src="/_next/static/chunks/w.js" async=""></script></head><body><p>Roles</p>' +
  '<script>self.__next_f.push([1,"x"])</script><script type="application/ld+json">{"a":1}</script></body></html>';

describe('finishPage', () => {
  const css = (href) => (href === '/_next/static/chunks/a.css' ? 'body{background:url(./f.woff2)}' : '');

  it('defers the startup scripts, inlines the stylesheet and hashes the scripts that run', () => {
    const { html, scriptHashes: hashes, changed } = finishPage(RAW, css);
    expect(changed).toBe(true);
    expect(html).not.toContain('<script src=');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<style data-href="/_next/static/chunks/a.css">body{background:url(/_next/static/chunks/f.woff2)}</style>');
    expect(html).toContain('disabled=""/>');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(2); // the loader and the RSC push; JSON-LD is a data block
    expect(hashes.sort()).toEqual(inline.map(sha).sort());
  });

  it('leaves a finished page as it is', () => {
    const once = finishPage(RAW, css);
    const twice = finishPage(once.html, css);
    expect(twice.changed).toBe(false);
    expect(twice.html).toBe(once.html);
    expect(twice.scriptHashes).toEqual(once.scriptHashes);
  });

  it('hashes module scripts, skips external and data scripts', () => {
    const html = '<script type="module">a()</script><script src="/x.js"></script><script type="application/json">{}</script><script>b()</script>';
    expect(scriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});
