// Unit tests of flight-after-paint.mjs on a hand-written page; flight-after-paint.contract.test.mjs (one folder up)
// checks the real build's files.
import { describe, expect, it } from 'vitest';
import { flightName, moveFlight } from './flight-after-paint.mjs';

const INIT = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const PAGE =
  '<!DOCTYPE html><html><head><title>Roles</title></head><body><main>Roles</main>' +
  INIT +
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
  '<script>self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"a \\u003c/script\\u003e b (c)\\"}]\\n"])</script>' +
  '<script type="application/ld+json">{"@type":"JobPosting"}</script></body></html>';

describe('moveFlight', () => {
  const { html, flight } = moveFlight(PAGE);

  it('takes every RSC push out of the page and leaves everything else where it was', () => {
    expect(html).toBe(
      '<!DOCTYPE html><html><head><title>Roles</title></head><body><main>Roles</main>' +
        INIT +
        '<script type="application/ld+json">{"@type":"JobPosting"}</script></body></html>',
    );
  });

  it('gives the text the pushes gave Next, in their order', () => {
    const self = {};
    for (const [, script] of PAGE.matchAll(/<script>([\s\S]*?)<\/script>/g)) new Function('self', script)(self);
    const pushed = self.__next_f.filter((e) => e[0] === 1).map((e) => e[1]).join('');
    expect(flight.text).toBe(pushed);
    expect(flight.text).toBe('1:"$Sreact.fragment"\n2:["$","p",null,{"children":"a </script> b (c)"}]\n');
  });

  it('names the file by its text', () => {
    expect(flight.name).toMatch(/^[\w-]{22}\.txt$/);
    expect(flight.name).toBe(flightName(flight.text));
    expect(moveFlight(PAGE.replace('a \\u003c', 'b \\u003c')).flight.name).not.toBe(flight.name);
  });

  it('finds nothing to move in a page already moved, or one without pushes', () => {
    expect(moveFlight(html)).toEqual({ html, flight: null });
  });

  it('moves nothing from a page with a push that is not text (form state, binary rows)', () => {
    const other = PAGE.replace('</main>', '</main><script>self.__next_f.push([3,"AAEC"])</script>');
    expect(moveFlight(other)).toEqual({ html: other, flight: null });
  });
});
