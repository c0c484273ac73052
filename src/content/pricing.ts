/**
 * Plans & Pricing content, validated: the build fails with a message naming the field if `pricing-copy.ts`
 * breaks the pricing schema. Browser code imports `pricingCopy` from './pricing-copy' instead (same data, no
 * schema code, and without the page's heading, intro, title and description, which only the server renders).
 */
import { defineContent } from './define';
import { pricingCopy } from './pricing-copy';
import { pricingSchema } from './schema';

export const pricing = defineContent('pricing.ts', pricingSchema, {
  page: {
    title: 'Plans & Pricing',
    description:
      'Build your team with Driftline: choose the experts, the level and the way you would like to pay, and we reply with a plan within one business day.',
    heading: 'Plans & Pricing',
    intro: 'Pick the roles you need, tell us how senior and how many, and we will send back a plan and a price.',
  },
  ...pricingCopy,
});

export type { Pricing, ServiceRole, ServiceRequestRole, Option } from './schema';
