import 'server-only';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { mailDir } from '../config';

/**
 * Delivers one message: over SMTP when SMTP_URL is set (e.g. smtp://user:pass@mail.example.com:587),
 * otherwise as an .eml file in DATA_DIR/mail/ named after `fileStem` (rewritten whole, so a retry after a
 * crash never leaves half a file or a duplicate).
 */
export async function deliver(message: Mail.Options, fileStem: string): Promise<void> {
  const url = process.env.SMTP_URL;
  if (url) {
    const transport = nodemailer.createTransport(url);
    try {
      await transport.sendMail(message);
    } finally {
      transport.close();
    }
    return;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(message);
  await mkdir(mailDir(), { recursive: true, mode: 0o700 });
  const final = path.join(mailDir(), `${fileStem}.eml`);
  const partial = `${final}.partial`;
  await writeFile(partial, info.message as Buffer, { mode: 0o600 });
  await rename(partial, final);
}
