import { describe, expect, it } from 'vitest';
import { siGithub, siInstagram, siDribbble, siDocker, siNestjs, siPostgresql, siReact } from 'simple-icons';
import { absolutePoints, parsePath, roundPath, scalePath, straightenPath } from './svg-path';

/** The largest distance between the numbers two paths draw, command by command (they must name the same points). */
function largestDrift(a: string, b: string) {
  const pa = absolutePoints(a);
  const pb = absolutePoints(b);
  expect(pb.map((p) => p.command)).toEqual(pa.map((p) => p.command));
  let drift = 0;
  pa.forEach((p, i) => p.numbers.forEach((n, j) => (drift = Math.max(drift, Math.abs(n - pb[i]!.numbers[j]!)))));
  return drift;
}

describe('SVG path data', () => {
  it('reads numbers written without separators, exponents and packed arc flags', () => {
    expect(parsePath('M1.5.5-2 3L4,5 6 7z')).toEqual([
      { command: 'M', values: [1.5, 0.5] },
      { command: 'L', values: [-2, 3] },
      { command: 'L', values: [4, 5] },
      { command: 'L', values: [6, 7] },
      { command: 'z', values: [] },
    ]);
    expect(parsePath('a1 1 0 011 1')).toEqual([{ command: 'a', values: [1, 1, 0, 0, 1, 1, 1] }]);
    expect(parsePath('m1e1 2E-1')).toEqual([{ command: 'm', values: [10, 0.2] }]);
    expect(() => parsePath('M1 2 3')).toThrow(/3 numbers/);
    expect(() => parsePath('M1 2 %')).toThrow(/not understood/);
  });

  it('rounds points, not steps: a long relative path stays within half a step of every point', () => {
    // A hundred relative moves of 0.04 each: rounding each move would draw nothing; the end must still be at 4.
    const d = `M0 0${' l.04 .04'.repeat(100)}`;
    const rounded = roundPath(d, 1);
    expect(largestDrift(d, rounded)).toBeLessThanOrEqual(0.05 + 1e-9);
    const end = absolutePoints(rounded).at(-1)!.numbers;
    expect(end[0]).toBeCloseTo(4, 9);
    expect(end[1]).toBeCloseTo(4, 9);
  });

  it('keeps every command of the brand icons within half a tenth of a unit, in fewer characters', () => {
    for (const { path } of [siGithub, siInstagram, siDribbble, siDocker, siPostgresql]) {
      const rounded = roundPath(path, 1);
      expect(largestDrift(path, rounded)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(rounded.length).toBeLessThan(path.length * 0.8);
      // Three places draw the path as it was.
      expect(largestDrift(path, roundPath(path, 3))).toBeLessThanOrEqual(0.0005 + 1e-9);
    }
  });

  it('scales coordinates and radii, not an arc\'s rotation or flags, and writes the same drawing in whole units', () => {
    expect(scalePath('m1 2l.5.5a1 2 30 0 1 1 1z', 10)).toBe('M10 20L15 25A10 20 30 0 1 25 35Z');
    for (const { path } of [siGithub, siDocker, siPostgresql]) {
      const whole = roundPath(scalePath(path, 10), 0);
      expect(whole).not.toContain('.');
      // A tenth of the drawing's unit is its whole unit ten times larger: within half of it, as roundPath(path, 1) is.
      expect(largestDrift(scalePath(path, 10), whole)).toBeLessThanOrEqual(0.5 + 1e-9);
      expect(whole.length).toBeLessThan(roundPath(path, 1).length);
    }
  });

  it('never rounds an arc radius to 0 (that arc would be drawn as a straight line)', () => {
    expect(roundPath('M0 0a.01 .01 0 0 1 1 1', 1)).toBe('m0 0a.1.1 0 0 1 1 1');
  });

  it('writes after a close from where the subpath began, and leaves out repeated letters', () => {
    expect(roundPath('M1 1L2 2L3 3ZM1.04 1.06 H5.54V-.26', 1)).toBe('m1 1l1 1 1 1zm0 .1h4.5v-1.4');
  });
});

/** Numbers taken two by two, as points. */
const pairs = (numbers: number[]) => numbers.flatMap((n, i) => (i % 2 ? [] : [[n, numbers[i + 1]!] as [number, number]]));
/** A Bézier curve's point at `t`, from its control points (de Casteljau). */
function bezier(controls: Array<[number, number]>, t: number): [number, number] {
  let points = controls;
  while (points.length > 1) points = points.slice(1).map(([x, y], i) => [points[i]![0] + (x - points[i]![0]) * t, points[i]![1] + (y - points[i]![1]) * t]);
  return points[0]!;
}
/** The length of the line through a curve's control points: at least the curve's own. */
const hullLength = (controls: Array<[number, number]>) => controls.slice(1).reduce((sum, [x, y], i) => sum + Math.hypot(x - controls[i]![0], y - controls[i]![1]), 0);

/**
 * Points along what a path draws, every unit of its lines and curves cut into at least `perUnit` pieces (an arc: its
 * ends only; the straightening leaves arcs as they are).
 */
function pointsAlong(d: string, perUnit = 40): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  let lastCubic: [number, number] | null = null;
  let lastQuadratic: [number, number] | null = null;
  const along = (f: (t: number) => [number, number], length: number) => {
    const pieces = Math.max(1, Math.ceil(length * perUnit));
    for (let i = 1; i <= pieces; i++) out.push(f(i / pieces));
  };
  for (const { command, numbers: n } of absolutePoints(d)) {
    let cubic: number[] | null = null;
    let quadratic: number[] | null = null;
    let end: [number, number];
    if (command === 'm') {
      end = [n[0]!, n[1]!];
      [sx, sy] = end;
      out.push(end);
    } else if (command === 'z' || command === 'l' || command === 'h' || command === 'v') {
      end = command === 'z' ? [sx, sy] : command === 'h' ? [n[0]!, y] : command === 'v' ? [x, n[0]!] : [n[0]!, n[1]!];
      const [x0, y0] = [x, y];
      along((t) => [x0 + (end[0] - x0) * t, y0 + (end[1] - y0) * t], Math.hypot(end[0] - x0, end[1] - y0));
    } else if (command === 'c' || command === 's') {
      cubic = command === 'c' ? n : [...(lastCubic ? [2 * x - lastCubic[0], 2 * y - lastCubic[1]] : [x, y]), ...n];
      end = [cubic[4]!, cubic[5]!];
      const controls = pairs([x, y, ...cubic]);
      along((t) => bezier(controls, t), hullLength(controls));
    } else if (command === 'q' || command === 't') {
      quadratic = command === 'q' ? n : [...(lastQuadratic ? [2 * x - lastQuadratic[0], 2 * y - lastQuadratic[1]] : [x, y]), ...n];
      end = [quadratic[2]!, quadratic[3]!];
      const controls = pairs([x, y, ...quadratic]);
      along((t) => bezier(controls, t), hullLength(controls));
    } else {
      end = [n[5]!, n[6]!];
      out.push(end);
    }
    lastCubic = cubic ? [cubic[2]!, cubic[3]!] : null;
    lastQuadratic = quadratic ? [quadratic[0]!, quadratic[1]!] : null;
    [x, y] = end;
  }
  return out;
}

/** The farthest any point `a` draws is from the nearest point `b` draws, both ways (looked for within a unit). */
function farthestApart(a: string, b: string) {
  const pa = pointsAlong(a);
  const pb = pointsAlong(b);
  const oneWay = (from: Array<[number, number]>, to: Array<[number, number]>) => {
    const cells = new Map<string, Array<[number, number]>>();
    for (const p of to) {
      const key = `${Math.floor(p[0])},${Math.floor(p[1])}`;
      cells.set(key, [...(cells.get(key) ?? []), p]);
    }
    let farthest = 0;
    for (const [x, y] of from) {
      let nearest = 1;
      for (let i = -1; i <= 1; i++) {
        for (let j = -1; j <= 1; j++) {
          for (const [u, v] of cells.get(`${Math.floor(x) + i},${Math.floor(y) + j}`) ?? []) nearest = Math.min(nearest, Math.hypot(x - u, y - v));
        }
      }
      farthest = Math.max(farthest, nearest);
    }
    return farthest;
  };
  return Math.max(oneWay(pa, pb), oneWay(pb, pa));
}

describe('straightenPath', () => {
  it('draws a curve whose control points lie within the tolerance of its chord as a line, and keeps one that bends', () => {
    expect(straightenPath('M0 0C1 .02 2 -.03 3 0', 0.05)).toBe('M0 0H3');
    expect(straightenPath('M0 0C1 .5 2 .5 3 0', 0.05)).toBe('M0 0C1 0.5 2 0.5 3 0');
    expect(straightenPath('M0 0Q1 .04 2 2', 0.05)).toBe('M0 0Q1 0.04 2 2');
    expect(straightenPath('M0 0Q1 1.02 2 2', 0.05)).toBe('M0 0L2 2');
  });

  it('joins lines while every joint stays within the tolerance of one line, keeps a corner, and drops a line of no length', () => {
    expect(straightenPath('M0 0L1 .03L2 -.02L3 0L3 0L3 3', 0.05)).toBe('M0 0H3V3');
    // Each joint is within the tolerance of its neighbours' line; the top one is not within it of the line from the
    // first point to the last, so the run ends before that line.
    const bent = 'M0 0L1 .04L2 .06L3 .04L4 0';
    expect(straightenPath(bent, 0.05)).toBe('M0 0L3 0.04L4 0');
    expect(farthestApart(bent, straightenPath(bent, 0.05))).toBeLessThanOrEqual(0.05 + 0.03);
  });

  it('writes out what S, T, H and V leave implicit, and writes S again where a curve mirrors the one before', () => {
    const d = 'M0 0C0 1 1 1 1 0S2 -1 2 0T3 0h1v1Z';
    const straightened = straightenPath(d, 0);
    // The T after a cubic curve has its control point where it starts: a straight line, joined to the h after it.
    expect(straightened).toBe('M0 0C0 1 1 1 1 0S2 -1 2 0H4V1Z');
    expect(farthestApart(d, straightened)).toBeLessThanOrEqual(0.03); // the sampling's own step: the same drawing
  });

  it('draws the brand logos it shortens within the tolerance of where they were, a fifth to a third shorter', () => {
    for (const { title, path } of [siNestjs, siReact, siPostgresql, siGithub, siDocker]) {
      const straightened = straightenPath(path, 0.05);
      expect(farthestApart(path, straightened), title).toBeLessThanOrEqual(0.05 + 0.03); // + the sampling's own step
      expect(roundPath(straightened, 1).length, title).toBeLessThanOrEqual(roundPath(path, 1).length);
    }
    for (const { title, path } of [siNestjs, siReact]) expect(roundPath(straightenPath(path, 0.05), 1).length, title).toBeLessThan(roundPath(path, 1).length * 0.8);
  });
});
