/**
 * Junior job roles, listed on /careers. Structured data only: the role card and the
 * JobPosting structured data are both rendered from these fields.
 */
import { z } from 'zod';
import { defineContent } from '../define';
import { jobRoleSchema } from '../schema';

const JUNIOR_TIMINGS = '5:00 PM to 2:00 AM PKT, Monday to Friday';
const ENTRY_SALARY = 'Entry-level salary plus growth, reviewed every six months';
const DATE_POSTED = '2026-11-16';

function positionDetails(compensation: string) {
  return [
    { label: 'Type', value: 'Full-time, junior' },
    { label: 'Experience', value: '0–2 Years' },
    { label: 'Location', value: 'Remote / Lahore' },
    { label: 'Timings', value: JUNIOR_TIMINGS },
    { label: 'Compensation', value: compensation },
  ];
}

/** What every junior hire gets; each role adds its own first point. */
const sharedPerks = [
  'A named mentor who reviews your work every week and a written growth plan for your first year',
  'A hardware allowance and paid courses or conference tickets once you pass probation',
  'Evening hours that overlap with our US clients, so you hear their feedback first-hand',
];

const sharedWhyJoin = [
  'Small teams: your name is on what ships, and clients know who built it',
  'Since 2019 we have built for more than 50 businesses — you will see more products in a year than many see in five',
];

export const juniorRoles = defineContent('roles/junior.ts', z.array(jobRoleSchema).length(6), [
  {
    subTitle: 'OPEN ROLES',
    title: 'UI/UX Designer',
    type: 'Junior',
    experience: '0–2 Years',
    location: 'Remote / Lahore',
    listed: true,
    datePosted: DATE_POSTED,
    description: {
      intro: 'Design interfaces that real people use every day, from the first sketch to the shipped screen.',
      body: 'You will join a design team of four working on dashboards, booking flows and mobile apps for clients in healthcare, fintech and sales. You will interview users, turn findings into flows and wireframes, and hand polished Figma files to engineers who will ask you hard questions — in a good way.',
      whatsInItForYou: ['Your own feature area on a live client product within your first three months', ...sharedPerks],
      positionDetails: positionDetails(ENTRY_SALARY),
      keyResponsibilities: [
        'Turn briefs and research notes into user flows, wireframes and high-fidelity screens in Figma',
        'Build and maintain components in our client design systems, with variants and documented states',
        'Run short usability tests with five to eight users and write down what changed because of them',
        'Review built screens with engineers and file precise, reproducible design issues',
      ],
      requirements: [
        'A portfolio with at least two case studies that show your process, not only final screens',
        'Comfort with Figma auto layout, components and variables',
        'A working grasp of accessibility basics: contrast, focus order, touch target sizes',
        'Clear written English — most of our design feedback is written',
      ],
      whyJoin: ['You design alongside the engineers who build your work, so nothing gets lost in hand-off', ...sharedWhyJoin],
    },
  },
  {
    subTitle: 'OPEN ROLES',
    title: 'Flutter Developer',
    type: 'Junior',
    experience: '0–2 Years',
    location: 'Remote / Lahore',
    listed: true,
    datePosted: DATE_POSTED,
    description: {
      intro: 'Build iOS and Android apps from one Flutter codebase, and watch them reach the stores.',
      body: 'Our mobile team ships patient apps, scheduling tools and field-sales apps used by thousands of people. You will work in Dart and Flutter with a senior mobile engineer, pick up tickets from a real backlog in your first week, and learn how we test, profile and release apps through TestFlight and the Play Console.',
      whatsInItForYou: ['Your first store release within your first two months, with a senior engineer beside you', ...sharedPerks],
      positionDetails: positionDetails(ENTRY_SALARY),
      keyResponsibilities: [
        'Build screens and features in Flutter from Figma designs, matching them on small and large phones',
        'Manage state with Riverpod or Bloc and connect screens to REST and real-time APIs',
        'Write widget and integration tests for the flows you build',
        'Profile and fix jank, slow startups and oversized builds',
      ],
      requirements: [
        'At least one Flutter app you built — published, on GitHub, or ready to demo',
        'Good Dart fundamentals: null safety, async/await, streams',
        'Familiarity with Git branches and pull requests',
        'Curiosity about how iOS and Android differ under the hood',
      ],
      whyJoin: ['You will touch the whole mobile life cycle: design review, build, test, release and crash reports', ...sharedWhyJoin],
    },
  },
  {
    subTitle: 'OPEN ROLES',
    title: 'Frontend Developer',
    type: 'Junior',
    experience: '0–2 Years',
    location: 'Remote / Lahore',
    listed: true,
    datePosted: DATE_POSTED,
    description: {
      intro: 'Build fast, accessible web interfaces with React and Next.js for products people pay for.',
      body: 'You will work on marketing sites, web applications and dashboards built with React, Next.js, TypeScript and Tailwind CSS. Every pull request is reviewed by a senior engineer, every page is checked for accessibility and performance, and you will learn why those checks matter as much as the feature.',
      whatsInItForYou: ['Code review on every pull request from engineers who have shipped React at scale', ...sharedPerks],
      positionDetails: positionDetails(ENTRY_SALARY),
      keyResponsibilities: [
        'Build pages and components in React and Next.js from Figma designs, responsive from 390 px up',
        'Write TypeScript that passes strict checks, and tests for the logic you add',
        'Keep pages accessible (keyboard, screen readers, contrast) and fast on mid-range phones',
        'Connect interfaces to APIs and handle loading, empty and error states properly',
      ],
      requirements: [
        'Solid HTML, CSS and modern JavaScript; some React experience from projects, study or freelance work',
        'A GitHub profile or portfolio with code we can read',
        'Basic TypeScript, or a clear wish to learn it quickly',
        'Attention to detail: you notice when a margin is 2 px off',
      ],
      whyJoin: ['Modern stack, no legacy jQuery to babysit: Next.js, TypeScript and automated tests from day one', ...sharedWhyJoin],
    },
  },
  {
    subTitle: 'OPEN ROLES',
    title: 'Backend Developer',
    type: 'Junior',
    experience: '0–2 Years',
    location: 'Remote / Lahore',
    listed: true,
    datePosted: DATE_POSTED,
    description: {
      intro: 'Design APIs and data models that keep real products running, day and night.',
      body: 'Our backend team builds APIs, real-time services and SaaS platforms on Node.js, NestJS and PostgreSQL, deployed with Docker to AWS, Vercel and DigitalOcean. You will start with well-scoped endpoints and migrations, then grow into owning a service, its monitoring and its on-call runbook.',
      whatsInItForYou: ['A path from your first endpoint to owning a production service within a year', ...sharedPerks],
      positionDetails: positionDetails(ENTRY_SALARY),
      keyResponsibilities: [
        'Build REST and real-time endpoints in Node.js (Express or NestJS) with validated input and clear errors',
        'Model data in PostgreSQL, write migrations and queries through Prisma or Sequelize',
        'Write unit and integration tests, and keep CI green',
        'Read logs and metrics to find and fix the cause of production issues with a senior engineer',
      ],
      requirements: [
        'Working knowledge of JavaScript or TypeScript on the server and of SQL',
        'One backend project you can walk us through: what it stores, how it fails, what you would change',
        'Basic comfort with the command line, Git and HTTP',
        'Interest in Docker and cloud hosting (we will teach you the rest)',
      ],
      whyJoin: ['You will work on systems with real traffic and learn to keep them up, not just make them run once', ...sharedWhyJoin],
    },
  },
  {
    subTitle: 'OPEN ROLES',
    title: 'AI Engineer',
    type: 'Junior',
    experience: '0–2 Years',
    location: 'Remote / Lahore',
    listed: true,
    datePosted: DATE_POSTED,
    description: {
      intro: 'Put language models and machine learning to work inside products — measured, tested and useful.',
      body: 'Clients ask us for search that understands questions, assistants that draft replies and pipelines that sort documents. You will build these features with Python and TypeScript, connect them to hosted and open models, and — most importantly — measure whether they actually work before they reach users.',
      whatsInItForYou: ['Hands-on work with retrieval, evaluation and model APIs on real client data, under guidance', ...sharedPerks],
      positionDetails: positionDetails(ENTRY_SALARY),
      keyResponsibilities: [
        'Build retrieval-augmented features: chunking, embeddings, vector search in PostgreSQL (pgvector)',
        'Write prompts and evaluation sets, and report accuracy, cost and latency for each change',
        'Wrap models behind clean APIs that the frontend and mobile teams can call',
        'Keep client data safe: redaction, access rules and logs that do not leak personal information',
      ],
      requirements: [
        'Good Python, plus some JavaScript or TypeScript',
        'A project that uses an ML model or LLM API, with an honest note on where it fails',
        'Basic statistics: you can explain precision and recall to a client',
        'A sceptical mind — you test before you believe a demo',
      ],
      whyJoin: ['AI work here ships to production with evaluations, not just into slide decks', ...sharedWhyJoin],
    },
  },
  {
    subTitle: 'OPEN ROLES',
    title: 'Business Development',
    type: 'Junior',
    experience: '0–2 Years',
    location: 'Remote / Lahore',
    listed: true,
    datePosted: DATE_POSTED,
    description: {
      intro: 'Find the clients we will build for next, and learn how a software studio wins work.',
      body: 'You will research companies that need backend, web, mobile or cloud work, start conversations on LinkedIn and by e-mail, and prepare proposals with our engineers and designers. You will sit in on discovery calls with US and European clients and learn to turn a vague idea into a clear scope and a price.',
      whatsInItForYou: ['A share in the success of the deals you open, agreed openly before you start', ...sharedPerks],
      positionDetails: positionDetails('Stipend and/or performance bonus, discussed in interview'),
      keyResponsibilities: [
        'Research and qualify leads in our target industries: healthcare, fintech, sales and venture studios',
        'Write personal outreach on LinkedIn and e-mail, and book discovery calls',
        'Keep the pipeline in our CRM accurate, with next steps and dates for every lead',
        'Draft proposals and follow-ups with the delivery team',
      ],
      requirements: [
        'Excellent written and spoken English',
        'Interest in technology and the curiosity to learn what our teams actually build',
        'Organised follow-through: you do what you said, when you said',
        'Any sales, freelancing or client-facing experience is a plus, not a must',
      ],
      whyJoin: ['You learn the business side of software from people who have built a studio from zero', ...sharedWhyJoin],
    },
  },
]);
