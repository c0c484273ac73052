import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parseMarkdown, type Block, type GuidePicture } from '@/lib/docs/markdown';

/**
 * The staff guide, docs/editing.md in the checkout the site runs from, and its pictures (docs/editing/*.webp or
 * .png): one text for the repository and the staff page that shows it (/staff/content/guide).
 */

/** A picture's name in docs/editing/: lower-case words joined by hyphens, .webp or .png. Nothing else is served. */
const PICTURE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(webp|png)$/;
const TYPES = { webp: 'image/webp', png: 'image/png' } as const;

/** The guide's blocks, and each of its pictures found in docs/editing/ by its address in the Markdown. */
export async function readGuide(): Promise<{ blocks: Block[]; pictures: Record<string, GuidePicture> }> {
  const blocks = parseMarkdown(await readFile(path.join(process.cwd(), 'docs', 'editing.md'), 'utf8'));
  const pictures: Record<string, GuidePicture> = {};
  for (const block of blocks) {
    if (block.type !== 'image') continue;
    const name = /^editing\/([^/]+)$/.exec(block.src)?.[1];
    const picture = name ? await readPicture(name) : null;
    if (!picture) continue;
    const { width = 0, height = 0 } = await sharp(picture.body).metadata();
    pictures[block.src] = { href: `/api/staff/content/guide/${name}`, width, height };
  }
  return { blocks, pictures };
}

/** A picture of the guide and its type; null when the name is not one (or there is no such file). */
export async function readPicture(name: string): Promise<{ body: Buffer; type: string } | null> {
  const match = PICTURE.exec(name);
  if (!match) return null;
  const body = await readFile(path.join(process.cwd(), 'docs', 'editing', name)).catch(() => null);
  return body && { body, type: TYPES[match[1] as keyof typeof TYPES] };
}
