/**
 * The forms' zod resolvers, in their own module so the browser loads zod only when a form first validates
 * (see lazyResolver). Import it with `import()`, never statically, from client components.
 */
import { zodResolver } from '@hookform/resolvers/zod';
// Only the forms' schemas: anything else imported here (the pricing content, say) would be downloaded on a form's first check.
import { applicationFormSchema, enquiryFormSchema, pricingContactSchema } from '@/lib/forms/schemas';

export const enquiryResolver = zodResolver(enquiryFormSchema);
export const applicationResolver = zodResolver(applicationFormSchema);
export const pricingContactResolver = zodResolver(pricingContactSchema);
