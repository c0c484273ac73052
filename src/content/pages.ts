/**
 * Heading, intro and metadata of the top-level pages that have no content of their own: the work grid, the contact
 * page (also the enquiry dialog's words) and the page-not-found page. Every other page carries its own in its content
 * file (`page`), so its form holds everything the page shows.
 */
import { z } from 'zod';
import { defineContent } from './define';
import { pageCopySchema } from './schema';

export const pages = defineContent(
  'pages.ts',
  z.object({
    work: pageCopySchema,
    contact: pageCopySchema,
    notFound: pageCopySchema,
  }),
  {
    work: {
      title: 'Work',
      description:
        'Case studies from Driftline: lead generation, dental healthcare, fintech scheduling, venture studios and blockchain products we designed and built.',
      heading: 'Selected work',
      intro: 'Products we designed, built and still care about — and what they changed for the people who run them.',
    },
    contact: {
      title: 'Contact',
      description:
        'Tell Driftline about your project. Fill in a short form, attach a brief if you have one, and we respond within one business day.',
      heading: 'Let’s get started.',
      intro: 'Fill in the blanks and we’ll respond in one business day.',
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you were looking for is not here. It may have moved, or the address may be mistyped. Try the links below.',
      heading: 'This page drifted off.',
      intro: 'The address may be mistyped, or the page may have moved. These links will get you back on course.',
    },
  },
);
