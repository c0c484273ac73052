import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { finishPage, scriptHashes } from './finish-page.mjs';
import { pageFlight, startupScripts } from './hydrate-after-paint.mjs';
import { ENABLE_STYLESHEETS_HREF } from './inline-css.mjs';

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
    expect(inline).toHaveLength(2); // the loader and the RSC push; JSON-LD is a data block, the stylesheet's enabler a file the loader adds
    // The loader adds the stylesheet's enabler, a file of the build's, at the first paint.
    expect(html).toContain(`s.src=${JSON.stringify(ENABLE_STYLESHEETS_HREF)}`);
    expect(html).not.toMatch(/<script[^>]*enable-stylesheets/);
    expect(hashes.sort()).toEqual(inline.map(sha).sort());
  });

  it('with somewhere to keep it, moves the RSC data into a file the loader fetches, and hashes what is left', () => {
    const kept = [];
    const { html, scriptHashes: hashes } = finishPage(RAW, css, (flight) => kept.push(flight) > 0);
    expect(kept).toHaveLength(1);
    expect(kept[0].text).toBe('x');
    expect(html).not.toContain('__next_f.push([1');
    expect(pageFlight(html)).toBe(`/_next/static/flight/${kept[0].name}`);
    expect(startupScripts(html)).toEqual(['/_next/static/chunks/w.js']);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1); // the loader
    expect(hashes.sort()).toEqual(inline.map(sha).sort());
    // Finished again (as the edge does to a page from the build), nothing moves and nothing is written.
    expect(finishPage(html, css, (flight) => kept.push(flight) > 0).html).toBe(html);
    expect(kept).toHaveLength(1);
  });

  it('leaves the RSC data inline when it cannot be kept', () => {
    expect(finishPage(RAW, css, () => false).html).toBe(finishPage(RAW, css).html);
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
