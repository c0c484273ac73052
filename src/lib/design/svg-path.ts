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

/**
 * The path with every coordinate and radius multiplied by `factor` (rotations and flags as they are), written absolute:
 * the same drawing in a box `factor` times larger.
 */
export function scalePath(d: string, factor: number): string {
  return absolutePoints(d)
    .map(({ command, numbers }) => command.toUpperCase() + numbers.map((n, i) => ('xyr'.includes(AXES[command]![i]!) ? n * factor : n)).join(' '))
    .join('');
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

/** One drawing command in absolute coordinates, every curve's control points written out (no S or T, no H or V). */
type Drawn = { command: 'M' | 'L' | 'C' | 'Q' | 'A' | 'Z'; numbers: number[] };

/** Where a drawing command leaves the pen: its last point, or for a close, where its subpath began. */
const endPoint = ({ command, numbers: n }: Drawn, start: Point): Point => (command === 'Z' ? start : { x: n[n.length - 2]!, y: n[n.length - 1]! });

/** The path as absolute moves, lines, cubic and quadratic curves with all their control points, arcs and closes. */
function drawnCommands(d: string): Drawn[] {
  const out: Drawn[] = [];
  let current: Point = { x: 0, y: 0 };
  let start: Point = { x: 0, y: 0 };
  /** The control point the next S or T reflects, where the command before was a curve of its kind. */
  let lastCubic: Point | null = null;
  let lastQuadratic: Point | null = null;
  const reflect = (p: Point | null): number[] => (p ? [2 * current.x - p.x, 2 * current.y - p.y] : [current.x, current.y]);
  for (const { command, numbers } of absolutePoints(d)) {
    let drawn: Drawn;
    if (command === 'm') drawn = { command: 'M', numbers };
    else if (command === 'l') drawn = { command: 'L', numbers };
    else if (command === 'h') drawn = { command: 'L', numbers: [numbers[0]!, current.y] };
    else if (command === 'v') drawn = { command: 'L', numbers: [current.x, numbers[0]!] };
    else if (command === 'c') drawn = { command: 'C', numbers };
    else if (command === 's') drawn = { command: 'C', numbers: [...reflect(lastCubic), ...numbers] };
    else if (command === 'q') drawn = { command: 'Q', numbers };
    else if (command === 't') drawn = { command: 'Q', numbers: [...reflect(lastQuadratic), ...numbers] };
    else if (command === 'a') drawn = { command: 'A', numbers };
    else drawn = { command: 'Z', numbers: [] };
    const n = drawn.numbers;
    lastCubic = drawn.command === 'C' ? { x: n[2]!, y: n[3]! } : null;
    lastQuadratic = drawn.command === 'Q' ? { x: n[0]!, y: n[1]! } : null;
    current = endPoint(drawn, start);
    if (drawn.command === 'M') start = current;
    out.push(drawn);
  }
  return out;
}

/** How far `p` is from the segment from `a` to `b`. */
function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/**
 * The path drawn with lines where it is straight within `tolerance` units: a cubic or quadratic curve whose control
 * points are all within it of the straight line between its ends (the curve lies inside their hull, so within it
 * too) becomes that line, and a run of lines whose every joint is within it of one straight line becomes that line;
 * a line of no length goes. Arcs, moves and closes stay. Written absolute, a curve whose first control point mirrors
 * the one before as S, a level or upright line as H or V, for roundPath to write relative. simple-icons traces
 * several logos (NestJS, React, PostgreSQL) with hundreds of curves a few hundredths of a unit from straight: at a
 * twentieth of a unit (a twentieth of a pixel at 24 px) they compress up to a third smaller and draw the same.
 */
export function straightenPath(d: string, tolerance: number): string {
  const kept: Drawn[] = [];
  let current: Point = { x: 0, y: 0 };
  let start: Point = { x: 0, y: 0 };
  /** Where the last kept line began, and the joints it has taken in, while the last kept command is a line. */
  let line: { from: Point; joints: Point[] } | null = null;
  for (const command of drawnCommands(d)) {
    const n = command.numbers;
    const end = endPoint(command, start);
    let drawn = command;
    if (drawn.command === 'C' || drawn.command === 'Q') {
      const controls = drawn.command === 'C' ? [{ x: n[0]!, y: n[1]! }, { x: n[2]!, y: n[3]! }] : [{ x: n[0]!, y: n[1]! }];
      if (controls.every((c) => distanceToSegment(c, current, end) <= tolerance)) drawn = { command: 'L', numbers: [end.x, end.y] };
    }
    if (drawn.command === 'L') {
      if (end.x === current.x && end.y === current.y) continue;
      const joints: Point[] = line ? [...line.joints, current] : [];
      if (line && joints.every((j) => distanceToSegment(j, line!.from, end) <= tolerance)) {
        kept[kept.length - 1] = { command: 'L', numbers: [end.x, end.y] };
        line.joints = joints;
        current = end;
        continue;
      }
      line = { from: current, joints: [] };
    } else line = null;
    if (drawn.command === 'M') start = end;
    kept.push(drawn);
    current = end;
  }
  let out = '';
  current = { x: 0, y: 0 };
  start = { x: 0, y: 0 };
  let lastCubic: Point | null = null;
  for (const drawn of kept) {
    const { command, numbers: n } = drawn;
    const end = endPoint(drawn, start);
    const mirrors = lastCubic !== null && command === 'C' && Math.hypot(2 * current.x - lastCubic.x - n[0]!, 2 * current.y - lastCubic.y - n[1]!) < 1e-9;
    if (mirrors) out += `S${n.slice(2).join(' ')}`;
    else if (command === 'L' && end.y === current.y) out += `H${end.x}`;
    else if (command === 'L' && end.x === current.x) out += `V${end.y}`;
    else out += command + n.join(' ');
    lastCubic = command === 'C' ? { x: n[2]!, y: n[3]! } : null;
    if (command === 'M') start = end;
    current = end;
  }
  return out;
}
