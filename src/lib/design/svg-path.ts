// SVG path data at a stated precision. The brand icons come from simple-icons with three decimals in a 24-unit box:
// drawn at 20–24 px, a thousandth of a unit is a thousandth of a pixel, and the digits cost every page about 0.7 KB
// of its compressed HTML (the footer's social icons are on every page). `roundPath` rounds every point of the path,
// not every step: it keeps the path's absolute points exact to half a step and writes each as a relative move from
// the previous rounded point, so rounding errors never add up along a path of a hundred moves.

/**
 * What each number of a command is: `x` or `y` a coordinate, `r` an arc's radius, `a` its rotation, `f` one of its
 * flags. Its length is how many numbers the command takes.
 */
const AXES: Record<string, string> = { m: 'xy', l: 'xy', t: 'xy', h: 'x', v: 'y', c: 'xyxyxy', s: 'xyxy', q: 'xyxy', a: 'rraffxy', z: '' };

type Segment = { command: string; values: number[] };

/** A path's commands with their numbers, as written (relative or absolute, implicit repeats made explicit). */
export function parsePath(d: string): Segment[] {
  const segments: Segment[] = [];
  const token = /([MmLlHhVvCcSsQqTtAaZz])|([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|([\s,]+)/y;
  let command = '';
  let values: number[] = [];
  const flush = () => {
    const arity = AXES[command.toLowerCase()]?.length;
    if (arity === undefined) return;
    if (arity === 0) segments.push({ command, values: [] });
    else {
      if (values.length === 0 || values.length % arity) throw new Error(`Path command ${command} has ${values.length} numbers`);
      for (let i = 0; i < values.length; i += arity) {
        // After a moveto, further pairs are linetos of the same kind.
        const c = i > 0 && command === 'M' ? 'L' : i > 0 && command === 'm' ? 'l' : command;
        segments.push({ command: c, values: values.slice(i, i + arity) });
      }
    }
  };
  let at = 0;
  while (at < d.length) {
    // An arc's two flags are single digits and may be written without a separator ("a1 1 0 011 1").
    if (command.toLowerCase() === 'a' && [3, 4].includes(values.length % 7)) {
      const flag = /[\s,]*([01])/y;
      flag.lastIndex = at;
      const m = flag.exec(d);
      if (!m) throw new Error(`Path arc flag expected at ${at}`);
      values.push(Number(m[1]));
      at = flag.lastIndex;
      continue;
    }
    token.lastIndex = at;
    const m = token.exec(d);
    if (!m) throw new Error(`Path data not understood at ${at}: "${d.slice(at, at + 10)}"`);
    at = token.lastIndex;
    if (m[1]) {
      flush();
      command = m[1];
      values = [];
    } else if (m[2]) values.push(Number(m[2]));
  }
  flush();
  return segments;
}

type Point = { x: number; y: number };

/** Where a command leaves the pen: its last x and last y (`h` keeps y, `v` keeps x). */
function endOf(axes: string, numbers: number[], from: Point): Point {
  const x = axes.lastIndexOf('x');
  const y = axes.lastIndexOf('y');
  return { x: x < 0 ? from.x : numbers[x]!, y: y < 0 ? from.y : numbers[y]! };
}

/**
 * Every point a path names, in absolute coordinates, command by command (control points, end points and, for an
 * arc, its radii and rotation as they are): what the path draws, whatever its writing.
 */
export function absolutePoints(d: string): Array<{ command: string; numbers: number[] }> {
  const out: Array<{ command: string; numbers: number[] }> = [];
  let current: Point = { x: 0, y: 0 };
  let start: Point = { x: 0, y: 0 };
  for (const { command, values } of parsePath(d)) {
    const kind = command.toLowerCase();
    const axes = AXES[kind]!;
    const relative = command === kind;
    const numbers = values.map((v, i) => (relative && axes[i] === 'x' ? v + current.x : relative && axes[i] === 'y' ? v + current.y : v));
    current = kind === 'z' ? start : endOf(axes, numbers, current);
    if (kind === 'm') start = current;
    out.push({ command: kind, numbers });
  }
  return out;
}

/** A whole number of steps written as a decimal with `decimals` places at most, without a leading 0 ("-.5"). */
function formatSteps(steps: number, decimals: number): string {
  if (steps === 0) return '0';
  const sign = steps < 0 ? '-' : '';
  const digits = String(Math.abs(steps)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/^0+/, '');
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return sign + (whole || (fraction ? '' : '0')) + (fraction ? `.${fraction}` : '');
}

/** Numbers joined with only the separators they need ("1.5.5-2" is 1.5, .5, -2). */
function joinNumbers(numbers: string[]): string {
  let out = '';
  let previous = '';
  for (const n of numbers) {
    const needsSpace = previous !== '' && !n.startsWith('-') && !(n.startsWith('.') && previous.includes('.'));
    out += (needsSpace ? ' ' : '') + n;
    previous = n;
  }
  return out;
}

/**
 * The path with every point rounded to `decimals` places, written in relative moves from the rounded point before
 * (so each drawn point is within half a step of where it was), radii and rotation rounded alike (a radius never to
 * 0, which would turn the arc into a line), a command's letter left out where it repeats.
 */
export function roundPath(d: string, decimals = 1): string {
  const scale = 10 ** decimals;
  const steps = (v: number) => Math.round(v * scale);
  const format = (n: number) => formatSteps(n, decimals);
  let current: Point = { x: 0, y: 0 };
  let start: Point = { x: 0, y: 0 };
  let out = '';
  let previousCommand = '';
  for (const { command, numbers } of absolutePoints(d)) {
    const axes = AXES[command]!;
    const rounded = numbers.map((n, i) => (axes[i] === 'f' ? n : axes[i] === 'r' ? Math.max(1, steps(Math.abs(n))) : steps(n)));
    const written = rounded.map((n, i) =>
      axes[i] === 'f' ? String(n) : axes[i] === 'x' ? format(n - current.x) : axes[i] === 'y' ? format(n - current.y) : format(n),
    );
    current = command === 'z' ? start : endOf(axes, rounded, current);
    if (command === 'm') start = current;
    const repeats = command === previousCommand && command !== 'm' && command !== 'z';
    const body = joinNumbers(written);
    out += repeats ? (body.startsWith('-') ? body : ` ${body}`) : command + body;
    previousCommand = command;
  }
  return out;
}
