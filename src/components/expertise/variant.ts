import type { Variant } from '@/content/schema';

/** Literal class names per variant (Tailwind only sees whole class strings). */
export const VARIANT_CLASSES: Record<Variant, { text: string; strong: string; pill: string; glow: string; tile: string }> = {
  blue: {
    text: 'text-blue',
    strong: 'text-blue-strong',
    pill: 'border-blue/40 bg-blue/10 text-blue',
    glow: 'from-blue/25',
    tile: 'bg-blue/10 text-blue',
  },
  cyan: {
    text: 'text-cyan',
    strong: 'text-cyan-strong',
    pill: 'border-cyan/40 bg-cyan/10 text-cyan',
    glow: 'from-cyan/20',
    tile: 'bg-cyan/10 text-cyan',
  },
  green: {
    text: 'text-green',
    strong: 'text-green-strong',
    pill: 'border-green/40 bg-green/10 text-green',
    glow: 'from-green/20',
    tile: 'bg-green/10 text-green',
  },
};
