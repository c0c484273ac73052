/**
 * An X display for the browsers that need one (WebKitGTK has no headless mode): Xvfb on a display number it picks
 * itself among the free ones (`-displayfd`), stopped by `stop()`. Nothing listens on TCP.
 */
import { spawn } from 'node:child_process';

export interface VirtualDisplay {
  /** `:N` */
  name: string;
  stop: () => Promise<void>;
}

export async function startVirtualDisplay(): Promise<VirtualDisplay> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp', '-noreset'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  xvfb.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => xvfb.once('exit', () => resolve()));
  const number = await new Promise<string>((resolve, reject) => {
    let out = '';
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(out.trim());
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited ${code} before it chose a display:\n${stderr}`)));
  });
  return {
    name: `:${number}`,
    stop: async () => {
      if (xvfb.exitCode === null && xvfb.signalCode === null) xvfb.kill('SIGTERM');
      await exited;
    },
  };
}
