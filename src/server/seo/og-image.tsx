import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { PALETTE } from '@/lib/design/palette.mjs';
import { OG_SIZE } from '@/lib/seo/metadata';

const ACCENT = { blue: PALETTE.blue, cyan: PALETTE.cyan, green: PALETTE.green } as const;

async function font(weight: 400 | 700) {
  // Loaded from the repository's own node_modules: no network at build time.
  return readFile(join(process.cwd(), `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
}

/** The shared artwork of every Open Graph image: eyebrow, title and the site name on the ink background. */
export async function ogImage({
  eyebrow,
  title,
  footer,
  accent = 'blue',
}: {
  eyebrow: string;
  title: string;
  footer: string;
  accent?: keyof typeof ACCENT;
}) {
  const [regular, bold] = await Promise.all([font(400), font(700)]);
  const color = ACCENT[accent];
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 80px',
          background: `radial-gradient(circle at 85% 15%, ${color}55 0%, ${PALETTE.ink} 55%)`,
          color: PALETTE.fg,
          fontFamily: 'Inter',
        }}
      >
        <div style={{ display: 'flex', fontSize: 28, letterSpacing: 4, textTransform: 'uppercase', color }}>{eyebrow}</div>
        <div style={{ display: 'flex', fontSize: title.length > 48 ? 64 : 80, fontWeight: 700, lineHeight: 1.02, letterSpacing: -2, maxWidth: 1000 }}>
          {title}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18, fontSize: 30, color: PALETTE.muted }}>
          <div style={{ width: 44, height: 44, borderRadius: 12, background: color, display: 'flex' }} />
          {footer}
        </div>
      </div>
    ),
    {
      ...OG_SIZE,
      fonts: [
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
        { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      ],
    },
  );
}
