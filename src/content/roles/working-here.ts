/**
 * The words around the role lists on /careers and /internships: the short
 * "what working here is like" section of each page and the Roles heading block.
 */
import { z } from 'zod';
import { defineContent } from '../define';
import { iconRefSchema, pageCopySchema } from '../schema';

const text = z.string().trim().min(1);

const workingHereSchema = z.object({
  /** The page's heading and intro (above this section), its title and description in search results. */
  page: pageCopySchema,
  eyebrow: text,
  heading: text,
  paragraph: text,
  points: z.array(z.object({ icon: iconRefSchema, title: text, text })).min(3).max(4),
});
export type WorkingHere = z.infer<typeof workingHereSchema>;


export const rolesCopy = defineContent(
  'roles/working-here.ts',
  z.object({
    rolesSection: z.object({ heading: text, contactLine: text }),
    /** Labels on a role card and its description sections (also used in the JobPosting description). */
    card: z.object({
      submitApplication: z.literal('Submit Application'),
      /** The four details on a role card: type, experience (jobs) or salary (internships), location. */
      details: z.object({ type: text, experience: text, salary: text, location: text }),
      roadmapLink: text,
      newTab: text,
      sections: z.object({
        whatsInItForYou: text,
        positionDetails: text,
        keyResponsibilities: text,
        requirements: text,
        whyJoin: text,
      }),
    }),
    careers: workingHereSchema,
    internships: workingHereSchema,
  }),
  {
    rolesSection: { heading: 'Roles', contactLine: 'Or Contact us with' },
    card: {
      submitApplication: 'Submit Application',
      details: { type: 'Type', experience: 'Experience', salary: 'Salary', location: 'Location' },
      roadmapLink: 'See the learning roadmap for this role',
      newTab: '(opens in a new tab)',
      sections: {
        whatsInItForYou: 'What’s in it for you',
        positionDetails: 'Position details',
        keyResponsibilities: 'Key responsibilities',
        requirements: 'Requirements',
        whyJoin: 'Why join',
      },
    },
    careers: {
      page: {
        title: 'Careers',
        description:
          'Junior roles at Driftline in design, Flutter, frontend, backend, AI and business development. Remote or in Lahore, with mentoring from day one.',
        heading: 'Careers at Driftline',
        intro: 'Start your career on real products with people who will review your work carefully and help you grow fast.',
      },
      eyebrow: 'Working here',
      heading: 'Small teams, real products, someone in your corner.',
      paragraph:
        'Juniors at Driftline are not parked on internal tools. You join a client team of three to six people, ship in two-week cycles and get a mentor who reads your work closely.',
      points: [
        { icon: { name: 'Users', width: 28 }, title: 'A mentor, by name', text: 'Weekly one-to-ones and a written growth plan, reviewed every six months with your salary.' },
        { icon: { name: 'Rocket', width: 28 }, title: 'Shipping from month one', text: 'Your first production change usually goes live within a few weeks of joining.' },
        { icon: { name: 'Globe', width: 28 }, title: 'Remote or Lahore', text: 'Work from home anywhere in Pakistan or from our Gulberg office — same team, same hours.' },
        { icon: { name: 'Calendar', width: 28 }, title: 'Evening hours', text: '5:00 PM to 2:00 AM PKT, overlapping with our clients in the United States.' },
      ],
    },
    internships: {
      page: {
        title: 'Internships',
        description:
          'Six-month internships at Driftline: remote or in Lahore, mentored on live client work, with a certificate and a recommendation letter.',
        heading: 'Internships',
        intro: 'Six months of real work on real products, with a mentor who has shipped them — remote or in our Lahore office.',
      },
      eyebrow: 'Interning here',
      heading: 'Six months that count on your CV.',
      paragraph:
        'Our internships are built around real work: you join a team, take small tickets on live products and get feedback twice a week. Cohorts start in February and August.',
      points: [
        { icon: { name: 'Check', width: 28 }, title: 'Certificate and letter', text: 'Complete the six months and leave with a certificate and a personal recommendation letter.' },
        { icon: { name: 'Users', width: 28 }, title: 'Twice-weekly reviews', text: 'A mentor who reviews your work and helps you plan each month.' },
        { icon: { name: 'Globe', width: 28 }, title: 'Remote or Lahore', text: 'Join from home or from our Lahore office, whichever suits your studies.' },
        { icon: { name: 'Calendar', width: 28 }, title: 'Evenings only', text: '8:00 PM to 2:00 AM PKT, so your days stay free for university.' },
      ],
    },
  },
);

export type RolesCopy = typeof rolesCopy;
