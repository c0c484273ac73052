/**
 * Media the upload suites send: real pictures and MP4s made on the spot (sharp, the bundled ffmpeg), pictures whose
 * header claims what their bytes are not, and the staff upload itself.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Server } from './harness';

const run = promisify(execFile);

/** A real picture: a `width` × `height` gradient PNG (`blue` makes another picture of the same size). */
export async function png(width = 1300, height = 900, blue = 128): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([x % 256, y % 256, blue], (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** A large plain picture that is small on the wire (a 49-megapixel one is about 150 KB), as a decompression attack sends. */
export function plainPng(width: number, height: number, colour = { r: 20, g: 120, b: 200 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png({ compressionLevel: 9 }).toBuffer();
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/** A PNG whose header claims `width` × `height` (8-bit RGB, or `bitDepth`), with one row of data: nothing to decode. */
export function claimedPng(width: number, height: number, bitDepth = 8): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([bitDepth, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + Math.min(width, 4096) * 3 * (bitDepth / 8)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The bundled ffmpeg, making `file` in `dir` from its arguments (lavfi sources), and its bytes. */
export async function ffmpegFile(dir: string, file: string, args: string[]): Promise<Buffer> {
  const { default: ffmpeg } = await import('@ffmpeg-installer/ffmpeg');
  const out = path.join(dir, file);
  await run(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-y', ...args, out]);
  return readFile(out);
}

/** A tiny MP4: ffmpeg's test pattern, 3 s, 640 × 360 at 24 fps (or as asked). */
export function mp4(dir: string, { seconds = 3, size = '640x360', rate = 24, source = 'testsrc' } = {}): Promise<Buffer> {
  return ffmpegFile(dir, `clip-${source}-${seconds}-${size}-${rate}.mp4`, [
    '-f', 'lavfi', '-i', `${source}=size=${size}:rate=${rate}:duration=${seconds}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
  ]);
}

/**
 * An MP4 whose header states another length: its movie, track and media durations rewritten to `seconds` (as a
 * 10 KB file claiming ten hours does); its frames stay what they were.
 */
export function claimingLength(bytes: Buffer, seconds: number): Buffer {
  const b = Buffer.from(bytes);
  const movieScale = b.readUInt32BE(b.indexOf('mvhd') + 16);
  const set = (at: number, scale: number) => b.writeUInt32BE(Math.min(0xffff_ffff, Math.round(scale * seconds)), at);
  for (let i = b.indexOf('mvhd'); i !== -1; i = b.indexOf('mvhd', i + 1)) set(i + 20, movieScale);
  for (let i = b.indexOf('mdhd'); i !== -1; i = b.indexOf('mdhd', i + 1)) set(i + 20, b.readUInt32BE(i + 16));
  for (let i = b.indexOf('tkhd'); i !== -1; i = b.indexOf('tkhd', i + 1)) set(i + 24, movieScale);
  return b;
}

/** POST /api/staff/content/media as the staff's MediaField sends it. */
export function upload(server: Server, cookie: string | null, fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('upload', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${server.url}/api/staff/content/media`, {
    method: 'POST',
    headers: { origin: server.url, ...(cookie ? { cookie } : {}) },
    body: form,
  });
}
