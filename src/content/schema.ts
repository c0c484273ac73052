/**
 * Zod schemas for every entity of SPEC section 3, plus the site config.
 * Content files validate themselves against these with `defineContent`.
 */
import { z } from 'zod';
import { isCanonicalSitePath, isLinkHref, isMediaReference } from '@/lib/content/site-path.mjs';
import { ICON_NAMES } from './icons';

const text = z.string().trim().min(1);
/**
 * A media file: a path on this site written in its one canonical form (e.g. '/media/images/x.webp'; an upload as the
 * media library writes it, '/media/u/<sha256>/…'), or an absolute https URL elsewhere.
 */
export const mediaPath = z
  .string()
  .refine(isMediaReference, 'must be a path on this site written plainly (no . or .. parts, no escaped letters; an upload as the media library gives it) or an https URL');
/** A page of this site, in its one canonical form: '/work/coral', never '/work/./coral' or '/work/coral/'. */
export const internalPath = z.string().refine(isCanonicalSitePath, 'must be a path on this site, starting with /, written plainly (no . or .. parts, no trailing /)');
/** Every link a visitor can follow: https:, http:, mailto:, tel: or a path on this site (see internalPath). */
export const linkHref = z
  .string()
  .refine(isLinkHref, 'must be a link starting with https://, http://, mailto: or tel:, or a path on this site such as /careers');

export const iconRefSchema = z.object({ name: z.enum(ICON_NAMES), width: z.number().int().positive().max(512) });
export type IconRef = z.infer<typeof iconRefSchema>;

/** Themes named in the spec: blue, cyan, and a green variant. */
export const variantSchema = z.enum(['blue', 'cyan', 'green']);
export type Variant = z.infer<typeof variantSchema>;

// ---------------------------------------------------------------- media
export const videoQualityLevelSchema = z.object({
  height: z.number().int().positive(),
  width: z.number().int().positive(),
  bitrate: z.number().int().nonnegative(),
  index: z.number().int().nonnegative(),
  label: text,
});
export type VideoQualityLevel = z.infer<typeof videoQualityLevelSchema>;

export const videoSchema = z.object({
  /** Progressive MP4 used on cards. */
  originalFile: mediaPath,
  /** Streaming master playlists (.m3u8). */
  sequences: z.array(mediaPath).min(1),
  poster: mediaPath,
});
export type Video = z.infer<typeof videoSchema>;

export const showreelSchema = z.object({
  src: mediaPath,
  fallbackSrc: mediaPath,
  poster: mediaPath,
  title: text,
  levels: z.array(videoQualityLevelSchema).default([]),
  currentLevel: z.number().int().default(-1),
});
export type Showreel = z.infer<typeof showreelSchema>;

// ---------------------------------------------------------------- work
export const industrySchema = z.enum([
  'Sales / lead generation',
  'Healthcare / dental',
  'Fintech',
  'Consulting and venture studio',
  'Blockchain',
]);

/** A case study's slug, its address /work/{slug}: staff can change it (the old address then answers 308). */
export const caseStudySlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use lowercase letters, digits and single hyphens (e.g. golden-dao)')
  .max(60);
/** The seed's case studies, in grid order (src/content/case-studies.ts). */
export const SEED_CASE_STUDY_SLUGS = ['troophunter', 'totalhealthdentalcare', 'scheduler', 'honeydu', 'coral', 'goldendao'] as const;
export type CaseStudySlug = (typeof SEED_CASE_STUDY_SLUGS)[number];

/** Case-study pages use 3 videos and 4 images (SPEC §9). */
export const CASE_STUDY_IMAGES_USED = 4;
export const CASE_STUDY_VIDEOS_USED = 3;

export const caseStudySchema = z
  .object({
    slug: caseStudySlugSchema,
    title: text,
    websiteUrl: z.url({ protocol: /^https$/ }),
    industry: industrySchema,
    shortIntro: z.string().trim().min(50).max(170),
    overview: text,
    approach: text,
    impact: text,
    keyContributions: z.array(text).length(5),
    placeholderImage: mediaPath,
    /** Image URLs; empty strings are allowed and skipped. */
    images: z.array(z.union([mediaPath, z.literal('')])),
    /** Alt text for each entry of `images`, same order ('' for an empty image). */
    imageAlts: z.array(z.string()),
    video: z.object({
      /** Progressive MP4 played on work cards. */
      originalFile: mediaPath,
      poster: mediaPath,
      /** Streaming master playlists (.m3u8): the page's three videos, in order. */
      sequences: z.array(mediaPath).min(CASE_STUDY_VIDEOS_USED),
    }),
    bgColor: z.enum(['blue', 'cyan']),
    path: internalPath,
    nextWorkProject: z.object({ slug: caseStudySlugSchema, video: mediaPath }),
    /** Multi-line: each line break starts a new line of the quote. */
    testimonial: text,
    testimonialAuthor: text,
    testimonialAuthorPosition: text,
  })
  .refine((c) => c.images.filter(Boolean).length >= CASE_STUDY_IMAGES_USED, {
    message: `a case study needs at least ${CASE_STUDY_IMAGES_USED} non-empty images`,
    path: ['images'],
  })
  .refine((c) => c.imageAlts.length === c.images.length && c.images.every((src, i) => !src || c.imageAlts[i]?.trim()), {
    message: 'every non-empty image needs its alt text, in the same position',
    path: ['imageAlts'],
  })
  .refine((c) => c.path === `/work/${c.slug}`, { message: 'path must be /work/{slug}', path: ['path'] })
  .refine((c) => c.video.sequences.every((s) => s.endsWith('.m3u8')), {
    message: 'sequences are streaming master playlists (.m3u8)',
    path: ['video', 'sequences'],
  });
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** One card of the work grid (built from a case study by `workGridCards`). */
export const workCardSchema = z.object({
  /** landscape 1452×890 (inner), portrait 710×890 (outer). */
  variant: z.enum(['landscape', 'portrait']),
  space: z.enum(['inner', 'outer']),
  bgColor: z.enum(['blue', 'cyan']),
  title: text,
  images: z.array(mediaPath),
  backgroundImage: mediaPath,
  placeholderImage: mediaPath,
  /** Progressive MP4 played muted on the card. */
  video: mediaPath,
  path: internalPath,
  testimonial: z.object({ text, author: text, position: text }),
});
export type WorkCard = z.infer<typeof workCardSchema>;

// ---------------------------------------------------------------- expertise
export const expertiseCardSchema = z.object({
  variant: variantSchema,
  tagText: text,
  heading: text,
  slug: z.string().regex(/^[a-z0-9-]+$/),
  image: mediaPath.optional(),
});
export type ExpertiseCard = z.infer<typeof expertiseCardSchema>;

export const expertiseHeroSchema = z
  .object({
    tagText: text,
    /** Each entry is one line of the heading. */
    heading: z.array(text).min(1),
    variant: variantSchema,
    icon: iconRefSchema.optional(),
    image: mediaPath.optional(),
  })
  .refine((h) => h.icon || h.image, { message: 'an expertise hero needs an image or an icon' });
export type ExpertiseHero = z.infer<typeof expertiseHeroSchema>;

export const contentAsideItemSchema = z
  .object({
    image: mediaPath.optional(),
    icon: iconRefSchema.optional(),
    title: text,
    /** Trusted HTML from our own content, still rendered through a sanitizer. */
    paragraph: text,
  })
  .refine((i) => i.icon || i.image, { message: 'a content-aside item needs an image or an icon' });
export type ContentAsideItem = z.infer<typeof contentAsideItemSchema>;

export const iconCardSchema = z.object({ icon: iconRefSchema, title: text, description: text });
export type IconCard = z.infer<typeof iconCardSchema>;
export const iconCardsSectionSchema = z.object({ title: text, paragraph: text, items: z.array(iconCardSchema).min(1) });
export type IconCardsSection = z.infer<typeof iconCardsSectionSchema>;

// ---------------------------------------------------------------- home & about
/** A stat's title is a number with an optional suffix, such as '80+'. */
export const statSchema = z.object({
  title: z.string().regex(/^\d[\d,.]*\D*$/, 'a stat title is a number with an optional suffix, like 80+'),
  span: z.array(text).min(1),
});
export type Stat = z.infer<typeof statSchema>;

export const homeBottomBlockSchema = z.object({
  heading: text,
  para1: text,
  para2: text,
  image: mediaPath,
  imageAlt: text,
  stats: z.array(statSchema).min(1),
});
export type HomeBottomBlock = z.infer<typeof homeBottomBlockSchema>;

export const testimonialSchema = z.object({ quote: text, author: text, position: text });
export type Testimonial = z.infer<typeof testimonialSchema>;

export const clientLogoSchema = z.object({ name: text, logo: mediaPath });
export type ClientLogo = z.infer<typeof clientLogoSchema>;

// ---------------------------------------------------------------- footer & site
export const socialLinkSchema = z.object({ title: text, href: linkHref, icon: iconRefSchema });
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const officeSchema = z.object({
  city: text,
  region: text,
  country: text,
  countryCode: z.string().length(2),
  /** As shown to people. */
  phone: text,
  /** E.164, used in tel: links and structured data. */
  phoneE164: z.string().regex(/^\+\d{7,15}$/),
  streetAddress: text,
  postalCode: text,
});
export type Office = z.infer<typeof officeSchema>;

export const footerSchema = z.object({
  heading: z.object({ text, href: linkHref }),
  /** The words before the ticker, e.g. 'We build' → "We build [SaaS]". */
  tickerLead: text,
  tickerWords: z.array(text),
  tickerIntervalMs: z.number().int().positive().optional(),
  button: z.object({ text }),
  privacy: z.object({ year: z.number().int().min(2000).max(2100), text }),
  socialLinks: z.array(socialLinkSchema).min(1),
  /** Footer links (/careers opens in a new tab, per the spec). */
  links: z.array(z.object({ label: text, href: linkHref, newTab: z.boolean().default(false) })).min(1),
  /** Column headings. */
  labels: z.object({ offices: text, contact: text, links: text, social: text }),
});
export type Footer = z.infer<typeof footerSchema>;

export const siteConfigSchema = z.object({
  name: text,
  legalName: text,
  tagline: text,
  description: text,
  email: z.email(),
  offices: z.array(officeSchema).length(2),
  foundedYear: z.number().int(),
  footer: footerSchema,
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

// ---------------------------------------------------------------- pages
/** A page's heading and intro (what a visitor meets first), then its title and description (the tab and search results). */
export const pageCopySchema = z.object({
  heading: text,
  intro: text,
  title: text,
  description: z.string().min(50).max(170),
});
export type PageCopy = z.infer<typeof pageCopySchema>;

// ---------------------------------------------------------------- careers
export const jobRoleSchema = z
  .object({
    subTitle: z.literal('OPEN ROLES'),
    title: text,
    type: z.enum(['Junior', 'Internship']),
    experience: z.enum(['0–2 Year', '0–2 Years']).optional(),
    salary: z.literal('Unpaid').optional(),
    location: z.literal('Remote / Lahore'),
    /** Listed on the careers/internships page; defined-but-unlisted roles keep their data. */
    listed: z.boolean(),
    /** An external learning roadmap for the role (e.g. roadmap.sh), opened in a new tab. */
    roadmapUrl: z.url({ protocol: /^https$/ }).optional(),
    /** When the opening was posted (JobPosting datePosted), YYYY-MM-DD. */
    datePosted: z.iso.date(),
    /** When applications close, if they do (JobPosting validThrough), YYYY-MM-DD. */
    validThrough: z.iso.date().optional(),
    description: z.object({
      intro: text,
      body: text,
      whatsInItForYou: z.array(text).min(1),
      positionDetails: z.array(z.object({ label: text, value: text })).min(1),
      keyResponsibilities: z.array(text).min(1),
      requirements: z.array(text).min(1),
      whyJoin: z.array(text).min(1),
    }),
  })
  .refine((r) => (r.type === 'Junior' ? !!r.experience && !r.salary : !!r.salary && !r.experience), {
    message: 'A junior role has an experience and no salary; an internship is unpaid and has no experience.',
    path: ['type'],
  })
  .refine((r) => !r.validThrough || r.validThrough >= r.datePosted, {
    message: 'validThrough must not be before datePosted',
    path: ['validThrough'],
  });
export type JobRole = z.infer<typeof jobRoleSchema>;

// ---------------------------------------------------------------- pricing
export const optionSchema = z.object({ id: z.string().min(1), name: text, value: z.string().min(1) });
export type Option = z.infer<typeof optionSchema>;

export const serviceRequestRoleSchema = z.object({
  title: text,
  selectedPeople: optionSchema.nullable(),
  selectedPriceType: optionSchema.nullable(),
  selectedLevel: optionSchema.nullable(),
  skills: z.record(z.string(), z.boolean()),
});
export type ServiceRequestRole = z.infer<typeof serviceRequestRoleSchema>;

/**
 * A service role offered on the pricing page: its skills, and per level of expertise the skills
 * that level permits. A level missing from `levels` permits every skill of the role.
 */
export const serviceRoleSchema = z
  .object({
    title: text,
    summary: text,
    skills: z.array(text).min(1).max(24),
    levels: z.record(z.string(), z.array(text)),
  })
  .refine((r) => new Set(r.skills).size === r.skills.length, { message: 'a role lists each skill once' })
  .refine((r) => Object.values(r.levels).every((permitted) => permitted.every((s) => r.skills.includes(s))), {
    message: 'a level may only permit skills of its own role',
  });
export type ServiceRole = z.infer<typeof serviceRoleSchema>;

/**
 * The Plans & Pricing page: its heading and intro, its title and description in search results, then what the
 * configurator reads (its roles, options, words and statistics).
 */
export const pricingSchema = z
  .object({
    page: pageCopySchema,
    roles: z.array(serviceRoleSchema).min(1),
    people: z.array(optionSchema).min(1),
    priceTypes: z.array(optionSchema).min(1),
    levels: z.array(optionSchema).min(1),
    copy: z.object({
      contactLine: text,
      servicesHeading: text,
      cardLabel: text,
      peopleQuestion: text,
      priceTypeQuestion: text,
      levelQuestion: text,
      prompt: text,
      experts: z.object({ full: text, short: text }),
      included: z.object({ full: text, short: text }),
      /** '{level}' is replaced by the level's name. */
      levelNote: text,
      /** '{level}' and '{skills}' are replaced. */
      switchedOff: text,
      requestHeading: text,
      requestIntro: text,
      /** '{count}' is replaced by the number of configured services. */
      configuredCount: text,
      nameLabel: text,
      emailLabel: text,
      send: text,
      sending: text,
      sent: text,
      sentDetail: text,
      noService: text,
      failed: text,
      rateLimited: text,
      statsHeading: text,
    }),
    stats: z.array(statSchema).min(1),
  })
  .refine((p) => p.roles.every((r) => Object.keys(r.levels).every((id) => p.levels.some((l) => l.id === id))), {
    message: 'a role names only known levels',
  })
  .refine((p) => new Set(p.roles.map((r) => r.title)).size === p.roles.length, { message: 'role titles are unique' });
/** What the configurator reads (browser code has it from pricing-copy.ts): the page without its own heading and search listing. */
export type Pricing = Omit<z.infer<typeof pricingSchema>, 'page'>;

// ---------------------------------------------------------------- navigation
/** The Explore submenu (src/content/navigation.ts): groups of links, each to a page of the site. */
export const exploreGroupsSchema = z
  .array(z.object({ title: text, links: z.array(z.object({ label: text, href: internalPath })).min(1) }))
  .min(1);
