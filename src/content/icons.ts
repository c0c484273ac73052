/**
 * The icon catalogue: the fixed list of icon names content may use.
 * An unknown name fails schema validation (and so the build), never a page at run time.
 * Each name is drawn by src/components/ui/Icon.tsx.
 */
export const ICON_NAMES = [
  'Backend', 'Monitor', 'Shield', 'Cloud', 'SaaS', 'Data', 'Map', 'Nextjs', 'Reactjs', 'Nodejs', 'Nestjs',
  'Postgresql', 'Supabase', 'Docker', 'Ansible', 'Sequelize', 'Prisma', 'Heart', 'Mobile', 'Web', 'Cart',
  'Chart', 'Bolt', 'Layers', 'Users', 'Search', 'Pen', 'Palette', 'Grid', 'Server', 'Database', 'Git',
  'Rocket', 'Lock', 'Gauge', 'Code', 'Terminal', 'Globe', 'Mail', 'Phone', 'Calendar', 'Chat', 'Check',
  'Sparkles', 'Cpu', 'Workflow', 'Aws', 'Vercel', 'DigitalOcean', 'Express', 'Linkedin', 'Instagram',
  'Facebook', 'X', 'Github', 'Dribbble', 'Behance', 'Clutch', 'Boxes', 'Accessibility', 'Activity', 'Bell',
  'Clock', 'CreditCard', 'Offline', 'Eye', 'Key', 'Flask', 'Network', 'Component', 'Flutter', 'Shopify', 'Figma',
  'Storybook', 'Redis', 'GithubActions', 'Refresh',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
