/**
 * Home page copy: client logos heading, awards line, "Our Expertise" cards, work teaser and the bottom block.
 */
import { z } from 'zod';
import { defineContent } from './define';
import { expertiseCardSchema, homeBottomBlockSchema, linkHref, pageCopySchema } from './schema';
import { site } from './site';

const text = z.string().trim().min(1);
const link = z.object({ text, href: linkHref });

/** Used when an expertise card has no image of its own. */
export const DEFAULT_EXPERTISE_IMAGE = '/media/images/expertise/default.webp';

const homeSchema = z.object({
  /** The page's heading and intro, its title and description in search results. */
  page: pageCopySchema,
  clients: z.object({ heading: text }),
  /** The awards intro line (SPEC: 80+ awards, partnering with leading brands since 2019). */
  awardsIntro: text,
  expertise: z.object({
    heading: text,
    intro: text,
    readMore: text,
    /** Each links to an expertise page (a rule across items: src/lib/content/kinds.ts crossItemIssues). */
    cards: z.array(expertiseCardSchema).min(1),
  }),
  work: z.object({ heading: text, intro: text, link }),
  bottomBlock: homeBottomBlockSchema.extend({ link }),
});

export const home = defineContent('home.ts', homeSchema, {
  page: {
    title: 'Driftline — backend, web, mobile, SaaS and cloud products',
    description:
      'Driftline designs and builds backend, web, mobile, SaaS and cloud products for more than 50 businesses, from first prototype to millions of requests.',
    heading: 'We build software people rely on.',
    intro: `A product studio in Orlando and Lahore shipping backend, web, mobile, SaaS and cloud products since ${site.foundedYear}.`,
  },
  clients: { heading: 'Trusted by teams in healthcare, fintech, sales and web3' },
  awardsIntro: `80+ awards and mentions, and partnering with leading brands since ${site.foundedYear}. We design, build and run the software behind them — from the first sketch to the thousandth deploy.`,
  expertise: {
    heading: 'Our Expertise',
    intro: 'Five disciplines under one roof, so the people who design your product are the people who ship and run it.',
    readMore: 'Read more',
    cards: [
      {
        variant: 'blue',
        tagText: 'Backend',
        heading: 'APIs, data and integrations that stay fast at a million requests',
        slug: 'backend',
        image: '/media/images/expertise/backend.webp',
      },
      {
        variant: 'cyan',
        tagText: 'Web',
        heading: 'Web applications with the polish of a product and the speed of a static site',
        slug: 'web-applications',
        image: '/media/images/expertise/web-applications.webp',
      },
      {
        variant: 'green',
        tagText: 'Mobile',
        heading: 'iOS and Android apps people keep on their home screen',
        slug: 'mobile-apps',
        image: '/media/images/expertise/mobile-apps.webp',
      },
      {
        variant: 'blue',
        tagText: 'SaaS',
        heading: 'Multi-tenant SaaS, billing and onboarding built in from day one',
        slug: 'saas',
        image: '/media/images/expertise/saas.webp',
      },
      {
        variant: 'cyan',
        tagText: 'Cloud',
        heading: 'Cloud on AWS, Vercel and DigitalOcean, sized for today and ready for next year',
        slug: 'aws-vercel-digitalocean',
        image: '/media/images/expertise/aws-vercel-digitalocean.webp',
      },
      {
        variant: 'green',
        tagText: 'Design & UX',
        heading: 'Research-led product design that removes steps instead of adding screens',
        slug: 'user-experience-design',
      },
    ],
  },
  work: {
    heading: 'Selected work',
    intro: 'A dental group, a fintech, a venture studio and a DAO: products we designed, built and still look after.',
    link: { text: 'See all work', href: '/work' },
  },
  bottomBlock: {
    heading: 'Senior people, small teams, software that lasts.',
    para1:
      'Since our first project we have worked with more than 50 businesses, from two-person start-ups to a dental group whose booking platform now serves over 15,000 patients. Every engagement is run by the designers and engineers who do the work, with no hand-offs in between.',
    para2:
      'We work in short cycles and show working software every two weeks. Our team in Lahore shares most of the US working day with our Orlando office, so questions get answered the same day and releases go out while you are still at your desk.',
    image: '/media/images/home/studio.webp',
    imageAlt: 'Abstract light trails in blue and cyan on a dark studio backdrop',
    stats: [
      { title: '80+', span: ['Awards', 'and mentions'] },
      { title: '50+', span: ['Businesses', 'served'] },
      { title: '15,000+', span: ['Patients on one', 'platform we built'] },
      { title: '2', span: ['Studios:', 'Orlando and Lahore'] },
    ],
    link: { text: 'About Us', href: '/about' },
  },
});
