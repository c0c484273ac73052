/**
 * The zod schema of the whole Plans & Pricing request, the JSON body of POST /api/pricing (checked on the server).
 * Its contact fields are the forms' pricingContactSchema (src/lib/forms/schemas.ts), which the browser checks.
 * Services, options and skills are checked against the pricing content it is built from: the route builds it from
 * the published content (`pricingRequestSchemaFor(await readPricing())`); `pricingRequestSchema` is src/content's.
 */
import * as z from '@/lib/forms/zod';
import type { Infer } from '@/lib/forms/zod';
import { pricingCopy as pricing } from '@/content/pricing-copy';
import { pricingContactSchema } from '@/lib/forms/schemas';
import type { Option, Pricing } from '@/content/schema';
import { allowedSkills, findRole, isConfigured } from './services';

function optionSchema(known: readonly Option[], what: string) {
  return z.nullable(
    z
      .strictObject({ id: z.string().check(z.maxLength(40)), name: z.string().check(z.maxLength(60)), value: z.string().check(z.maxLength(40)) })
      .check(
        z.refine((o) => known.some((k) => k.id === o.id && k.name === o.name && k.value === o.value), {
          message: `Unknown ${what}`,
        }),
      ),
  );
}

/** The services, options and skills a request may name: the pricing content's. */
export type PricingOptions = Pick<Pricing, 'roles' | 'people' | 'priceTypes' | 'levels'>;

function serviceSchemaFor(pricing: PricingOptions) {
  return z
    .strictObject({
      title: z.string().check(z.maxLength(80)),
      selectedPeople: optionSchema(pricing.people, 'number of experts'),
      selectedPriceType: optionSchema(pricing.priceTypes, 'way to pay'),
      selectedLevel: optionSchema(pricing.levels, 'level'),
      skills: z.record(z.string().check(z.maxLength(60)), z.boolean()),
    })
    .check(z.superRefine((service, ctx) => {
      const role = findRole(service.title, pricing.roles);
      if (!role) {
        ctx.addIssue({ code: 'custom', path: ['title'], message: 'Unknown service role' });
        return;
      }
      const allowed = allowedSkills(role, service.selectedLevel);
      for (const [skill, on] of Object.entries(service.skills)) {
        if (!role.skills.includes(skill)) {
          ctx.addIssue({ code: 'custom', path: ['skills', skill], message: `Unknown skill for ${role.title}` });
        } else if (on && !allowed.includes(skill)) {
          ctx.addIssue({ code: 'custom', path: ['skills', skill], message: 'Skill not part of the chosen level' });
        }
      }
      if (!isConfigured(service)) {
        ctx.addIssue({ code: 'custom', path: [], message: 'A service needs an option or a skill' });
      }
    }));
}

/**
 * The JSON body of POST /api/pricing, checked the same way in the browser and on the server.
 * Name and e-mail sit at the top level, as in the other forms, so the staff e-mail can reply to them.
 */
export function pricingRequestSchemaFor(pricing: PricingOptions) {
  return z.strictObject({
    ...pricingContactSchema.shape,
    services: z.array(serviceSchemaFor(pricing)).check(
      z.minLength(1, 'Choose at least one service'),
      z.maxLength(pricing.roles.length),
      z.refine((list) => new Set(list.map((s) => s.title)).size === list.length, { message: 'Each service only once' }),
    ),
    /** The honeypot (people leave it empty; the submission pipeline drops requests that fill it). */
    website: z.optional(z.literal('')),
  });
}

/** The request schema over src/content's pricing (the seed). */
export const pricingRequestSchema = pricingRequestSchemaFor(pricing);
/** What the schema accepts; services.ts's PricingRequest, which the browser builds, must fit it (a type test checks). */
export type CheckedPricingRequest = Infer<typeof pricingRequestSchema>;
