/**
 * The forms' zod resolvers, in their own module so the browser loads zod only when a form first validates
 * (see lazyResolver). Import it with `import()`, never statically, from client components.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { applicationFormSchema, enquiryFormSchema } from '@/lib/forms/schemas';
import { pricingContactSchema } from '@/lib/pricing-schema';

export const enquiryResolver = zodResolver(enquiryFormSchema);
export const applicationResolver = zodResolver(applicationFormSchema);
export const pricingContactResolver = zodResolver(pricingContactSchema);
