/**
 * About page copy: gallery, values, how the team is set up, numbers and the two testimonials.
 * Offices come from site.ts.
 */
import { z } from 'zod';
import { defineContent } from './define';
import { iconRefSchema, mediaPath, pageCopySchema, statSchema, testimonialSchema } from './schema';
import { site } from './site';

const text = z.string().trim().min(1);

const galleryItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image'), src: mediaPath, alt: text }),
  z.object({
    kind: z.literal('video'),
    /** A progressive MP4 (muted, looping) with its poster. */
    src: mediaPath,
    poster: mediaPath,
    label: text,
  }),
]);
export type GalleryItem = z.infer<typeof galleryItemSchema>;

const aboutSchema = z.object({
  /** The page's heading and intro, its title and description in search results. */
  page: pageCopySchema,
  gallery: z.object({ heading: text, trackLabel: text, pause: text, play: text, items: z.array(galleryItemSchema).min(4) }),
  values: z.object({
    heading: text,
    intro: text,
    items: z.array(z.object({ icon: iconRefSchema, title: text, text })).min(3),
  }),
  team: z.object({
    heading: text,
    intro: text,
    /** What each office does, keyed by the office's city in site.ts. */
    offices: z.record(z.string(), text),
  }),
  stats: z.object({ heading: text, items: z.array(statSchema).min(1) }),
  testimonials: z.object({
    heading: text,
    previous: text,
    next: text,
    items: z.array(testimonialSchema).length(2),
  }),
});

export const about = defineContent('about.ts', aboutSchema, {
  page: {
    title: 'About us',
    description:
      `Meet ${site.name}: designers and engineers in Orlando and Lahore who have shipped products for more than 50 businesses since ${site.foundedYear}.`,
    heading: 'A small studio with a long memory for detail.',
    intro: 'We are designers, engineers and product people who would rather ship one excellent thing than ten forgettable ones.',
  },
  gallery: {
    heading: 'Inside the studio',
    trackLabel: 'Studio photos and films, scrolling sideways',
    pause: 'Pause gallery',
    play: 'Play gallery',
    items: [
      { kind: 'image', src: '/media/images/about/gallery-1.webp', alt: 'Designers reviewing a mobile prototype on a large screen' },
      { kind: 'video', src: '/media/video/flow/original.mp4', poster: '/media/video/flow/poster.webp', label: 'Flowing lines in the studio colours' },
      { kind: 'image', src: '/media/images/about/gallery-2.webp', alt: 'A whiteboard covered in user-journey sketches' },
      { kind: 'image', src: '/media/images/about/gallery-3.webp', alt: 'Engineers pairing on a backend service at the Lahore office' },
      { kind: 'video', src: '/media/video/orbit/original.mp4', poster: '/media/video/orbit/poster.webp', label: 'Orbiting shapes from our motion studies' },
      { kind: 'image', src: '/media/images/about/gallery-4.webp', alt: 'The Orlando team in a product workshop with a client' },
      { kind: 'image', src: '/media/images/about/gallery-5.webp', alt: 'Printed design-system components pinned to a wall' },
      { kind: 'image', src: '/media/images/about/gallery-6.webp', alt: 'A release dashboard showing a green deployment pipeline' },
    ],
  },
  values: {
    heading: 'What we hold ourselves to',
    intro: 'Four habits that have survived every project since our first one.',
    items: [
      {
        icon: { name: 'Users', width: 22 },
        title: 'The makers are in the room',
        text: 'You talk to the designers and engineers building your product, not to a layer of account managers relaying messages.',
      },
      {
        icon: { name: 'Rocket', width: 22 },
        title: 'Working software every two weeks',
        text: 'Each cycle ends with something you can click, test with customers and measure. Slides are not progress.',
      },
      {
        icon: { name: 'Gauge', width: 22 },
        title: 'Fast by default',
        text: 'Performance, accessibility and security are part of the definition of done, not a phase at the end.',
      },
      {
        icon: { name: 'Shield', width: 22 },
        title: 'Built to be handed over',
        text: 'Clear code, written decisions and automated tests, so your own team can run the product without us if they choose.',
      },
    ],
  },
  team: {
    heading: 'One team, two cities',
    intro:
      'Our studio in Orlando sits close to our clients; our studio in Lahore works the US day. Together they cover strategy, design, engineering and support without a relay race between them.',
    offices: {
      Orlando:
        'Product strategy, discovery workshops and client partnership. This is where projects start, where roadmaps are agreed and where launches are planned.',
      Lahore:
        'Design, engineering, QA and DevOps. The team keeps US hours (5:00 PM to 2:00 AM PKT), so reviews, fixes and releases happen while our clients are at work.',
    },
  },
  stats: {
    heading: 'The numbers so far',
    items: [
      { title: '50+', span: ['Businesses', 'served'] },
      { title: '15,000+', span: ['Patients booking', 'through our software'] },
      { title: '80+', span: ['Awards', 'and mentions'] },
      { title: '9', span: ['Shared working hours', 'across our offices'] },
    ],
  },
  testimonials: {
    heading: 'What our clients say',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    items: [
      {
        quote:
          'They rebuilt our booking and recall system across every clinic without a single day of downtime. More than 15,000 patients now book and reschedule on their own, and our front desk finally has time for the people in the chair.',
        author: 'Dr. Aisha Rahman',
        position: 'Clinical Director, Total Health Dental Care',
      },
      {
        quote:
          'From the first workshop to launch they behaved like part of our company. The payments platform they built handled our busiest month without a wobble, and because their Lahore team works our hours, fixes shipped the same afternoon.',
        author: 'Daniel Okafor',
        position: 'Founder, Honeydu',
      },
    ],
  },
});
