#!/usr/bin/env node
// An uploaded video's files, made by the functions the offline pipeline uses (./hls.mjs). The site runs this in a
// child process (src/server/media/video.ts), the ladder under `nice -n 19` with one x264 thread:
//
//   node scripts/media/transcode.mjs probe IN            print {"width","height","durationMs","fps"} as JSON (null:
//                                                        no video ffmpeg can read)
//   node scripts/media/transcode.mjs poster IN OUT_DIR   probe IN, write OUT_DIR/poster.webp (its first frame, at most
//                                                        1920 px wide); print the probe as JSON
//   node scripts/media/transcode.mjs ladder IN OUT_DIR HEIGHT [DURATION_MS]
//                                                        write the HLS ladder (the rungs no taller than HEIGHT),
//                                                        master.m3u8 and original.mp4 into OUT_DIR
//   node scripts/media/transcode.mjs plan IN OUT_DIR HEIGHT [DURATION_MS]
//                                                        the same ladder's ffmpeg command as JSON {ffmpeg, argv, rungs}
//                                                        (OUT_DIR made empty), for a caller that runs ffmpeg itself;
//                                                        with DURATION_MS, ffmpeg reads no more of IN than that
//   node scripts/media/transcode.mjs finish OUT_DIR RUNG…  after that ffmpeg: name the rungs, mark them VOD
// The site uses plan, runs `nice -n 19 ffmpeg …` itself, then finish: no Node process waits beside the encoder.
// Exit 0 on success; otherwise 2 with one line on stderr saying why (shown to staff as the job's failure).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FFMPEG, finishLadder, LADDER, ladderArgs, ladderFor, posterWebp, probeVideo, run, PROGRESSIVE_WIDTH, segmentSecondsFor } from './hls.mjs';

const [command, input, out, height, durationMs] = process.argv.slice(2);

async function poster() {
  const probe = await probeVideo(input);
  if (!probe) throw new Error('the file holds no video that can be decoded');
  mkdirSync(out, { recursive: true });
  await run(FFMPEG, [
    '-hide_banner', '-loglevel', 'error', '-y', '-i', input, '-map', '0:v:0', '-frames:v', '1', '-threads', '1',
    '-vf', "scale='min(1920,iw)':-2:flags=bicubic,format=rgb24", path.join(out, 'poster.png'),
  ]);
  const sharp = (await import('sharp')).default;
  sharp.concurrency(1);
  sharp.cache(false);
  await posterWebp(sharp, out);
  process.stdout.write(JSON.stringify(probe) + '\n');
}

/** The ladder's ffmpeg command for IN (the rungs no taller than HEIGHT), with OUT_DIR made empty. */
function plan() {
  const ladder = ladderFor(Number(height));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // Never more than the length the file states (and the site checked): a file whose frames run on past it cannot
  // make the ladder longer.
  const seconds = Number(durationMs) > 0 ? ['-t', (Number(durationMs) / 1000).toFixed(3)] : [];
  const argv = [
    '-hide_banner', '-loglevel', 'error', '-y', '-threads', '1', ...seconds, '-i', input,
    ...ladderArgs(out, {
      // A constant 24 fps, so every segment is 2 s; the picture keeps its shape (each rung is its height, the width even).
      source: '[0:v:0]fps=24',
      ladder,
      scaleOf: (r) => `-2:${r.height}`,
      progressiveScale: `'min(${PROGRESSIVE_WIDTH},iw)':-2`,
      threads: 1,
      lookahead: 5,
      segmentSeconds: segmentSecondsFor(Number(durationMs) || 0),
    }),
  ];
  return { ffmpeg: FFMPEG, argv, rungs: ladder.map((r) => r.name) };
}

/** After ffmpeg: the renditions named by height, marked VOD; the poster was made first, from the upload. */
function finish(dir, rungs) {
  finishLadder(dir, rungs.map((name) => LADDER.find((r) => r.name === name)));
  rmSync(path.join(dir, 'poster.png'), { force: true });
}

try {
  if (command === 'probe' && input) process.stdout.write(JSON.stringify(await probeVideo(input)) + '\n');
  else if (command === 'poster' && input && out) await poster();
  else if (command === 'ladder' && input && out && Number(height) > 0) {
    const { ffmpeg, argv, rungs } = plan();
    await run(ffmpeg, argv);
    finish(out, rungs);
  } else if (command === 'plan' && input && out && Number(height) > 0) process.stdout.write(JSON.stringify(plan()) + '\n');
  else if (command === 'finish' && input) {
    // finish OUT_DIR RUNG…: here `input` is the folder ffmpeg wrote
    const rungs = process.argv.slice(4);
    if (!rungs.length || rungs.some((r) => !LADDER.some((l) => l.name === r))) throw new Error('finish needs the rungs ffmpeg made');
    finish(input, rungs);
  }
  else {
    console.error('usage: transcode.mjs probe IN | poster IN OUT_DIR | ladder IN OUT_DIR HEIGHT [DURATION_MS] | plan IN OUT_DIR HEIGHT [DURATION_MS] | finish OUT_DIR RUNG…');
    process.exit(64);
  }
} catch (error) {
  const message = String(error?.message ?? error);
  // The last line ffmpeg wrote says what went wrong; the first says which program.
  const lines = message.split('\n').map((l) => l.trim()).filter(Boolean);
  console.error(lines.length > 1 ? `${lines[0]} ${lines[lines.length - 1]}` : lines[0]);
  process.exit(2);
}
