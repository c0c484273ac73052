import 'server-only';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * The site's side of scripts/media/transcode.mjs (the offline pipeline's functions, scripts/media/hls.mjs): it runs in
 * a child process, so ffmpeg and the encoder's memory never sit in the server's own.
 */
const SCRIPT = () => path.join(process.cwd(), 'scripts', 'media', 'transcode.mjs');

export type VideoProbe = { width: number; height: number; durationMs: number | null };

export class TranscodeError extends Error {}

function runScript(argv: string[], { nice = false, onSpawn }: { nice?: boolean; onSpawn?: (child: ChildProcess) => void } = {}): Promise<string> {
  const [cmd, args] = nice ? ['nice', ['-n', '19', process.execPath, SCRIPT(), ...argv]] : [process.execPath, [SCRIPT(), ...argv]];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' } });
    onSpawn?.(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out = (out + d).slice(-4000)));
    child.stderr.on('data', (d) => (err = (err + d).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(out) : reject(new TranscodeError((err.trim().split('\n').pop() || `stopped by ${signal ?? `exit ${code}`}`).slice(0, 500))),
    );
  });
}

/** Probes an MP4 and writes `outDir/poster.webp` (its first frame): seconds, one thread. */
export async function makePoster(input: string, outDir: string): Promise<VideoProbe> {
  const out = await runScript(['poster', input, outDir]);
  return JSON.parse(out.trim().split('\n').pop() as string) as VideoProbe;
}

/** The HLS ladder, master.m3u8 and original.mp4 into `outDir`: `nice -n 19`, one x264 thread. */
export function makeLadder(input: string, outDir: string, height: number, durationMs: number | null, onSpawn?: (child: ChildProcess) => void): Promise<string> {
  return runScript(['ladder', input, outDir, String(height), String(durationMs ?? 0)], { nice: true, onSpawn });
}
