/**
 * The header menu and the Explore submenu (SPEC section 2: 6 groups, 29 links).
 */
export type NavLink = { label: string; href: string };
export type ExploreGroup = { title: string; links: NavLink[] };

export const headerItems = [
  { id: 'home', label: 'Home', href: '/' },
  { id: 'about', label: 'About', href: '/about' },
  { id: 'work', label: 'Work', href: '/work' },
  { id: 'explore', label: 'Explore' },
  { id: 'contact', label: 'Contact', href: '/contact' },
] as const;

export type HeaderItemId = (typeof headerItems)[number]['id'];

/** The names search engines show in a nested page's breadcrumb trail (Home › Work › Coral). */
export const breadcrumbLabels = { home: 'Home', work: 'Work', expertise: 'Expertise' } as const;

export const exploreGroups: ExploreGroup[] = [
  {
    title: 'What We Do',
    links: [
      { label: 'Websites', href: '/expertise/websites' },
      { label: 'Web Applications', href: '/expertise/web-applications' },
      { label: 'Mobile Apps', href: '/expertise/mobile-apps' },
      { label: 'E-commerce', href: '/expertise/ecommerce' },
      { label: 'Data Visualisation', href: '/expertise/data-visualisation' },
    ],
  },
  {
    title: 'Backend & Databases',
    links: [
      { label: 'Backend', href: '/expertise/backend' },
      { label: 'Real-Time Apps', href: '/expertise/real-time-apps' },
      { label: 'SaaS', href: '/expertise/saas' },
      { label: 'PostgreSQL', href: '/expertise/postgresql' },
      { label: 'ORM: Sequelize & Prisma', href: '/expertise/orm-sequelize-prisma' },
    ],
  },
  {
    title: 'Design & UX',
    links: [
      { label: 'User Research & Validation', href: '/expertise/user-research-validation' },
      { label: 'User Experience Design', href: '/expertise/user-experience-design' },
      { label: 'User Interface Design', href: '/expertise/user-interface-design' },
      { label: 'Prototyping', href: '/expertise/prototyping' },
      { label: 'Design Systems', href: '/expertise/design-systems' },
    ],
  },
  {
    title: 'DevOps & Cloud',
    links: [
      { label: 'Docker', href: '/expertise/docker' },
      { label: 'Virtualization', href: '/expertise/virtualization' },
      { label: 'Ansible & Web Servers', href: '/expertise/ansible-web-servers' },
      { label: 'AWS, Vercel & DigitalOcean', href: '/expertise/aws-vercel-digitalocean' },
      { label: 'CI/CD', href: '/expertise/ci-cd' },
    ],
  },
  {
    title: 'Technology',
    links: [
      { label: 'React.js', href: '/expertise/react-js' },
      { label: 'Next.js', href: '/expertise/next-js' },
      { label: 'Node.js', href: '/expertise/node-js' },
      { label: 'Express & Nest', href: '/expertise/express-nest' },
      { label: 'Supabase', href: '/expertise/supabase' },
    ],
  },
  {
    title: 'Work With Us',
    links: [
      { label: 'Careers', href: '/careers' },
      { label: 'Internships', href: '/internships' },
      { label: 'Our Process', href: '/our-process' },
      { label: 'Plans & Pricing', href: '/plans-and-pricing' },
    ],
  },
];

/** The 25 expertise slugs, in the order of the Explore table. */
export const EXPERTISE_SLUGS = exploreGroups
  .flatMap((g) => g.links)
  .filter((l) => l.href.startsWith('/expertise/'))
  .map((l) => l.href.slice('/expertise/'.length));

/** Words of the header's own controls (not pages). */
export const navLabels = {
  main: 'Main',
  home: 'home page',
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  /** Read after links that open in a new tab. */
  newTab: '(opens in a new tab)',
  notFoundLinks: 'Try one of these',
} as const;
