/**
 * Plans & Pricing content, validated: the build fails with a message naming the field if `pricing-copy.ts`
 * breaks the pricing schema. Browser code imports `pricingCopy` from './pricing-copy' instead (same data, no
 * schema code).
 */
import { defineContent } from './define';
import { pricingCopy } from './pricing-copy';
import { pricingSchema } from './schema';

export const pricing = defineContent('pricing-copy.ts', pricingSchema, pricingCopy);


export type { Pricing, ServiceRole, ServiceRequestRole, Option } from './schema';
