// Unit tests of inline-css.mjs on a hand-written page. inline-css.contract.test.mjs (one folder up) checks the real build.
import { describe, expect, it } from 'vitest';
import { scriptHashes } from './finish-page.mjs';
import { loaderFor } from './hydrate-after-paint.mjs';
import { absoluteUrls, ENABLE_STYLESHEETS_HREF, ENABLE_STYLESHEETS_SCRIPT, inlineStylesheets, laterHref, linkedStylesheets, pageClasses, pageElements, usedRules, withoutInlineAtRules, withoutTransitions, withoutUnusedProperties } from './inline-css.mjs';

const HREF = '/_next/static/chunks/site.css';
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>` +
  '<title>Work · Driftline</title></head><body><main class="a b c">Work</main></body></html>';
const CSS =
  '@font-face{font-family:inter;src:url(../media/inter-core.woff2)format("woff2")}' +
  '.a{background:url("data:image/svg+xml,%3Csvg%3E")}.b{background:url(/media/x.webp)}.c{mask:url(#m)}';

describe('inlineStylesheets', () => {
  const { html, inlined } = inlineStylesheets(PAGE, () => CSS);

  it('writes the stylesheet into the page where its link was, and keeps the link disabled for React to find', () => {
    expect(inlined).toBe(1);
    expect(html).toContain(
      `<style data-href="${HREF}">${absoluteUrls(CSS, HREF)}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/>`,
    );
    expect(linkedStylesheets(html)).toEqual([]);
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('<title>'));
  });

  it("leaves the page no script: the loader adds the file that links the whole stylesheet's later copy", () => {
    expect(scriptHashes(html)).toEqual([]);
    expect(html).not.toContain('<script');
    expect(laterHref(HREF)).toBe('/_next/static/chunks/site.later.css');
    // The script names the copy as laterHref does, and is named by its text.
    expect(ENABLE_STYLESHEETS_SCRIPT).toContain('.replace(/\\.css$/,".later.css")');
    expect(ENABLE_STYLESHEETS_HREF).toMatch(/^\/_next\/static\/chunks\/enable-stylesheets-[\w-]{12}\.js$/);
    expect(loaderFor([])).toContain(`s.src=${JSON.stringify(ENABLE_STYLESHEETS_HREF)}`);
  });

  describe('when the later copy is linked', () => {
    /**
     * Runs the script against a stand-in window and document (in `readyState` when the script runs); `fire(type)`
     * sends an event to the window.
     */
    function run(readyState = 'interactive') {
      const listeners = {};
      const linked = [];
      const html = { dataset: {} };
      const observers = [];
      const document = {
        readyState,
        documentElement: html,
        querySelectorAll: () => [{ getAttribute: () => HREF }],
        createElement: () => ({}),
        head: { appendChild: (link) => linked.push(link.href) },
      };
      class MutationObserver {
        constructor(callback) {
          this.callback = callback;
          this.disconnected = false;
          observers.push(this);
        }
        observe() {}
        disconnect() {
          this.disconnected = true;
        }
      }
      const captures = {};
      const addEventListener = (type, listener, options) => {
        captures[type] = options?.capture === true;
        (listeners[type] ??= []).push({ listener, once: options?.once === true });
      };
      const fire = (type) => {
        const heard = listeners[type] ?? [];
        listeners[type] = heard.filter((l) => !l.once);
        for (const { listener } of heard) listener();
      };
      new Function('document', 'addEventListener', 'MutationObserver', ENABLE_STYLESHEETS_SCRIPT)(document, addEventListener, MutationObserver);
      const fontsIn = () => {
        html.dataset.fonts = 'inter';
        for (const o of observers) if (!o.disconnected) o.callback();
      };
      return { fire, linked, fontsIn, captures };
    }
    const LATER = laterHref(HREF);

    it('at a click before the page has loaded, once: what a tap opens as the page hydrates is styled', () => {
      const page = run();
      page.fire('click');
      expect(page.linked).toEqual([LATER]);
      expect(page.captures.click).toBe(true); // heard before the page's loader stops a tap at the document
      page.fire('load');
      page.fire('pointerdown');
      page.fontsIn();
      expect(page.linked).toEqual([LATER]);
    });

    it('not at a touch, key or scroll before the load (a phone’s page scrolled by a finger); at the first after it', () => {
      for (const first of ['pointerdown', 'keydown', 'scroll']) {
        const page = run();
        page.fire(first);
        page.fire('load');
        expect(page.linked).toEqual([]);
        page.fire(first);
        expect(page.linked).toEqual([LATER]);
      }
    });

    it('once the page has loaded and Inter is in', () => {
      const page = run();
      page.fire('load');
      expect(page.linked).toEqual([]);
      page.fontsIn();
      expect(page.linked).toEqual([LATER]);
      const inAlready = run();
      inAlready.fontsIn();
      inAlready.fire('load');
      expect(inAlready.linked).toEqual([LATER]);
    });

    it('at once when it comes after the load with Inter in; else at the first touch, key or scroll, as after a load', () => {
      // The loader adds it at the first paint: a page that loaded before it painted has no load event left to hear.
      const late = run('complete');
      expect(late.linked).toEqual([]);
      late.fontsIn();
      expect(late.linked).toEqual([LATER]);
      const scrolled = run('complete');
      scrolled.fire('scroll');
      expect(scrolled.linked).toEqual([LATER]);
    });
  });

  it("writes only the rules the page's elements can use", () => {
    const page = PAGE.replace('class="a b c"', 'class="b"');
    const inline = /<style[^>]*>(.*?)<\/style>/.exec(inlineStylesheets(page, () => CSS).html)?.[1];
    expect(inline).toBe('@font-face{font-family:inter;src:url(/_next/static/media/inter-core.woff2)format("woff2")}.b{background:url(/media/x.webp)}');
  });

  it('leaves out the rules that only animate a change, and the theme values only they read: the later copy brings them', () => {
    const sheet =
      ':root{--default-transition-duration:.15s;--color-fg:#fff}' +
      '.a{color:var(--color-fg)}.b{transition-property:color;transition-duration:var(--tw-duration,var(--default-transition-duration))}' +
      '.c{--tw-duration:.3s;transition-duration:.3s}';
    const inline = /<style[^>]*>(.*?)<\/style>/.exec(inlineStylesheets(PAGE, () => sheet).html)?.[1];
    expect(inline).toBe(':root{--color-fg:#fff}.a{color:var(--color-fg)}');
    expect(withoutInlineAtRules(sheet)).toBe(sheet);
  });

  it('changes nothing the second time, nor on a page without the link', () => {
    expect(inlineStylesheets(html, () => CSS)).toEqual({ html, inlined: 0 });
    const bare = '<html><head></head><body></body></html>';
    expect(inlineStylesheets(bare, () => CSS)).toEqual({ html: bare, inlined: 0 });
  });

  it('cannot be closed early by the stylesheet’s own text', () => {
    expect(inlineStylesheets(PAGE, () => '.a::after{content:"</style>"}').html).toContain('content:"<\\/style>"');
  });
});

describe('absoluteUrls', () => {
  it('resolves relative url()s against the stylesheet and leaves data:, absolute and fragment ones alone', () => {
    expect(absoluteUrls(CSS, HREF)).toBe(
      '@font-face{font-family:inter;src:url(/_next/static/media/inter-core.woff2)format("woff2")}' +
        '.a{background:url("data:image/svg+xml,%3Csvg%3E")}.b{background:url(/media/x.webp)}.c{mask:url(#m)}',
    );
  });
});

describe('usedRules', () => {
  const used = pageClasses('<div class="flex md:px-4 w-[32rem] group"><p class="group-hover:underline &amp;-x"></p></div>');

  it('reads the classes the elements carry, entities decoded', () => {
    expect([...used].sort()).toEqual(['&-x', 'flex', 'group', 'group-hover:underline', 'md:px-4', 'w-[32rem]']);
  });

  it('keeps rules whose classes the page carries, escapes resolved, and drops the others', () => {
    const css = '.flex{display:flex}.grid{display:grid}.w-\\[32rem\\]{width:32rem}.\\32 xl\\:p-2{padding:2px}.\\&-x{color:red}';
    expect(usedRules(css, used)).toBe('.flex{display:flex}.w-\\[32rem\\]{width:32rem}.\\&-x{color:red}');
  });

  it('keeps a selector list when any of its selectors can match, and a class under :not() does not count', () => {
    expect(usedRules('.grid,.flex{gap:1px}.flex:not(.hidden){x:1}.grid:not(.flex){y:2}', used)).toBe('.grid,.flex{gap:1px}.flex:not(.hidden){x:1}');
  });

  it('looks inside @media, @supports and @layer, keeps the layers in order and every other at-rule whole', () => {
    const css =
      '@layer theme,base,utilities;@layer theme{:root{--c:red}}@layer utilities{.grid{display:grid}@media (min-width:768px){.md\\:px-4{padding:4px}.md\\:grid{display:grid}}' +
      '@media (hover:hover){:is(:where(.group):hover .group-hover\\:underline){text-decoration:underline}}@media print{.grid{x:1}}}' +
      '@keyframes spin{to{rotate:1turn}}@property --tw-x{syntax:"*";inherits:false}@font-face{font-family:x;src:url(x.woff2)}html,:host{line-height:1.5}';
    expect(usedRules(css, used)).toBe(
      '@layer theme,base,utilities;@layer theme{:root{--c:red}}@layer utilities{@media (min-width:768px){.md\\:px-4{padding:4px}}' +
        '@media (hover:hover){:is(:where(.group):hover .group-hover\\:underline){text-decoration:underline}}}' +
        '@keyframes spin{to{rotate:1turn}}@property --tw-x{syntax:"*";inherits:false}@font-face{font-family:x;src:url(x.woff2)}html,:host{line-height:1.5}',
    );
  });

  it('is not misled by braces inside strings or comments', () => {
    expect(usedRules('.grid{content:"}"}/* { */.flex{content:"{"}', used)).toBe('/* { */.flex{content:"{"}');
  });

  it("is not misled by an escaped quote in a selector (Tailwind's content-['']): the layer after it ends where it ends", () => {
    const css = "@layer utilities{.flex{display:flex}.after\\:content-\\[\\'\\'\\]:after{content:''}}@property --tw-x{syntax:\"*\";inherits:false}";
    expect(usedRules(css, used)).toBe('@layer utilities{.flex{display:flex}}@property --tw-x{syntax:"*";inherits:false}');
  });
  it("drops the reset's rules for element types the page has none of, and field pseudo-elements on a page without fields", () => {
    const page = '<html><body><main class="flex"><h2>Work</h2><a href="/">x</a><button>Menu</button><svg><path d="m0 0"/></svg></main></body></html>';
    const css =
      '@layer base{h1,h2,h3{font-size:inherit}table{border-collapse:collapse}a{color:inherit}abbr:where([title]){x:1}' +
      ':where(select:is([multiple],[size])) optgroup{font-weight:bolder}button,input:where([type=button]){appearance:button}' +
      '::placeholder{opacity:1}::file-selector-button{margin:0}input::-webkit-inner-spin-button{height:auto}' +
      '::-webkit-datetime-edit{display:inline-flex}svg path{fill:red}main>.flex{x:2}.\\31 0{y:1}html :is(video,img){z:1}' +
      '@supports (color:red){::placeholder{color:currentColor}}}';
    expect(usedRules(css, pageClasses(page), pageElements(page))).toBe(
      '@layer base{h1,h2,h3{font-size:inherit}a{color:inherit}button,input:where([type=button]){appearance:button}' +
        'svg path{fill:red}main>.flex{x:2}html :is(video,img){z:1}}',
    );
    const form = '<html><body><form><textarea class="flex"></textarea></form></body></html>';
    expect(usedRules('::placeholder{opacity:1}::file-selector-button{margin:0}textarea{resize:vertical}', pageClasses(form), pageElements(form))).toBe(
      '::placeholder{opacity:1}textarea{resize:vertical}',
    );
  });
});

describe('withoutUnusedProperties', () => {
  it('drops the custom properties nothing reads, declared or registered, and a rule left empty', () => {
    const css =
      '@layer theme{:root,:host{--color-fg:#fff;--color-unused:red;--text-base:1rem;--text-base--line-height:1.5}}' +
      '@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000;--tw-ring:0}}}' +
      '.flex{display:flex;--tw-gap:1px}.text-base{font-size:var(--text-base);line-height:var(--tw-leading,var(--text-base--line-height))}' +
      '.shadow{box-shadow:var( --tw-shadow)}@property --tw-shadow{syntax:"*";inherits:false}@property --tw-ring{syntax:"*";inherits:false}';
    expect(withoutUnusedProperties(css, '<p style="color:var(--color-fg)">')).toBe(
      '@layer theme{:root,:host{--color-fg:#fff;--text-base:1rem;--text-base--line-height:1.5}}' +
        '@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000}}}' +
        '.flex{display:flex}.text-base{font-size:var(--text-base);line-height:var(--tw-leading,var(--text-base--line-height))}' +
        '.shadow{box-shadow:var( --tw-shadow)}@property --tw-shadow{syntax:"*";inherits:false}',
    );
  });

  it('drops, in turn, what only a dropped property read', () => {
    expect(withoutUnusedProperties(':root{--a:var(--b);--b:1px;--c:2px}.x{width:var(--c)}', '')).toBe(':root{--c:2px}.x{width:var(--c)}');
  });

  it('keeps everything else as it was: values with semicolons in strings, keyframes, faces, comments', () => {
    const css = '/* a { */.a{content:"--x:1;";--y:1}@keyframes k{to{--z:1}}@font-face{font-family:f;src:url(f.woff2)}@media (min-width:1px){.b{color:red}}';
    expect(withoutUnusedProperties(css, '')).toBe('/* a { */.a{content:"--x:1;"}@keyframes k{to{--z:1}}@font-face{font-family:f;src:url(f.woff2)}@media (min-width:1px){.b{color:red}}');
  });

  it('gives back what it gives: running it again changes nothing', () => {
    const css = ':root{--a:var(--b);--b:1px}.x{--q:1;color:var(--a)}@property --q{syntax:"*";inherits:false}';
    const once = withoutUnusedProperties(css, '');
    expect(once).toBe(':root{--a:var(--b);--b:1px}.x{color:var(--a)}');
    expect(withoutUnusedProperties(once, '')).toBe(once);
  });
});

describe('withoutTransitions', () => {
  it('drops a rule whose every declaration animates a change, inside @media and @layer too, a @media left empty with it', () => {
    const css =
      '@layer utilities{.flex{display:flex}.transition-colors{transition-property:color,background-color;transition-timing-function:var(--tw-ease,ease);transition-duration:var(--tw-duration,.15s)}' +
      '.duration-300{--tw-duration:.3s;transition-duration:.3s}.ease-out{--tw-ease:var(--ease-out);transition-timing-function:var(--ease-out)}' +
      '.transition-discrete{transition-behavior:allow-discrete}@media (prefers-reduced-motion:reduce){.motion-reduce\\:transition-none{transition-property:none}}}';
    expect(withoutTransitions(css)).toBe('@layer utilities{.flex{display:flex}}');
  });

  it('keeps a rule that declares anything else, every at-rule of its own, an emptied layer and the order', () => {
    const css = '.a{color:red;transition:color .2s}@keyframes k{to{opacity:1}}@layer base{.t{transition:none}}.b{TRANSITION-DURATION:1s}.c{--tw-ease-x:1}';
    expect(withoutTransitions(css)).toBe('.a{color:red;transition:color .2s}@keyframes k{to{opacity:1}}@layer base{}.c{--tw-ease-x:1}');
  });
});

describe('withoutInlineAtRules', () => {
  it('drops every @font-face and @keyframes rule, at the top or inside @media and @layer, and keeps everything else in order, @property too', () => {
    const css =
      '@font-face{font-family:inter;src:url(a.woff2)}.a{x:1}@layer base{@font-face {font-family:"inter Sans";src:local("Arial")}html{y:2}}' +
      '@media (min-width:1px){@font-face{font-family:b;src:url("b{}.woff2")}.b{z:3}}@keyframes k{to{opacity:1}}@property --tw-x{syntax:"*";inherits:false}.c{w:4}';
    expect(withoutInlineAtRules(css)).toBe('.a{x:1}@layer base{html{y:2}}@media (min-width:1px){.b{z:3}}@property --tw-x{syntax:"*";inherits:false}.c{w:4}');
  });

  it('leaves a sheet without them as it is', () => {
    expect(withoutInlineAtRules('.a{x:1}@media print{.b{y:2}}')).toBe('.a{x:1}@media print{.b{y:2}}');
  });

  it('keeps only what usedRules may leave out: every rule it drops for a page is still in the later copy', () => {
    const css = '@keyframes k{to{opacity:1}}.a{x:1}.b{y:2}@font-face{font-family:f;src:url(f.woff2)}';
    const inline = usedRules(css, new Set(['a']));
    expect(inline).toBe('@keyframes k{to{opacity:1}}.a{x:1}@font-face{font-family:f;src:url(f.woff2)}');
    expect(withoutInlineAtRules(css)).toBe('.a{x:1}.b{y:2}');
  });
});
