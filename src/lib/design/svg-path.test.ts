import { describe, expect, it } from 'vitest';
import { siGithub, siInstagram, siDribbble, siDocker, siPostgresql } from 'simple-icons';
import { absolutePoints, parsePath, roundPath } from './svg-path';

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

  it('never rounds an arc radius to 0 (that arc would be drawn as a straight line)', () => {
    expect(roundPath('M0 0a.01 .01 0 0 1 1 1', 1)).toBe('m0 0a.1.1 0 0 1 1 1');
  });

  it('writes after a close from where the subpath began, and leaves out repeated letters', () => {
    expect(roundPath('M1 1L2 2L3 3ZM1.04 1.06 H5.54V-.26', 1)).toBe('m1 1l1 1 1 1zm0 .1h4.5v-1.4');
  });
});
