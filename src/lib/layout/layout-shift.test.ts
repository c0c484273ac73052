import { describe, expect, it } from 'vitest';
import { anchorShift, shiftsInView } from './layout-shift';

const view = { width: 412, height: 823 };
const box = (x: number, y: number, width = 100, height = 20) => ({ x, y, width, height });

describe('shiftsInView', () => {
  it('sees a node in view that starts 3 px or more lower, higher or aside', () => {
    expect(shiftsInView([box(20, 600)], [box(20, 626)], view)).toBe(true);
    expect(shiftsInView([box(20, 600)], [box(20, 597)], view)).toBe(true);
    expect(shiftsInView([box(20, 600)], [box(23, 600)], view)).toBe(true);
  });

  it('lets a move under 3 px pass, and a node that only grows or shrinks', () => {
    expect(shiftsInView([box(20, 600)], [box(21.9, 601.4)], view)).toBe(false);
    expect(shiftsInView([box(20, 600, 100, 24)], [box(20, 600, 100, 48)], view)).toBe(false);
  });

  it('sees a move under 3 px that is 3 px at whole pixels, where Chromium draws a box with a transform', () => {
    // A word of the home page's heading when Inter came in at 412 px: Chromium reported 188 → 185.
    expect(shiftsInView([box(187.7, 597)], [box(185.36, 597)], view)).toBe(true);
    expect(shiftsInView([box(20, 600.4)], [box(20, 602.6)], view)).toBe(true);
  });

  it('lets a move wholly out of view pass, but not one into view or out of it', () => {
    expect(shiftsInView([box(20, 900)], [box(20, 926)], view)).toBe(false);
    expect(shiftsInView([box(20, -200)], [box(20, -174)], view)).toBe(false);
    expect(shiftsInView([box(20, 830)], [box(20, 800)], view)).toBe(true);
    expect(shiftsInView([box(20, 800)], [box(20, 830)], view)).toBe(true);
  });

  it('ignores a node not drawn, before or after, and one with no size', () => {
    expect(shiftsInView([null], [box(20, 600)], view)).toBe(false);
    expect(shiftsInView([box(20, 600)], [null], view)).toBe(false);
    expect(shiftsInView([box(0, 0, 0, 0)], [box(20, 600, 0, 0)], view)).toBe(false);
  });

  it('pairs the nodes by position: one moved among many is seen', () => {
    const before = [box(20, 100), box(20, 200), box(20, 300)];
    expect(shiftsInView(before, [box(20, 100), box(20, 200), box(20, 326)], view)).toBe(true);
    expect(shiftsInView(before, before.map((b) => ({ ...b })), view)).toBe(false);
  });
});

describe('shiftsInView on a scrolled page', () => {
  it('sees nothing when the layout above the view changed and the browser scrolled to keep the view in place', () => {
    // A line less above the view: the page scrolls 24 px up, so what is in view stays, and what holds it (starting
    // above the view, in place in the page) moves down the view by as much.
    expect(shiftsInView([box(20, 100), box(20, 500), box(0, -2927, 412, 4000)], [box(20, 100), box(20, 500), box(0, -2903, 412, 4000)], view, -24)).toBe(false);
  });

  it('sees a node that moved in the view and in the page alike', () => {
    expect(shiftsInView([box(20, 100), box(20, 500)], [box(20, 100), box(20, 550)], view, -24)).toBe(true);
    expect(shiftsInView([box(20, 500)], [box(23, 524)], view, -24)).toBe(true);
  });
});

describe('anchorShift', () => {
  it('is how far the first node wholly in view moved down (negative: up)', () => {
    expect(anchorShift([box(20, -30), box(20, 100), box(20, 400)], [box(20, -30), box(20, 141), box(20, 380)], view)).toBe(41);
    expect(anchorShift([box(20, 100)], [box(20, 60)], view)).toBe(-40);
  });

  it('passes over a node partly out of view or not seen after, and is 0 with no anchor', () => {
    expect(anchorShift([box(20, 810), box(20, 500)], [box(20, 900), box(20, 510)], view)).toBe(10);
    expect(anchorShift([box(20, 100), box(20, 500)], [null, box(20, 490)], view)).toBe(-10);
    expect(anchorShift([box(20, 900)], [box(20, 950)], view)).toBe(0);
    expect(anchorShift([null], [box(20, 10)], view)).toBe(0);
  });
});
