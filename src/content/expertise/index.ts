/**
 * The 25 expertise pages (/expertise/{slug}), one file per Explore group.
 */
import { z } from 'zod';
import { defineContent } from '../define';
import { EXPERTISE_SLUGS } from '../navigation';
import { expertisePageSchema, type ExpertisePage } from './schema';
import { whatWeDo } from './what-we-do';
import { backendAndDatabases } from './backend-databases';
import { designAndUx } from './design-ux';
import { devopsAndCloud } from './devops-cloud';
import { technology } from './technology';

export type { ExpertisePage } from './schema';

export const expertisePages: ExpertisePage[] = defineContent(
  'expertise/index.ts',
  z
    .array(expertisePageSchema)
    .refine((ps) => new Set(ps.map((p) => p.slug)).size === ps.length, { message: 'two pages share a slug' })
    .refine((ps) => ps.every((p) => EXPERTISE_SLUGS.includes(p.slug)), { message: 'a page slug is not in the Explore table' }),
  [...whatWeDo, ...backendAndDatabases, ...designAndUx, ...devopsAndCloud, ...technology],
);

export function getExpertisePage(slug: string): ExpertisePage | undefined {
  return expertisePages.find((p) => p.slug === slug);
}

/** The closing call to action shared by every expertise page. */
export const expertiseCta = {
  heading: 'Have something like this on your roadmap?',
  text: 'Tell us where the product is today and where it needs to be. A lead engineer or designer replies within one business day — no sales script.',
  primary: { label: 'Start a project', href: '/contact' },
  secondary: { label: 'See our work', href: '/work' },
};

/** Copy of the /expertise index page. */
export const expertiseIndex = {
  title: 'Expertise',
  description:
    'Everything Driftline designs, builds and runs: websites, web and mobile apps, backends and databases, design systems, DevOps and cloud, React, Next.js and Node.',
  heading: 'What we are good at',
  intro: 'Twenty-five things we do every week, grouped the way our teams are. Pick one to see how we approach it.',
};
