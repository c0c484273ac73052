import { z } from 'zod';
import { contentAsideItemSchema, expertiseHeroSchema, iconCardSchema } from '../schema';

/** One /expertise/{slug} page: hero, 3–4 content-aside items, an icon-cards section and its metadata. */
export const expertisePageSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** Document title (the site name is appended by the layout). */
  title: z.string().trim().min(1).max(60),
  description: z.string().min(80).max(170),
  hero: expertiseHeroSchema,
  /** One line under the heading, plain text. */
  intro: z.string().trim().min(40),
  aside: z.array(contentAsideItemSchema).min(3).max(4),
  iconCards: z.object({
    title: z.string().trim().min(1),
    paragraph: z.string().trim().min(1),
    items: z.array(iconCardSchema).min(3).max(6),
  }),
});
export type ExpertisePageInput = z.input<typeof expertisePageSchema>;
export type ExpertisePage = z.output<typeof expertisePageSchema>;
