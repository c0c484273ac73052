#!/usr/bin/env node
// `npm run media`: builds every video and image the site's content references, offline and deterministically.
//
// It finds references by scanning src/ for string literals that start with /media/ and by importing the
// content modules (src/content/**/*.ts, through tsx) and walking their exported values, so computed paths
// (`/media/images/work/${slug}-1.webp`) are found too. Then, under public/media/:
//   /media/video/<clip>/…      master.m3u8 (HLS, 1080p/720p/480p H.264 renditions, 2 s fMP4 segments),
//                              original.mp4 (small progressive file for cards) and poster.webp (frame 0).
//                              Clips are drawn by ffmpeg's own `geq` generator in the site's palette;
//                              any clip name works (unknown names get a motion chosen by a hash of the name).
//   /media/images/**.webp      abstract artwork (an SVG seeded by the path, rendered by sharp).
//   /media/logos/*.svg         a wordmark with a small geometric mark, and beside it *.webp, the rendition the page
//                              shows (drawn from the SVG, also for a logo added by hand; renditions.json records
//                              which SVG each was drawn from, and a changed SVG is drawn again).
// Existing files are kept (idempotent); `--force` rebuilds everything. `--list` only prints what is referenced.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PALETTE, rgb } from '../../src/lib/design/palette.mjs';
import { FFMPEG, finishLadder, ladderArgs, posterWebp, run } from './hls.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLIC = path.join(ROOT, 'public');
const args = new Set(process.argv.slice(2));
const FORCE = args.has('--force');
const LIST = args.has('--list');
const QUIET = args.has('--quiet');
const log = (...m) => !QUIET && console.log('[media]', ...m);

/** The clips every part of the site may use; always built. */
export const CLIPS = ['showreel', 'flow', 'grid', 'orbit', 'wave', 'pulse'];

// ------------------------------------------------------------------ palette (src/lib/design/palette.mjs)
const INK = rgb(PALETTE.ink);
const INK2 = rgb(PALETTE['ink-2']);
const BLUE = rgb(PALETTE.blue);
const CYAN = rgb(PALETTE.cyan);
const GREEN = rgb(PALETTE.green);
const FG = PALETTE.fg;
const hex = (c) => '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');

// ------------------------------------------------------------------ finding references
function walkFiles(dir, exts, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walkFiles(p, exts, out);
    else if (exts.some((e) => entry.name.endsWith(e)) && !/\.(test|spec)\.tsx?$/.test(entry.name)) out.push(p);
  }
  return out;
}

const MEDIA_LITERAL = /['"`](\/media\/[A-Za-z0-9_\-./]+)['"`]/g;

function scanLiterals() {
  const found = new Set();
  for (const file of walkFiles(path.join(ROOT, 'src'), ['.ts', '.tsx'])) {
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '') // block comments (examples in docs are not references)
      .replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(MEDIA_LITERAL)) found.add(m[1]);
  }
  return found;
}

/** Display names of logos, from content objects shaped like { name, logo } (client logos). */
const LOGO_NAMES = new Map();

function collectStrings(value, found, seen = new Set()) {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) found.add(value.split(/[?#]/)[0]);
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (typeof value.logo === 'string' && typeof value.name === 'string') LOGO_NAMES.set(value.logo, value.name);
  for (const v of Array.isArray(value) ? value : Object.values(value)) collectStrings(v, found, seen);
}

async function scanContentModules() {
  const found = new Set();
  let tsImport;
  try {
    ({ tsImport } = await import('tsx/esm/api'));
  } catch {
    return found;
  }
  for (const file of walkFiles(path.join(ROOT, 'src', 'content'), ['.ts'])) {
    try {
      const mod = await tsImport(pathToFileURL(file).href, import.meta.url);
      collectStrings(mod, found);
    } catch (error) {
      // A content file that does not load here still had its literals scanned; the build reports real errors.
      log(`note: could not evaluate ${path.relative(ROOT, file)} (${String(error?.message ?? error).split('\n')[0]})`);
    }
  }
  return found;
}

/** Sorts references into the clips, images and logos to build. Pure; exported for tests. */
export function planMedia(references) {
  const clips = new Set(CLIPS);
  const images = new Set();
  const logos = new Set();
  for (const ref of references) {
    if (ref.includes('..')) continue;
    const video = ref.match(/^\/media\/video\/([A-Za-z0-9_-]+)\//);
    if (video) clips.add(video[1]);
    else if (/^\/media\/logos\/[^/]+\.svg$/.test(ref)) logos.add(ref);
    else if (/^\/media\/.+\.(webp|png|jpe?g|avif)$/.test(ref)) images.add(ref);
    else if (/^\/media\/.+\.svg$/.test(ref)) logos.add(ref);
  }
  return { clips: [...clips].sort(), images: [...images].sort(), logos: [...logos].sort() };
}

// ------------------------------------------------------------------ seeded randomness
function seedOf(text) {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ------------------------------------------------------------------ videos
const GEN_W = 320; // fields are smooth: draw small, scale up (geq is the costly part)
const GEN_H = 180;
const FPS = 24;
/** Three accent fields A (blue), B (cyan), C (green), each 0..1, over u=X/W, v=Y/H, p=2πT/D (so clips loop). */
const MOTIONS = {
  showreel: {
    A: 'pow(0.5+0.5*sin(3*u+2*v+p+sin(2*v-p)),3)*0.75*(1-0.3*v)',
    B: 'pow(0.5+0.5*sin(5*u-2*v-p+1.3*sin(3*u+p)),5)*0.7',
    C: '0.55*exp(-(pow(u-0.5-0.3*sin(p),2)*5+pow(v-0.7-0.15*cos(p),2)*10))',
  },
  flow: {
    A: 'pow(0.5+0.5*sin(6*u+3*v+p+1.5*sin(3*v-p)),4)*(0.35+0.55*v)',
    B: 'pow(0.5+0.5*sin(4*u-5*v-p+1.2*sin(2*u+p)),6)*0.55',
    C: '0',
  },
  grid: {
    A: 'exp(-(pow(mod(X,14)-7,2)+pow(mod(Y,14)-7,2))/5)*(0.12+0.88*pow(0.5+0.5*sin(5*u-3*v-p),3))',
    B: '0',
    C: '0.4*exp(-(pow(u-0.5-0.3*cos(p),2)*4+pow(v-0.5-0.3*sin(p),2)*6))',
  },
  orbit: {
    A: 'exp(-(pow((u-0.5-0.26*cos(p))*1.78,2)+pow(v-0.5-0.3*sin(p),2))/0.025)+0.3*exp(-pow((hypot((u-0.5)*1.78,v-0.5)-0.32)*45,2))',
    B: '0.8*exp(-(pow((u-0.5-0.26*cos(p+2.094))*1.78,2)+pow(v-0.5-0.3*sin(p+2.094),2))/0.02)',
    C: '0.7*exp(-(pow((u-0.5-0.26*cos(p+4.189))*1.78,2)+pow(v-0.5-0.3*sin(p+4.189),2))/0.015)',
  },
  wave: {
    A: 'exp(-pow((v-0.5-0.12*sin(4*u+p)-0.05*sin(9*u-2*p))*30,2))+0.22*exp(-pow((v-0.5)*4,2))',
    B: '0.85*exp(-pow((v-0.42-0.1*sin(3*u-p+1)-0.04*sin(7*u+2*p))*34,2))',
    C: '0.6*exp(-pow((v-0.6-0.09*sin(5*u+2*p+2))*38,2))',
  },
  pulse: {
    A: 'pow(0.5+0.5*cos(22*hypot((u-0.5)*1.78,v-0.5)-2*p),8)*exp(-3*hypot((u-0.5)*1.78,v-0.5))*0.9',
    B: 'exp(-pow(hypot((u-0.5)*1.78,v-0.5),2)*14)*(0.55+0.3*sin(p))',
    C: '0',
  },
};
const VARIANTS = ['flow', 'grid', 'orbit', 'wave', 'pulse'];

function motionFor(clip) {
  if (MOTIONS[clip]) return { motion: MOTIONS[clip], shift: 0 };
  const seed = seedOf(clip);
  return { motion: MOTIONS[VARIANTS[seed % VARIANTS.length]], shift: ((seed >>> 8) % 628) / 100 };
}

function geqFor(clip, duration) {
  const { motion, shift } = motionFor(clip);
  const sub = (e) =>
    `clip(255*(${e.replace(/\bu\b/g, '(X/W)').replace(/\bv\b/g, '(Y/H)').replace(/\bp\b/g, `(2*PI*T/${duration}+${shift})`)}),0,255)`;
  // geq on planar RGB: r,g,b carry the fields A,B,C; the mixer turns them into palette colours over ink.
  const mix = (ch) => [BLUE, CYAN, GREEN].map((c) => ((c[ch] - INK[ch]) / 255).toFixed(4));
  const [rr, rg, rb] = mix(0);
  const [gr, gg, gb] = mix(1);
  const [br, bg, bb] = mix(2);
  return [
    `geq=r='${sub(motion.A)}':g='${sub(motion.B)}':b='${sub(motion.C)}'`,
    `colorchannelmixer=rr=${rr}:rg=${rg}:rb=${rb}:gr=${gr}:gg=${gg}:gb=${gb}:br=${br}:bg=${bg}:bb=${bb}`,
    `lutrgb=r='clipval+${INK[0]}':g='clipval+${INK[1]}':b='clipval+${INK[2]}'`,
    'vignette=angle=PI/5',
  ].join(',');
}

const clipDir = (clip) => path.join(PUBLIC, 'media', 'video', clip);
const clipComplete = (clip) => ['master.m3u8', 'original.mp4', 'poster.webp'].every((f) => existsSync(path.join(clipDir(clip), f)));

async function buildClip(clip, sharp) {
  const duration = clip === 'showreel' ? 8 : 6;
  const final = clipDir(clip);
  const tmp = path.join(PUBLIC, 'media', 'video', `.tmp-${clip}`);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const argv = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `nullsrc=s=${GEN_W}x${GEN_H}:r=${FPS}:d=${duration},format=gbrp`];
  argv.push(...ladderArgs(tmp, { source: `[0:v]${geqFor(clip, duration)},scale=1920:1080:flags=bicubic`, fps: FPS, threads: 2 }));
  await run(FFMPEG, argv);
  finishLadder(tmp);
  await posterWebp(sharp, tmp);
  rmSync(final, { recursive: true, force: true });
  renameSync(tmp, final);
}

// ------------------------------------------------------------------ images
/** Pixel size of a generated image, by area and name. */
export function imageSize(ref) {
  const [, area = '', ...rest] = ref.replace(/^\/media\/images\//, '').split('/').length > 1
    ? ['', ...ref.replace(/^\/media\/images\//, '').split('/')]
    : ['', '', ref.replace(/^\/media\/images\//, '')];
  const name = rest.join('/').toLowerCase();
  if (area === 'og') return { width: 1200, height: 630 };
  if (/(portrait|tall|vertical|outer)/.test(name)) return { width: 1420, height: 1780 };
  if (/(avatar|author|headshot|square|icon)/.test(name)) return { width: 800, height: 800 };
  if (area === 'work') return { width: 1452, height: 890 };
  if (area === 'about' && /gallery/.test(name)) return { width: 1200, height: 1500 };
  return { width: 1600, height: 1000 };
}

export function artworkSvg(ref, { width: w, height: h }) {
  const r = rng(seedOf(ref));
  const pick = (arr) => arr[Math.floor(r() * arr.length)];
  const accents = [BLUE, CYAN, GREEN];
  const main = pick(accents);
  const second = pick(accents.filter((c) => c !== main));
  const blobs = Array.from({ length: 4 }, (_, i) => {
    const c = i === 0 ? main : i === 1 ? second : pick(accents);
    const cx = (0.1 + r() * 0.8) * w;
    const cy = (0.1 + r() * 0.8) * h;
    const rad = (0.25 + r() * 0.35) * Math.max(w, h);
    const op = (i < 2 ? 0.55 : 0.3) * (0.6 + r() * 0.4);
    return `<radialGradient id="g${i}" cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${rad.toFixed(0)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${hex(c)}" stop-opacity="${op.toFixed(2)}"/><stop offset="1" stop-color="${hex(c)}" stop-opacity="0"/></radialGradient>`;
  });
  const fills = blobs.map((_, i) => `<rect width="${w}" height="${h}" fill="url(#g${i})"/>`).join('');
  const area = ref.split('/')[3] ?? '';
  const kinds = area === 'work' ? ['window', 'window', 'rings', 'bars'] : ['rings', 'dots', 'waves', 'bars', 'window'];
  const kind = pick(kinds);
  const s = Math.min(w, h);
  const line = 'rgba(244,243,239,0.16)';
  let overlay = '';
  if (kind === 'rings') {
    const cx = (0.3 + r() * 0.4) * w;
    const cy = (0.3 + r() * 0.4) * h;
    overlay = Array.from({ length: 7 }, (_, i) => `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(s * (0.08 + i * 0.075)).toFixed(0)}" fill="none" stroke="${line}" stroke-width="${i % 3 === 0 ? 2 : 1}"/>`).join('');
    overlay += `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(s * 0.05).toFixed(0)}" fill="${hex(main)}"/>`;
  } else if (kind === 'dots') {
    const step = Math.round(s / 14);
    const dots = [];
    for (let y = step; y < h; y += step)
      for (let x = step; x < w; x += step) {
        const d = Math.hypot(x / w - 0.6, y / h - 0.45);
        dots.push(`<circle cx="${x}" cy="${y}" r="${(2 + 5 * Math.max(0, 1 - d * 1.6)).toFixed(1)}" fill="rgba(244,243,239,${(0.06 + 0.3 * Math.max(0, 1 - d * 1.8)).toFixed(2)})"/>`);
      }
    overlay = dots.join('');
  } else if (kind === 'waves') {
    overlay = Array.from({ length: 9 }, (_, i) => {
      const y0 = h * (0.25 + i * 0.06);
      const amp = h * (0.04 + r() * 0.06);
      const ph = r() * Math.PI * 2;
      const pts = Array.from({ length: 33 }, (_, k) => {
        const x = (k / 32) * w;
        return `${k ? 'L' : 'M'}${x.toFixed(0)} ${(y0 + amp * Math.sin((k / 32) * Math.PI * 2 + ph)).toFixed(1)}`;
      }).join('');
      return `<path d="${pts}" fill="none" stroke="${i === 4 ? hex(main) : line}" stroke-width="${i === 4 ? 3 : 1.5}"/>`;
    }).join('');
  } else if (kind === 'bars') {
    const n = 12;
    const bw = (w * 0.6) / n;
    overlay = Array.from({ length: n }, (_, i) => {
      const bh = h * (0.12 + r() * 0.45);
      const x = w * 0.2 + i * bw;
      return `<rect x="${(x + bw * 0.18).toFixed(0)}" y="${(h * 0.8 - bh).toFixed(0)}" width="${(bw * 0.64).toFixed(0)}" height="${bh.toFixed(0)}" rx="${(bw * 0.2).toFixed(0)}" fill="${i % 4 === 1 ? hex(main) : 'rgba(244,243,239,0.14)'}"/>`;
    }).join('') + `<rect x="${(w * 0.2).toFixed(0)}" y="${(h * 0.8).toFixed(0)}" width="${(w * 0.6).toFixed(0)}" height="2" fill="${line}"/>`;
  } else {
    // a product window: title bar, sidebar, cards and a chart line
    const x = w * 0.12;
    const y = h * 0.14;
    const ww = w * 0.76;
    const wh = h * 0.78;
    const rad = s * 0.025;
    const side = ww * 0.2;
    const chart = Array.from({ length: 13 }, (_, k) => {
      const px = x + side + ww * 0.06 + (k / 12) * (ww - side - ww * 0.12);
      const py = y + wh * (0.78 - 0.3 * (0.5 + 0.5 * Math.sin(k * 0.7 + r() * 0.8)) - k * 0.012);
      return `${k ? 'L' : 'M'}${px.toFixed(0)} ${py.toFixed(0)}`;
    }).join('');
    overlay = [
      `<rect x="${x}" y="${y}" width="${ww}" height="${wh}" rx="${rad}" fill="${hex(INK2)}" fill-opacity="0.86" stroke="rgba(244,243,239,0.14)"/>`,
      ...[0, 1, 2].map((i) => `<circle cx="${x + rad + i * s * 0.03}" cy="${y + s * 0.035}" r="${s * 0.008}" fill="rgba(244,243,239,0.35)"/>`),
      `<rect x="${x}" y="${y + s * 0.07}" width="${ww}" height="1" fill="rgba(244,243,239,0.12)"/>`,
      ...Array.from({ length: 6 }, (_, i) => `<rect x="${x + ww * 0.03}" y="${y + s * 0.11 + i * s * 0.05}" width="${side * (0.5 + r() * 0.4)}" height="${s * 0.016}" rx="${s * 0.008}" fill="${i === 1 ? hex(main) : 'rgba(244,243,239,0.18)'}"/>`),
      ...[0, 1, 2].map((i) => `<rect x="${x + side + ww * 0.06 + i * (ww - side - ww * 0.12) / 3}" y="${y + s * 0.11}" width="${(ww - side - ww * 0.12) / 3 - ww * 0.02}" height="${wh * 0.2}" rx="${rad * 0.6}" fill="rgba(244,243,239,0.06)" stroke="rgba(244,243,239,0.1)"/>`),
      `<path d="${chart}" fill="none" stroke="${hex(main)}" stroke-width="${Math.max(2, s * 0.005)}" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<path d="${chart}" fill="none" stroke="${hex(second)}" stroke-opacity="0.35" stroke-width="${Math.max(6, s * 0.02)}" stroke-linecap="round" transform="translate(0 ${s * 0.03})"/>`,
    ].join('');
  }
  const angle = Math.floor(r() * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${hex(INK)}"/><stop offset="1" stop-color="${hex(INK2)}"/></linearGradient>
${blobs.join('')}
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="${Math.floor(r() * 1000)}" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 0.06 0"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${fills}${overlay}
<rect width="${w}" height="${h}" filter="url(#grain)"/>
</svg>`;
}

/** Inter at the wordmarks' two weights, for drawing their names as outlines (opentype.js reads the WOFF files). */
export async function loadLogoFonts() {
  const { default: opentype } = await import('opentype.js');
  const load = (weight) => {
    const file = readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
    // The file's own bytes: a Buffer may be a view into a larger shared ArrayBuffer.
    return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  };
  return { 600: load(600), 700: load(700) };
}

/**
 * A text line as one SVG path: each glyph's outline at its advance, with the font's kerning and extra letter
 * spacing (in em). Returns the path data and the line's width. An SVG image cannot use the page's web font, and a
 * <text> element costs the browser a text layout per logo; outlines look the same everywhere and draw at once.
 */
export function textOutline(font, text, { x, y, size, spacingEm }) {
  const scale = size / font.unitsPerEm;
  let pen = x;
  let previous = null;
  const parts = [];
  for (const char of text) {
    const glyph = font.charToGlyph(char);
    if (previous) pen += font.getKerningValue(previous, glyph) * scale + spacingEm * size;
    parts.push(glyph.getPath(pen, y, size).toPathData(1));
    pen += glyph.advanceWidth * scale;
    previous = glyph;
  }
  return { d: parts.join(''), width: pen - x };
}

/**
 * Draws the WebP rendition of every logo SVG in `refs` whose record in public/media/logos/renditions.json (the SVG's
 * SHA-256 and the height) is missing or differs, or every one with --force. The naming, the height and the record's
 * form come from src/lib/media/logo.ts. Returns how many were drawn.
 */
async function renderLogoRenditions(refs, sharp) {
  const { tsImport } = await import('tsx/esm/api');
  const logo = await tsImport(pathToFileURL(path.join(ROOT, 'src/lib/media/logo.ts')).href, import.meta.url);
  const recordFile = path.join(PUBLIC, 'media', 'logos', 'renditions.json');
  const record = existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : {};
  let drawn = 0;
  for (const ref of refs) {
    const rendition = logo.logoRendition(ref);
    const svgFile = path.join(PUBLIC, ref);
    const file = path.join(PUBLIC, rendition);
    if (rendition === ref || !existsSync(svgFile)) continue;
    const svg = readFileSync(svgFile);
    const stamp = logo.renditionStamp(createHash('sha256').update(svg).digest('hex'));
    const key = path.basename(ref);
    if (!FORCE && existsSync(file) && record[key] === stamp) continue;
    const { height = logo.LOGO_RENDITION_HEIGHT } = await sharp(svg).metadata();
    await sharp(svg, { density: (72 * logo.LOGO_RENDITION_HEIGHT) / height })
      .resize({ height: logo.LOGO_RENDITION_HEIGHT })
      .webp({ lossless: true })
      .toFile(file + '.tmp');
    renameSync(file + '.tmp', file);
    record[key] = stamp;
    drawn++;
  }
  if (drawn) {
    const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(recordFile, JSON.stringify(sorted, null, 2) + '\n');
  }
  return drawn;
}

export function logoSvg(ref, fonts) {
  const base = path.basename(ref, '.svg');
  const name =
    LOGO_NAMES.get(ref) ?? base.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()).replace(/ Logo$/i, '');
  const r = rng(seedOf(ref));
  const marks = [
    '<circle cx="20" cy="24" r="13" fill="none" stroke="currentColor" stroke-width="4"/><circle cx="20" cy="24" r="4.5" fill="currentColor"/>',
    '<circle cx="15" cy="24" r="11" fill="currentColor" fill-opacity="0.55"/><circle cx="26" cy="24" r="11" fill="currentColor"/>',
    '<path d="M20 9 35 37H5Z" fill="currentColor"/>',
    '<rect x="9" y="13" width="22" height="22" rx="5" transform="rotate(45 20 24)" fill="none" stroke="currentColor" stroke-width="4"/>',
    '<rect x="6" y="26" width="7" height="11" rx="2" fill="currentColor"/><rect x="16.5" y="18" width="7" height="19" rx="2" fill="currentColor"/><rect x="27" y="10" width="7" height="27" rx="2" fill="currentColor"/>',
    '<path d="M6 31c6-14 22-14 28 0" fill="none" stroke="currentColor" stroke-width="4.5" stroke-linecap="round"/><path d="M6 19c6 14 22 14 28 0" fill="none" stroke="currentColor" stroke-width="4.5" stroke-linecap="round" stroke-opacity="0.5"/>',
  ];
  const mark = marks[Math.floor(r() * marks.length)];
  const weight = r() < 0.5 ? 600 : 700;
  const spacingEm = r() < 0.5 ? -0.02 : 0.01;
  const label = r() < 0.3 && name.length <= 12 ? name.toUpperCase() : name;
  const upper = label === name.toUpperCase();
  const text = textOutline(fonts[weight], label, { x: 46, y: 32, size: upper ? 20 : 23, spacingEm });
  const width = Math.ceil(46 + text.width + 4);
  const escape = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${escape(name)}" color="${FG}">
<title>${escape(name)}</title>
${mark}
<path fill="currentColor" d="${text.d}"/>
</svg>
`;
}

// ------------------------------------------------------------------ main
function dirSize(dir) {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(p) : statSync(p).size;
  }
  return total;
}

async function main() {
  const started = Date.now();
  const refs = new Set([...scanLiterals(), ...(await scanContentModules())]);
  const plan = planMedia(refs);
  if (LIST) {
    console.log(JSON.stringify(plan, null, 2));
    return;
  }
  const sharp = (await import('sharp')).default;
  let built = 0;

  for (const clip of plan.clips) {
    if (!FORCE && clipComplete(clip)) continue;
    const t = Date.now();
    await buildClip(clip, sharp);
    built++;
    log(`video ${clip} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  }

  const queue = plan.images.filter((ref) => FORCE || !existsSync(path.join(PUBLIC, ref)));
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let ref = queue.shift(); ref; ref = queue.shift()) {
        const file = path.join(PUBLIC, ref);
        mkdirSync(path.dirname(file), { recursive: true });
        const size = imageSize(ref);
        let img = sharp(Buffer.from(artworkSvg(ref, size)));
        const ext = path.extname(ref).slice(1);
        img = ext === 'webp' ? img.webp({ quality: 80 }) : ext === 'avif' ? img.avif({ quality: 60 }) : ext === 'png' ? img.png() : img.jpeg({ quality: 82 });
        await img.toFile(file + '.tmp');
        renameSync(file + '.tmp', file);
        built++;
      }
    }),
  );

  const logos = plan.logos.filter((ref) => FORCE || !existsSync(path.join(PUBLIC, ref)));
  const logoFonts = logos.length ? await loadLogoFonts() : null;
  for (const ref of logos) {
    const file = path.join(PUBLIC, ref);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, logoSvg(ref, logoFonts));
    built++;
  }

  // Each logo's raster rendition, drawn again when its SVG or the height changed (src/lib/media/logo.ts).
  built += await renderLogoRenditions(plan.logos, sharp);

  const size = dirSize(path.join(PUBLIC, 'media'));
  log(
    `${plan.clips.length} clips, ${plan.images.length} images, ${plan.logos.length} logos referenced; ` +
      `${built} built in ${((Date.now() - started) / 1000).toFixed(1)} s; public/media is ${(size / 1048576).toFixed(1)} MB`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error('[media] failed:', error);
    process.exit(1);
  });
}
