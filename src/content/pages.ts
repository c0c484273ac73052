/**
 * Heading, intro and metadata of each top-level route.
 * Expertise pages and case studies carry their own in their content files.
 */
import { z } from 'zod';
import { defineContent } from './define';
import { pageCopySchema } from './schema';
import { site } from './site';

export const pages = defineContent(
  'pages.ts',
  z.object({
    home: pageCopySchema,
    about: pageCopySchema,
    work: pageCopySchema,
    careers: pageCopySchema,
    internships: pageCopySchema,
    plansAndPricing: pageCopySchema,
    ourProcess: pageCopySchema,
    contact: pageCopySchema,
    privacy: pageCopySchema,
    notFound: pageCopySchema,
  }),
  {
    home: {
      title: 'Driftline — backend, web, mobile, SaaS and cloud products',
      description:
        'Driftline designs and builds backend, web, mobile, SaaS and cloud products for more than 50 businesses, from first prototype to millions of requests.',
      heading: 'We build software people rely on.',
      intro: `A product studio in Orlando and Lahore shipping backend, web, mobile, SaaS and cloud products since ${site.foundedYear}.`,
    },
    about: {
      title: 'About us',
      description:
        `Meet ${site.name}: designers and engineers in Orlando and Lahore who have shipped products for more than 50 businesses since ${site.foundedYear}.`,
      heading: 'A small studio with a long memory for detail.',
      intro: 'We are designers, engineers and product people who would rather ship one excellent thing than ten forgettable ones.',
    },
    work: {
      title: 'Work',
      description:
        'Case studies from Driftline: lead generation, dental healthcare, fintech scheduling, venture studios and blockchain products we designed and built.',
      heading: 'Selected work',
      intro: 'Products we designed, built and still care about — and what they changed for the people who run them.',
    },
    careers: {
      title: 'Careers',
      description:
        'Junior roles at Driftline in design, Flutter, frontend, backend, AI and business development. Remote or in Lahore, with mentoring from day one.',
      heading: 'Careers at Driftline',
      intro: 'Start your career on real products with people who will review your work carefully and help you grow fast.',
    },
    internships: {
      title: 'Internships',
      description:
        'Six-month internships at Driftline: remote or in Lahore, mentored on live client work, with a certificate and a recommendation letter.',
      heading: 'Internships',
      intro: 'Six months of real work on real products, with a mentor who has shipped them — remote or in our Lahore office.',
    },
    plansAndPricing: {
      title: 'Plans & Pricing',
      description:
        'Build your team with Driftline: choose the experts, the level and the way you would like to pay, and we reply with a plan within one business day.',
      heading: 'Plans & Pricing',
      intro: 'Pick the roles you need, tell us how senior and how many, and we will send back a plan and a price.',
    },
    ourProcess: {
      title: 'Our Process',
      description:
        'How Driftline works: discovery, design, build, launch and support — short cycles, working software every two weeks and no surprises on the invoice.',
      heading: 'How we work',
      intro: 'Five stages, each ending in something you can see, click or measure.',
    },
    contact: {
      title: 'Contact',
      description:
        'Tell Driftline about your project. Fill in a short form, attach a brief if you have one, and we respond within one business day.',
      heading: 'Let’s get started.',
      intro: 'Fill in the blanks and we’ll respond in one business day.',
    },
    privacy: {
      title: 'Privacy notice',
      description:
        'What Driftline collects through its job-application and project-enquiry forms, why, where files are kept, for how long and how to have them deleted.',
      heading: 'Privacy notice',
      intro: 'What we collect when you write to us or apply for a role, why we keep it, and how to have it removed.',
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you were looking for is not here. It may have moved, or the address may be mistyped. Try the links below.',
      heading: 'This page drifted off.',
      intro: 'The address may be mistyped, or the page may have moved. These links will get you back on course.',
    },
  },
);
