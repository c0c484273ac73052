// Unit tests of hydrate-after-paint.mjs: the rewrite on a hand-written page, and the loader run against stand-ins
// for the document and paint timing. hydrate-after-paint.contract.test.mjs (one folder up) checks the real build.
import { describe, expect, it, vi } from 'vitest';
import { firstLoadScripts } from './compile-hints.mjs';
import { deferStartupScripts, loaderFor, pageFlight, startupScripts } from './hydrate-after-paint.mjs';
import { ENABLE_STYLESHEETS_HREF } from './inline-css.mjs';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js" async=""></script>' +
  '<title>Work · Driftline</title>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script></head>' +
  '<body><main>Work</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script src="/_next/static/chunks/late.js" async=""></script>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script></body></html>';

describe('deferStartupScripts', () => {
  const { html, moved } = deferStartupScripts(PAGE);

  it('moves every build script the page starts with into the list, in document order, once each', () => {
    expect(moved).toBe(3);
    expect(startupScripts(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/late.js',
    ]);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b|late)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it('puts the loader at the end of <head> and leaves the other scripts and the stylesheet alone', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.endsWith(`<script>${loaderFor(startupScripts(html))}</script>`)).toBe(true);
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<main>Work</main>',
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('changes nothing the second time, or on a page without build scripts', () => {
    expect(deferStartupScripts(html)).toEqual({ html, moved: 0 });
    const plain = '<html><head><title>x</title></head><body>x</body></html>';
    expect(deferStartupScripts(plain)).toEqual({ html: plain, moved: 0 });
  });

  it('gives the loader the page’s RSC data file when it has one', () => {
    const flight = '/_next/static/flight/abc.txt';
    expect(pageFlight(html)).toBeNull();
    const withFlight = deferStartupScripts(PAGE, flight);
    expect(withFlight.moved).toBe(3);
    expect(pageFlight(withFlight.html)).toBe(flight);
    expect(startupScripts(withFlight.html)).toEqual(startupScripts(html));
    const plain = '<html><head><title>x</title></head><body>x</body></html>';
    expect(deferStartupScripts(plain, flight)).toEqual({ html: plain, moved: 0 });
  });

  it('still lets the compile-hint step find the scripts the page loads', () => {
    expect(firstLoadScripts(html)).toEqual(firstLoadScripts(PAGE));
  });
});

describe('the loader', () => {
  /**
   * Runs the loader against a stand-in page. `paintTiming` false: a browser without paint timing. Returns what the
   * loader appended (the script that links the rest of the stylesheet apart, in `enablers`), and triggers for the
   * timers and the first contentful paint it waits for.
   */
  function run({ visibilityState = 'visible', paintTiming = true, flight = undefined, answer = undefined, readyState = 'complete' } = {}) {
    const appended = [];
    const enablers = [];
    let timers = [];
    const observers = [];
    const listeners = {};
    const document = {
      visibilityState,
      readyState,
      createElement: (tag) => ({ tag }),
      head: { append: (el) => (el.src === ENABLE_STYLESHEETS_HREF ? enablers : appended).push(el) },
      addEventListener: (type, cb, capture) => (listeners[type] = Object.assign(cb, { capture: capture === true })),
    };
    const self = { __next_f: [[0]] };
    const fetched = [];
    const fetch = (url) => {
      fetched.push(url);
      return answer === null ? Promise.resolve({ ok: false }) : Promise.resolve({ ok: true, text: () => Promise.resolve(answer) });
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      constructor(callback) {
        this.callback = callback;
        this.disconnect = vi.fn();
        observers.push(this);
      }
      observe(options) {
        this.options = options;
      }
    }
    const loader = loaderFor(['/_next/static/chunks/a.js', '/x/b.js'], flight);
    new Function('document', 'PerformanceObserver', 'setTimeout', 'self', 'fetch', loader)(
      document,
      PerformanceObserver,
      (cb, ms = 0) => timers.push({ cb, ms }),
      self,
      fetch,
    );
    const paint = (name) => {
      for (const o of observers) o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, o);
    };
    /** Runs the timers set for `ms`, one task each, in order, with those they set for 0 ms; the scripts added by each task. */
    const fire = (ms) => {
      const added = [];
      let due = timers.filter((t) => t.ms === ms);
      while (due.length) {
        const task = due.shift();
        timers = timers.filter((t) => t !== task);
        const before = appended.length;
        task.cb();
        added.push(appended.length - before);
        due = due.concat(timers.filter((t) => t.ms === 0 && !due.includes(t)));
      }
      return added;
    };
    return { appended, enablers, observers, paint, fire, self, fetched, listeners };
  }
  // Script-inserted scripts are async without saying so.
  const SCRIPTS = [
    { tag: 'script', src: '/_next/static/chunks/a.js' },
    { tag: 'script', src: '/x/b.js' },
  ];

  it('adds the listed scripts once the first contentful paint is reported, and only once', () => {
    const page = run();
    expect(page.observers[0].options).toEqual({ type: 'paint', buffered: true });
    page.paint('first-paint');
    page.fire(0);
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.observers[0].disconnect).toHaveBeenCalled();
    expect(page.appended).toEqual([]); // after the observer's callback, each in a task of its own
    page.fire(0);
    expect(page.appended).toEqual(SCRIPTS);
    page.fire(5000);
    expect(page.appended).toEqual(SCRIPTS);
  });

  it('adds the script that links the rest of the stylesheet at the first contentful paint, at once and once, with or without the page’s RSC data', () => {
    for (const flight of [undefined, '/_next/static/flight/abc.txt']) {
      const page = run({ flight, answer: null });
      page.paint('first-paint');
      expect(page.enablers).toEqual([]);
      page.paint('first-contentful-paint');
      expect(page.enablers).toEqual([{ tag: 'script', src: ENABLE_STYLESHEETS_HREF }]);
      page.fire(0);
      page.fire(5000);
      expect(page.enablers).toHaveLength(1);
    }
    const hidden = run({ visibilityState: 'hidden' });
    expect(hidden.enablers).toHaveLength(1);
  });

  it('adds each script in a task of its own, in the list’s order, so no one task starts them all', () => {
    const page = run();
    page.paint('first-contentful-paint');
    expect(page.fire(0)).toEqual([1, 1]);
    expect(page.appended).toEqual(SCRIPTS);
  });

  it('does not wait more than 5 s for a paint', () => {
    const page = run();
    page.fire(5000);
    expect(page.appended).toEqual(SCRIPTS);
  });

  it('adds them without waiting for a paint in a browser without paint timing, and in a hidden tab, which draws no frames until shown', () => {
    for (const page of [run({ paintTiming: false }), run({ visibilityState: 'hidden' })]) {
      expect(page.observers).toEqual([]);
      expect(page.fire(0)).toEqual([1, 1]);
      expect(page.appended).toEqual(SCRIPTS);
    }
  });

  describe('a tap before hydration', () => {
    /** A click whose target is inside `button` (null: no button), as the document's capturing listener hears it. */
    const click = (button) => ({ target: { closest: (selector) => (selector === 'button' ? button : null) }, stopImmediatePropagation: vi.fn() });
    const button = (type = 'button', extra = {}, attributes = []) => ({ type, popoverTargetElement: null, hasAttribute: (name) => attributes.includes(name), ...extra });

    it('keeps the last button tapped and stops the tap there, in the capture phase, before anything else hears it', () => {
      const page = run();
      expect(page.listeners.click.capture).toBe(true);
      const [menu, role] = [button(), button()];
      const first = click(menu);
      page.listeners.click(first);
      const second = click(role);
      page.listeners.click(second);
      expect(page.self.__earlyTap).toBe(role);
      expect(first.stopImmediatePropagation).toHaveBeenCalled();
      expect(second.stopImmediatePropagation).toHaveBeenCalled();
    });

    it('leaves alone a tap that needs no script (not on a button, a form’s submit button, a popover’s own button) or that only counts at once (data-needs-gesture)', () => {
      const page = run();
      for (const target of [null, button('submit'), button('reset'), button('button', { popoverTargetElement: {} }), button('button', {}, ['data-needs-gesture'])]) {
        const event = click(target);
        page.listeners.click(event);
        expect(event.stopImmediatePropagation).not.toHaveBeenCalled();
      }
      expect(page.self.__earlyTap).toBeUndefined();
    });

    it('lets every tap through once React listens (HydrationMark sets the mark to 0), without looking at it', () => {
      const page = run();
      page.self.__earlyTap = 0;
      const event = { target: {}, stopImmediatePropagation: vi.fn() }; // a click on the document itself has no closest()
      page.listeners.click(event);
      expect(event.stopImmediatePropagation).not.toHaveBeenCalled();
      expect(page.self.__earlyTap).toBe(0);
    });
  });

  describe('with the page’s RSC data in a file', () => {
    const FLIGHT = '/_next/static/flight/abc.txt';
    const PRELOADS = SCRIPTS.map(({ src }) => ({ tag: 'link', rel: 'preload', as: 'script', href: src }));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('preloads the scripts beside the data’s fetch, gives Next the data, and only then adds the scripts', async () => {
      const page = run({ flight: FLIGHT, answer: '0:{"b":"x"}\n' });
      page.paint('first-contentful-paint');
      expect(page.fetched).toEqual([FLIGHT]);
      expect(page.fire(0)).toEqual([1, 1]);
      expect(page.appended).toEqual(PRELOADS);
      await settle();
      expect(page.self.__next_f).toEqual([[0], [1, '0:{"b":"x"}\n']]);
      page.fire(0);
      expect(page.appended).toEqual([...PRELOADS, ...SCRIPTS]);
    });

    it('waits for the document to be parsed (Next’s own first entry) before it gives the data', async () => {
      const page = run({ flight: FLIGHT, answer: 'rows', readyState: 'loading' });
      page.paint('first-contentful-paint');
      page.fire(0);
      await settle();
      expect(page.self.__next_f).toEqual([[0]]);
      page.listeners.DOMContentLoaded();
      expect(page.self.__next_f).toEqual([[0], [1, 'rows']]);
      page.fire(0);
      expect(page.appended).toEqual([...PRELOADS, ...SCRIPTS]);
    });

    it('adds no script when the data does not come: the page stays as the server drew it', async () => {
      const page = run({ flight: FLIGHT, answer: null });
      page.paint('first-contentful-paint');
      page.fire(0);
      await settle();
      page.fire(0);
      page.fire(5000);
      expect(page.self.__next_f).toEqual([[0]]);
      expect(page.appended).toEqual(PRELOADS);
      expect(page.fetched).toEqual([FLIGHT]);
    });
  });
});
