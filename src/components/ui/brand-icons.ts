import type { IconName } from '@/content/icons';
import {
  siAnsible, siBehance, siDigitalocean, siDocker, siDribbble, siExpress, siFacebook, siGithub,
  siNestjs, siNextdotjs, siFlutter, siShopify, siFigma, siStorybook, siRedis, siGithubactions, siNodedotjs, siPostgresql, siPrisma, siReact, siSequelize, siSupabase, siVercel, siX,
} from 'simple-icons';
import { roundPath, scalePath, straightenPath } from '@/lib/design/svg-path';

type SimpleIcon = { path: string };
/**
 * Drawn here: brands no maintained set carries (LinkedIn and Clutch left simple-icons; AWS too), and Instagram's glyph
 * in its own geometry (a rounded square, a ring, a dot: 0.3 KB, where simple-icons' outline of it is 2 KB on every
 * page's footer).
 */
const DRAWN: Record<'Linkedin' | 'Aws' | 'Clutch' | 'Instagram', SimpleIcon> = {
  Instagram: {
    path:
      'M7 0h10a7 7 0 0 1 7 7v10a7 7 0 0 1-7 7H7a7 7 0 0 1-7-7V7a7 7 0 0 1 7-7Zm0 2.2A4.8 4.8 0 0 0 2.2 7v10A4.8 4.8 0 0 0 7 21.8h10a4.8 4.8 0 0 0 4.8-4.8V7A4.8 4.8 0 0 0 17 2.2H7Z' +
      'm5 3.64a6.16 6.16 0 1 1 0 12.32 6.16 6.16 0 0 1 0-12.32ZM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm6.4-3.84a1.44 1.44 0 1 1 0 2.88 1.44 1.44 0 0 1 0-2.88Z',
  },
  Linkedin: {
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11.25H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 5.98V21h-4v-5.06c0-1.2-.02-2.76-1.7-2.76-1.7 0-1.96 1.32-1.96 2.68V21h-4V9.75Z',
  },
  Aws: {
    path: 'M6.8 10.6c0 .3.03.55.1.73.07.18.16.37.29.57.04.07.06.13.06.19 0 .08-.05.17-.16.25l-.53.35a.4.4 0 0 1-.22.08c-.08 0-.17-.04-.25-.12a2.6 2.6 0 0 1-.3-.39 6.4 6.4 0 0 1-.26-.49c-.65.77-1.47 1.15-2.45 1.15-.7 0-1.26-.2-1.67-.6-.41-.4-.62-.93-.62-1.6 0-.7.25-1.27.75-1.7.5-.43 1.17-.65 2.01-.65.28 0 .57.02.87.06.3.04.61.1.94.18v-.6c0-.63-.13-1.07-.39-1.33-.27-.26-.72-.38-1.36-.38-.29 0-.59.03-.9.11-.3.07-.6.17-.9.29a2 2 0 0 1-.28.1.5.5 0 0 1-.13.03c-.11 0-.17-.08-.17-.25v-.4c0-.13.02-.23.06-.29a.6.6 0 0 1 .23-.17c.3-.15.65-.28 1.06-.38a5.1 5.1 0 0 1 1.31-.16c1 0 1.73.23 2.2.68.46.45.7 1.14.7 2.07v2.72Zm-3.38 1.27c.27 0 .56-.05.85-.15.3-.1.56-.28.78-.53.13-.16.23-.33.28-.53.05-.2.08-.43.08-.71v-.34a6.900 6.9 0 0 0-.76-.14 6.200 6.2 0 0 0-.77-.05c-.55 0-.95.1-1.22.33-.27.22-.4.53-.4.94 0 .38.1.67.3.87.2.2.48.3.86.3ZM2.5 17.3c3 1.75 6.73 2.63 10.14 2.63 2.3 0 4.83-.48 7.16-1.47.35-.15.65.23.3.49-2.08 1.54-5.1 2.35-7.7 2.35-3.64 0-6.92-1.35-9.4-3.59-.2-.18-.02-.42.2-.3Zm17.9-.87c.27.34-.07 2.67-1.32 3.78-.19.17-.37.08-.29-.13.28-.7.91-2.27.61-2.65-.3-.38-1.97-.18-2.72-.09-.23.03-.26-.17-.06-.31 1.33-.94 3.52-.67 3.78-.6Z',
  },
  Clutch: {
    path: 'M12 2a10 10 0 1 0 7.07 17.07l-2.12-2.12A7 7 0 1 1 16.95 7.05l2.12-2.12A9.97 9.97 0 0 0 12 2Zm0 7a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
  },
};

const DRAWINGS: Partial<Record<IconName, SimpleIcon>> = {
  Nextjs: siNextdotjs, Reactjs: siReact, Nodejs: siNodedotjs, Nestjs: siNestjs, Postgresql: siPostgresql,
  Supabase: siSupabase, Docker: siDocker, Ansible: siAnsible, Sequelize: siSequelize, Prisma: siPrisma,
  Vercel: siVercel, DigitalOcean: siDigitalocean, Express: siExpress, Facebook: siFacebook,
  X: siX, Github: siGithub, Flutter: siFlutter, Shopify: siShopify, Figma: siFigma, Storybook: siStorybook,
  Redis: siRedis, GithubActions: siGithubactions, Dribbble: siDribbble, Behance: siBehance, ...DRAWN,
};

/**
 * How far from straight, in units of the 24-unit box, a curve or a run of lines may be and still be drawn as one line:
 * a twentieth of a pixel at 24 px. Compressed, NestJS's logo is a third smaller for it, React's a quarter, PostgreSQL's
 * a twelfth.
 */
const STRAIGHT_WITHIN = 0.05;

/**
 * The side of the box the drawings are written in: simple-icons' 24 units, ten times over, so that a tenth of its unit
 * (a tenth of a pixel at 24 px) is a whole number and no point of a drawing needs a decimal point.
 */
export const BRAND_BOX = 240;

/**
 * The drawings at a tenth of simple-icons' unit (it writes thousandths), in whole units of BRAND_BOX, with what is
 * straight drawn straight (`straightenPath`): the footer's social icons are on every page, and their digits were
 * about 0.7 KB of each page's compressed HTML; an expertise page's logo in its cards, up to 1 KB more. Whole numbers
 * compress a twelfth smaller than the same points written with a decimal point.
 */
export const BRANDS: Partial<Record<IconName, SimpleIcon>> = Object.fromEntries(
  Object.entries(DRAWINGS).map(([name, icon]) => [
    name,
    { path: roundPath(scalePath(straightenPath(icon.path, STRAIGHT_WITHIN), BRAND_BOX / 24), 0) },
  ]),
);
