/**
 * /our-process: the stages of a Driftline engagement and the working principles behind them.
 */
import { z } from 'zod';
import { defineContent } from './define';
import { iconRefSchema, linkHref, pageCopySchema } from './schema';

const text = z.string().trim().min(1);

export const processStageSchema = z.object({
  name: text,
  /** Typical length of the stage, as shown to people. */
  duration: text,
  summary: text,
  activities: z.array(text).min(3).max(6),
  /** What the client has in hand at the end of the stage. */
  deliverables: z.array(text).min(2).max(5),
});
export type ProcessStage = z.infer<typeof processStageSchema>;

export const processContent = defineContent(
  'process.ts',
  z.object({
    /** The page's heading and intro, its title and description in search results. */
    page: pageCopySchema,
    stages: z.object({ heading: text, intro: text, activitiesLabel: text, deliverablesLabel: text, items: z.array(processStageSchema).min(4) }),
    principles: z.object({ heading: text, intro: text, items: z.array(z.object({ icon: iconRefSchema, title: text, text })).min(3) }),
    cta: z.object({ heading: text, text, primary: z.object({ label: text, href: linkHref }), secondary: z.object({ label: text, href: linkHref }) }),
  }),
  {
    page: {
      title: 'Our Process',
      description:
        'How Driftline works: discovery, design, build, launch and support — short cycles, working software every two weeks and no surprises on the invoice.',
      heading: 'How we work',
      intro: 'Five stages, each ending in something you can see, click or measure.',
    },
    stages: {
      heading: 'Five stages, one team',
      intro:
        'The same people carry your product from the first workshop to the first support ticket. Every stage ends with something you can see, click or measure — and a clear decision about whether to continue.',
      activitiesLabel: 'What happens',
      deliverablesLabel: 'What you get',
      items: [
        {
          name: 'Discovery',
          duration: '1–3 weeks',
          summary:
            'We learn the business before we touch the product: who the users are, what they are trying to get done, what already exists, and which assumptions carry the most risk.',
          activities: [
            'Stakeholder interviews and a kickoff workshop',
            'Conversations with five to eight real or prospective users',
            'Audit of existing code, data, analytics and infrastructure',
            'Assumption mapping and a ranked list of risks',
          ],
          deliverables: [
            'A written product brief with goals and success metrics',
            'A scoped first release, with what is deliberately left out',
            'A fixed estimate for design and a range for the build',
          ],
        },
        {
          name: 'Design',
          duration: '2–6 weeks',
          summary:
            'Flows first, pixels second. We shape the experience in wireframes, test it with users while it is cheap to change, and then give it a visual language that is built to scale.',
          activities: [
            'User flows and information architecture',
            'Clickable prototypes tested with target users',
            'Visual design at phone, tablet and desktop sizes',
            'Design tokens and a component library in Figma',
          ],
          deliverables: [
            'A tested, clickable prototype of the first release',
            'Production-ready designs with every state specified',
            'A technical plan: architecture, hosting and a sprint-by-sprint backlog',
          ],
        },
        {
          name: 'Build',
          duration: '6–16 weeks, in two-week sprints',
          summary:
            'Working software every two weeks on a staging environment you can use. You see progress in the product itself, not in status reports, and you can change priorities at every sprint boundary.',
          activities: [
            'Sprint planning and a demo with you every two weeks',
            'Code review on every change, automated tests in CI',
            'A preview link for each feature before it merges',
            'Weekly written update: done, next, risks, budget used',
          ],
          deliverables: [
            'A working product on staging after the first sprint',
            'Source code in your repository from day one',
            'Infrastructure as code and an up-to-date README',
          ],
        },
        {
          name: 'Launch',
          duration: '1–2 weeks',
          summary:
            'A launch is a rehearsed event, not a leap. We harden, measure and practise the release, then ship in stages with the whole team watching the dashboards.',
          activities: [
            'Load, security and accessibility checks against agreed targets',
            'Data migration rehearsed on a copy of production',
            'Monitoring, alerting and error tracking switched on',
            'Staged rollout with a rollback plan written down',
          ],
          deliverables: [
            'The product live for your customers',
            'A runbook: how to deploy, roll back, restore and rotate secrets',
            'A launch report with performance and quality figures',
          ],
        },
        {
          name: 'Support and growth',
          duration: 'Ongoing, monthly',
          summary:
            'After launch the real learning starts. We keep the product healthy, answer incidents quickly, and turn what your analytics and customers tell us into the next releases.',
          activities: [
            'Security updates and dependency upgrades every month',
            'Incident response within agreed hours, with written post-mortems',
            'Product analytics reviewed together each month',
            'Small improvements shipped continuously, larger ones planned as new cycles',
          ],
          deliverables: [
            'A monthly report: uptime, errors, performance and work done',
            'A living roadmap ranked by impact and effort',
            'A team that already knows your product when you need to move fast',
          ],
        },
      ],
    },
    principles: {
      heading: 'How we work together',
      intro: 'A process is only as good as the habits behind it. These are the ones we do not compromise on.',
      items: [
        {
          icon: { name: 'Eye', width: 24 },
          title: 'Everything in the open',
          text: 'A shared board, a shared chat channel and access to the repository. You never have to ask what we are working on.',
        },
        {
          icon: { name: 'Calendar', width: 24 },
          title: 'Demos, not decks',
          text: 'Every two weeks you use the product yourself on staging. Feedback lands in the next sprint, not at the end.',
        },
        {
          icon: { name: 'Chart', width: 24 },
          title: 'No surprises on the invoice',
          text: 'Budget used and forecast are in every weekly update. Scope changes are priced before they are started.',
        },
        {
          icon: { name: 'Lock', width: 24 },
          title: 'You own everything',
          text: 'Code, designs, accounts and infrastructure are yours from the first commit, in your organisation’s accounts.',
        },
      ],
    },
    cta: {
      heading: 'Ready for a discovery call?',
      text: 'Thirty minutes with a lead engineer or designer. We will ask about your goals, your users and your timeline, and tell you honestly whether we are the right team.',
      primary: { label: 'Start a project', href: '/contact' },
      secondary: { label: 'See plans and pricing', href: '/plans-and-pricing' },
    },
  },
);
