import 'server-only';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { VideoProbe } from '@/lib/media/media-limits';

/**
 * The site's side of scripts/media/transcode.mjs (the offline pipeline's functions, scripts/media/hls.mjs): it runs in
 * a child process, so ffmpeg and the encoder's memory never sit in the server's own.
 */
const SCRIPT = () => path.join(process.cwd(), 'scripts', 'media', 'transcode.mjs');

export class TranscodeError extends Error {}

function runScript(argv: string[]): Promise<string> {
  const [cmd, args] = [process.execPath, [SCRIPT(), ...argv]];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out = (out + d).slice(-65_536)));
    child.stderr.on('data', (d) => (err = (err + d).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(out) : reject(new TranscodeError((err.trim().split('\n').pop() || `stopped by ${signal ?? `exit ${code}`}`).slice(0, 500))),
    );
  });
}

const lastLine = (out: string) => JSON.parse(out.trim().split('\n').pop() as string) as unknown;

/** What ffmpeg reads in an MP4's header (size, length, frame rate), or null when it holds no video it can read. */
export async function probeVideo(input: string): Promise<VideoProbe | null> {
  return lastLine(await runScript(['probe', input])) as VideoProbe | null;
}

/** Writes `outDir/poster.webp` (an MP4's first frame): seconds, one thread. */
export async function makePoster(input: string, outDir: string): Promise<void> {
  await runScript(['poster', input, outDir]);
}

/**
 * The HLS ladder, master.m3u8 and original.mp4 into `outDir`: the script plans ffmpeg's command (the functions the
 * offline pipeline uses), this process runs it as `nice -n 19 ffmpeg …` (one x264 thread), and the script then names
 * the rungs. So while the encoder runs, no Node process waits beside it (one would hold about 60 MB).
 */
export async function makeLadder(input: string, outDir: string, height: number, durationMs: number | null, onSpawn?: (child: ChildProcess) => void): Promise<void> {
  const plan = JSON.parse((await runScript(['plan', input, outDir, String(height), String(durationMs ?? 0)])).trim().split('\n').pop() as string) as {
    ffmpeg: string;
    argv: string[];
    rungs: string[];
  };
  await new Promise<void>((resolve, reject) => {
    const child = spawn('nice', ['-n', '19', plan.ffmpeg, ...plan.argv], { stdio: ['ignore', 'ignore', 'pipe'] });
    onSpawn?.(child);
    let err = '';
    child.stderr.on('data', (d) => (err = (err + d).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new TranscodeError(`ffmpeg ${signal ? `was stopped (${signal})` : `exited ${code}`}: ${err.trim().split('\n').pop() ?? ''}`.slice(0, 500))),
    );
  });
  await runScript(['finish', outDir, ...plan.rungs]);
}
