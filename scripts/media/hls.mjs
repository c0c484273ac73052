// The HLS ladder and poster, one code path for the offline pipeline (scripts/media/media.mjs, generated clips) and for
// staff uploads (scripts/media/transcode.mjs, run by the site in a background child process): ffmpeg from
// @ffmpeg-installer/ffmpeg, 1080p/720p/480p H.264, 2 s fMP4 segments, a small progressive original.mp4 and a WebP
// poster of the first frame.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LADDER, ladderFor } from '../../src/lib/media/ladder.mjs';

/** The ladder's rungs live with the site's code, which reads them too (the showreel's levels). */
export { LADDER, ladderFor };

const require = createRequire(import.meta.url);

export const FFMPEG = (() => {
  try {
    return require('@ffmpeg-installer/ffmpeg').path;
  } catch {
    return 'ffmpeg'; // fall back to one on PATH
  }
})();

/** The progressive MP4 for cards: 960 px wide. */
export const PROGRESSIVE_WIDTH = 960;

/** Runs a command; rejects with the end of its stderr when it fails. */
export function run(cmd, argv, { onSpawn } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
    onSpawn?.(child);
    let err = '';
    child.stderr.on('data', (d) => (err = (err + d).slice(-8000)));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(err) : reject(new Error(`${path.basename(cmd)} ${signal ? `was stopped (${signal})` : `exited ${code}`}:\n${err.slice(-2000)}`)),
    );
  });
}

/**
 * ffmpeg's arguments after the input(s) for the ladder, the progressive MP4 and the poster frame, from a filter
 * chain `source` that yields the picture (e.g. `[0:v]scale=…`). `ladder` is the rungs to make (LADDER or part of it);
 * `scaleOf(rung)` the scale filter's size for a rung (default its fixed width and height); `threads` x264's;
 * `lookahead` x264's rc-lookahead for the ladder (the preset's 10 when not given; each frame of it holds a frame of every
 * rung in memory: 5 takes a 1080p ladder from about 297 to 235 MB, measured with scripts/bench/bench-media.mjs).
 */
export function ladderArgs(tmp, { source, ladder = LADDER, scaleOf = (r) => `${r.width}:${r.height}`, progressiveScale = `${PROGRESSIVE_WIDTH}:540`, fps = 24, threads = 2, segmentSeconds = 2, lookahead }) {
  const gop = fps * segmentSeconds; // 2 s segments, a keyframe at every boundary
  const branches = ladder.length + 2; // ladder + original.mp4 + poster frame
  const filter =
    `${source},format=yuv420p,split=${branches}` +
    ladder.map((_, i) => `[s${i}]`).join('') +
    '[sm][sp];' +
    ladder.map((r, i) => `[s${i}]scale=${scaleOf(r)}:flags=bicubic[v${i}]`).join(';') +
    `;[sm]scale=${progressiveScale}:flags=bicubic[vm];[sp]trim=end_frame=1,format=rgb24[vp]`;
  const x264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-threads', String(threads)];
  const gopArgs = ['-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0'];
  const argv = ['-filter_complex', filter];
  for (let i = 0; i < ladder.length; i++) argv.push('-map', `[v${i}]`);
  // No B-frames in the ladder: with them, x264 shows the first frame a frame or two after it is decoded, and the fMP4
  // writer says so with an empty edit before it (83 ms), which Firefox's Media Source honours: what it buffered then
  // starts at 0.083 s, and hls.js jumps that hole (bufferSeekOverHole) at the start and at every loop back to 0.
  argv.push(...x264, ...gopArgs, '-bf', '0', '-crf', '23', ...(lookahead === undefined ? [] : ['-rc-lookahead', String(lookahead)]), '-an');
  ladder.forEach((r, i) => argv.push(`-b:v:${i}`, `${r.maxrate}k`, `-maxrate:v:${i}`, `${r.maxrate}k`, `-bufsize:v:${i}`, `${r.maxrate * 2}k`));
  argv.push(
    '-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_list_size', '0', '-hls_segment_type', 'fmp4',
    '-hls_flags', 'independent_segments', '-hls_fmp4_init_filename', 'init.mp4',
    '-master_pl_name', 'master.m3u8', '-var_stream_map', ladder.map((_, i) => `v:${i}`).join(' '),
    '-hls_segment_filename', path.join(tmp, '%v', 'seg_%03d.m4s'), path.join(tmp, '%v', 'index.m3u8'),
  );
  // progressive MP4 for cards
  argv.push('-map', '[vm]', ...x264, ...gopArgs, '-crf', '27', '-maxrate', '900k', '-bufsize', '1800k', '-movflags', '+faststart', '-an', path.join(tmp, 'original.mp4'));
  // poster = frame 0, so nothing jumps when playback starts
  argv.push('-map', '[vp]', '-frames:v', '1', path.join(tmp, 'poster.png'));
  return argv;
}

/** After ffmpeg: names the renditions by height (ffmpeg 4.1 cannot: `name:` in -var_stream_map fails) and marks them VOD. */
export function finishLadder(tmp, ladder = LADDER) {
  let master = readFileSync(path.join(tmp, 'master.m3u8'), 'utf8');
  ladder.forEach((r, i) => {
    const from = path.join(tmp, String(i));
    const to = path.join(tmp, r.name);
    renameSync(from, to);
    const init = readdirSync(to).find((f) => /^init.*\.mp4$/.test(f));
    if (init && init !== 'init.mp4') renameSync(path.join(to, init), path.join(to, 'init.mp4'));
    const playlist = path.join(to, 'index.m3u8');
    writeFileSync(
      playlist,
      readFileSync(playlist, 'utf8')
        .replace(/#EXT-X-MAP:URI="[^"]+"/, '#EXT-X-MAP:URI="init.mp4"')
        .replace('#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD'),
    );
    master = master.replace(`${i}/index.m3u8`, `${r.name}/index.m3u8`);
  });
  writeFileSync(path.join(tmp, 'master.m3u8'), master.replace(/\n\n+/g, '\n').trimEnd() + '\n');
}

/** poster.png (written by ffmpeg) → poster.webp, as the site's posters are. */
export async function posterWebp(sharp, dir) {
  await sharp(path.join(dir, 'poster.png')).webp({ quality: 78, smartSubsample: true }).toFile(path.join(dir, 'poster.webp'));
  rmSync(path.join(dir, 'poster.png'));
}

/**
 * A video file's picture size, length and frame rate, from ffmpeg's own reading of its header (`ffmpeg -i`; the
 * installer ships no ffprobe), or null when it holds no video stream ffmpeg can decode. `durationMs` and `fps` are
 * null when the file does not say (the site refuses it then).
 */
export async function probeVideo(file) {
  const stderr = await new Promise((resolve, reject) => {
    const child = spawn(FFMPEG, ['-hide_banner', '-i', file], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err = (err + d).slice(0, 65_536)));
    child.on('error', reject);
    child.on('exit', () => resolve(err));
  });
  return readProbe(stderr);
}

/** What `ffmpeg -i` says of a file (its stderr), as probeVideo returns it. @param {string} stderr */
export function readProbe(stderr) {
  const line = /Stream #\d+:\d+[^:]*: Video: ([^\n]*)/.exec(stderr);
  const video = line && /(\d{1,5})x(\d{1,5})/.exec(line[1].replace(/\([^)]*\)/g, ''));
  const format = /Input #0, ([^,]+)/.exec(stderr);
  if (!line || !video || !format || !/mp4|mov/.test(format[1])) return null;
  const d = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const durationMs = d ? Math.round((Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3])) * 1000) : null;
  // ffmpeg prints the average rate as `24 fps`, `23.98 fps`, `0.0001 fps` or `1k fps`; else the guessed `tbr`.
  const rate = /(\d+(?:\.\d+)?)(k?) fps/.exec(line[1]) ?? /(\d+(?:\.\d+)?)(k?) tbr/.exec(line[1]);
  const fps = rate ? Number(rate[1]) * (rate[2] ? 1000 : 1) : null;
  let width = Number(video[1]);
  let height = Number(video[2]);
  if (/rotate\s*:\s*(90|270|-90)|rotation of -?90/.test(stderr)) [width, height] = [height, width];
  return { width, height, durationMs, fps };
}

/**
 * The segment length for a clip `durationMs` long: 2 s, or 1 s for a clip of 2 s or less (the bundled ffmpeg 4.1's HLS
 * muxer crashes, SIGSEGV, when a whole clip fits in one fMP4 segment; a clip of 1 s or less still does, and fails).
 */
export const segmentSecondsFor = (durationMs) => (durationMs && durationMs <= 2000 ? 1 : 2);

