/**
 * The six case studies of the work grid and case-study pages, in grid order.
 * Media follow the media convention: images under /media/images/work/, videos as clips under /media/video/<clip>/.
 * `path` and `nextWorkProject` are derived from the slug order, so the last study wraps to the first.
 */
import { z } from 'zod';
import { defineContent } from './define';
import { caseStudySchema, SEED_CASE_STUDY_SLUGS, type CaseStudySlug } from './schema';

type Clip = 'flow' | 'grid' | 'orbit' | 'wave' | 'pulse';
const clip = (name: Clip) => ({
  originalFile: `/media/video/${name}/original.mp4`,
  poster: `/media/video/${name}/poster.webp`,
  master: `/media/video/${name}/master.m3u8`,
});
const videos = (card: Clip, ...sequence: [Clip, Clip, Clip]) => ({
  originalFile: clip(card).originalFile,
  poster: clip(card).poster,
  sequences: sequence.map((name) => clip(name).master),
});
const image = (slug: CaseStudySlug, n: number) => `/media/images/work/${slug}-${n}.webp`;
const placeholder = (slug: CaseStudySlug) => `/media/images/work/${slug}-placeholder.webp`;

type Authored = Omit<z.input<typeof caseStudySchema>, 'path' | 'nextWorkProject'>;

const authored: Authored[] = [
  {
    slug: 'troophunter',
    title: 'TroopHunter',
    websiteUrl: 'https://troophunter.com',
    industry: 'Sales / lead generation',
    shortIntro:
      'A lead-generation platform that finds, scores and routes B2B prospects so sales teams spend their mornings on calls, not spreadsheets.',
    overview:
      'TroopHunter sells verified prospect lists to outbound sales teams. Their research was done by hand in shared spreadsheets: analysts copied company data from a dozen sources, guessed at fit and e-mailed CSV files to clients every Friday. Growth meant hiring more analysts, and quality fell as volume rose.',
    approach:
      'We spent two weeks shadowing the research team before writing any code. The product we built ingests company and hiring signals into PostgreSQL, de-duplicates them with deterministic matching rules, and scores each account against the client’s ideal customer profile. A Next.js workspace lets analysts review borderline matches in bulk, and a two-way CRM sync pushes approved leads straight into HubSpot and Salesforce with their score and the reasons behind it.',
    impact:
      'Analysts now review instead of research: each one handles four times the accounts they did before, and clients receive fresh leads daily instead of weekly. Bounce rates on delivered contacts dropped below 3 %, and TroopHunter took on its largest enterprise contracts without adding headcount.',
    keyContributions: [
      'Product discovery and workflow mapping with the research team',
      'Signal ingestion pipeline and de-duplication engine in Node.js and PostgreSQL',
      'Account-scoring model with explainable reasons for every score',
      'Analyst review workspace built with Next.js and keyboard-first bulk actions',
      'Two-way HubSpot and Salesforce sync with retry and audit log',
    ],
    placeholderImage: placeholder('troophunter'),
    images: [image('troophunter', 1), image('troophunter', 2), image('troophunter', 3), image('troophunter', 4)],
    imageAlts: [
      'TroopHunter lead list with fit scores and the reason behind each score',
      'Analyst review queue showing borderline matches side by side',
      'Account profile with hiring signals and a contact timeline',
      'CRM sync settings mapping TroopHunter fields to Salesforce',
    ],
    video: videos('flow', 'flow', 'grid', 'pulse'),
    bgColor: 'blue',
    testimonial:
      'Driftline understood our analysts before they understood our code.\nWe went from weekly spreadsheets to daily, scored leads in one quarter —\nand our clients noticed in the first week.',
    testimonialAuthor: 'Marcus Bell',
    testimonialAuthorPosition: 'Co-founder & CEO, TroopHunter',
  },
  {
    slug: 'totalhealthdentalcare',
    title: 'Total Health Dental Care',
    websiteUrl: 'https://totalhealthdentalcare.com',
    industry: 'Healthcare / dental',
    shortIntro:
      'Online booking, reminders and patient records for a multi-location dental group that now serves over 15,000 patients without phone tag.',
    overview:
      'Total Health Dental Care runs several clinics with a shared front desk. Almost every appointment was booked by phone, reminders were sent by hand, and patients filled in the same paper forms at each visit. Missed appointments cost the practice chairs it could not refill in time.',
    approach:
      'We designed a booking flow patients can finish on a phone in under a minute, built on real chair availability from the practice management system. Automated SMS and e-mail reminders confirm, reschedule or release a slot with one tap, and a short waitlist fills released chairs the same day. Intake forms moved online with signatures and insurance details captured once and reused, all stored in an encrypted, access-logged database that meets HIPAA requirements.',
    impact:
      'Over 15,000 patients now book and manage their visits online. No-shows fell by 38 % in the first six months, the front desk answers a third fewer calls, and released appointments are refilled from the waitlist within hours rather than left empty.',
    keyContributions: [
      'Mobile-first booking flow tested with patients of every age group',
      'Integration with the practice management system for live chair availability',
      'SMS and e-mail reminder engine with one-tap confirm and reschedule',
      'Online intake forms with e-signatures and reusable insurance details',
      'HIPAA-aligned hosting, encryption and access auditing',
    ],
    placeholderImage: placeholder('totalhealthdentalcare'),
    images: [
      image('totalhealthdentalcare', 1),
      image('totalhealthdentalcare', 2),
      '',
      image('totalhealthdentalcare', 3),
      image('totalhealthdentalcare', 4),
    ],
    imageAlts: [
      'Booking screen listing free appointments at the nearest clinic',
      'Appointment reminder on a phone with confirm and reschedule buttons',
      '',
      'Online intake form with signature field',
      'Front-desk dashboard showing the day’s chairs and waitlist',
    ],
    video: videos('pulse', 'pulse', 'wave', 'orbit'),
    bgColor: 'cyan',
    testimonial:
      'Our phones used to ring from eight until six.\nNow patients book at midnight from their sofa, and our team finally has time for the people in the chair.',
    testimonialAuthor: 'Dr. Aisha Rahman',
    testimonialAuthorPosition: 'Clinical Director, Total Health Dental Care',
  },
  {
    slug: 'scheduler',
    title: 'Scheduler',
    websiteUrl: 'https://getscheduler.io',
    industry: 'Fintech',
    shortIntro:
      'A payment-scheduling engine for a fintech that lets small businesses plan payroll and supplier payments weeks ahead, with cash-flow forecasts built in.',
    overview:
      'Scheduler helps small businesses decide when to pay whom. Its first version was a spreadsheet-like prototype that could not cope with recurring payments, bank holidays or partial balances, and every scheduled run was checked by hand before money moved.',
    approach:
      'We rebuilt the core as an event-sourced ledger in NestJS and PostgreSQL, where every scheduled payment is an immutable event and balances are projections. Recurring rules follow the banking calendar of each country, and idempotent payment runs make retries safe. On top sits a React app with a cash-flow timeline that shows what the account will hold on any future day before a payment is approved.',
    impact:
      'Payment runs went from a manual morning ritual to an unattended job with full audit history. The team processes ten times the monthly volume on the same infrastructure, reconciliation errors dropped to zero over two quarters, and the forecast view became the feature customers mention most in reviews.',
    keyContributions: [
      'Event-sourced payments ledger in NestJS and PostgreSQL',
      'Recurring-payment rules aware of bank holidays in every supported country',
      'Idempotent payment runs with safe retries and a complete audit trail',
      'Cash-flow forecast timeline in React with what-if scenarios',
      'Load testing and observability for month-end peaks',
    ],
    placeholderImage: placeholder('scheduler'),
    images: [image('scheduler', 1), image('scheduler', 2), image('scheduler', 3), image('scheduler', 4)],
    imageAlts: [
      'Cash-flow timeline forecasting the account balance over the next 60 days',
      'Recurring payment editor with a bank-holiday warning',
      'Payment run summary awaiting approval',
      'Audit history of a supplier payment',
    ],
    video: videos('grid', 'grid', 'orbit', 'flow'),
    bgColor: 'blue',
    testimonial:
      'We trust Scheduler with our customers’ payroll.\nDriftline built it so that we never have to think twice about that sentence.',
    testimonialAuthor: 'Elena Novak',
    testimonialAuthorPosition: 'CTO, Scheduler',
  },
  {
    slug: 'honeydu',
    title: 'Honeydu',
    websiteUrl: 'https://honeydu.com',
    industry: 'Fintech',
    shortIntro:
      'Bill pay and invoicing for small businesses: send, receive and split payments from one inbox, with approvals that fit how owners actually work.',
    overview:
      'Honeydu wanted small-business owners to pay bills and get paid without switching between a bank portal, an invoicing tool and e-mail. They had a clear vision, a seed round and six months to launch on web and mobile.',
    approach:
      'We ran a design sprint to settle on one idea: a payments inbox, where every bill and invoice arrives, gets approved and is paid in the same place. We built the design system first so web and mobile shared every component, then a Node.js API over a banking-as-a-service partner for ACH transfers, with bank-grade KYC and two-person approvals for larger payments. Flutter apps for iOS and Android shipped the same week as the web app.',
    impact:
      'Honeydu launched on time on three platforms. In its first year customers moved millions of dollars through the inbox, the average bill was paid in under two minutes from arrival, and the shared design system cut the cost of every new feature roughly in half.',
    keyContributions: [
      'Design sprint and the payments-inbox product concept',
      'Cross-platform design system shared by web and mobile',
      'Node.js payments API over a banking-as-a-service partner',
      'KYC onboarding and two-person approval flows',
      'Flutter apps for iOS and Android released alongside the web app',
    ],
    placeholderImage: placeholder('honeydu'),
    images: [image('honeydu', 1), image('honeydu', 2), image('honeydu', 3), image('honeydu', 4), image('honeydu', 5)],
    imageAlts: [
      'Honeydu payments inbox with bills waiting for approval',
      'Invoice composer with a split-payment option',
      'Mobile approval screen for a supplier bill',
      'Design system components for buttons, inputs and payment cards',
      'Onboarding step verifying a business bank account',
    ],
    video: videos('wave', 'wave', 'pulse', 'grid'),
    bgColor: 'cyan',
    testimonial:
      'They challenged our ideas, then built them better than we imagined.\nLaunching web, iOS and Android on the same day still feels unreal.',
    testimonialAuthor: 'Daniel Okafor',
    testimonialAuthorPosition: 'Founder, Honeydu',
  },
  {
    slug: 'coral',
    title: 'Coral',
    websiteUrl: 'https://coral.ventures',
    industry: 'Consulting and venture studio',
    shortIntro:
      'The operating platform of a venture studio that has helped over 50 businesses go from idea to revenue, from validation sprints to investor updates.',
    overview:
      'Coral is a consulting firm and venture studio. It validates ideas with founders, builds the first product and stays on as an operating partner. Across more than 50 businesses, its playbooks lived in slide decks, and each portfolio company reported progress in a different format.',
    approach:
      'We turned Coral’s playbooks into software. Each venture gets a workspace with its stage, experiments, metrics and milestones; validation sprints run from templates with interview guides and scorecards; and a reporting module collects the same KPIs from every company, so partners compare ventures at a glance. We built it on Supabase and Next.js so Coral’s own small team can extend it.',
    impact:
      'Coral now runs every engagement from one platform. Monthly reporting that took partners two days takes twenty minutes, new ventures start with a proven sprint on day one, and the studio has doubled the number of companies it supports each year without doubling its staff.',
    keyContributions: [
      'Service design of Coral’s venture playbooks',
      'Venture workspaces with stages, experiments and milestones',
      'Validation sprint templates with interview guides and scorecards',
      'Portfolio reporting with common KPIs across every company',
      'Supabase and Next.js architecture handed over with documentation and training',
    ],
    placeholderImage: placeholder('coral'),
    images: [image('coral', 1), image('coral', 2), '', image('coral', 3), image('coral', 4), image('coral', 5)],
    imageAlts: [
      'Coral portfolio overview comparing ventures by stage and revenue',
      'Venture workspace with experiments and their results',
      '',
      'Validation sprint template with an interview scorecard',
      'Monthly investor update generated from portfolio KPIs',
      'Milestone roadmap of a venture from idea to revenue',
    ],
    video: videos('orbit', 'orbit', 'flow', 'wave'),
    bgColor: 'blue',
    testimonial:
      'Driftline took a decade of our know-how out of slide decks and into a product our founders use every day.\nIt is now the way Coral works.',
    testimonialAuthor: 'Sofia Marquez',
    testimonialAuthorPosition: 'Managing Partner, Coral',
  },
  {
    slug: 'goldendao',
    title: 'GoldenDAO',
    websiteUrl: 'https://goldendao.xyz',
    industry: 'Blockchain',
    shortIntro:
      'A governance and treasury app for a DAO: proposals, on-chain voting and transparent spending that members can follow without reading contracts.',
    overview:
      'GoldenDAO manages a community treasury that funds open-source projects. Its members voted on forum threads and a multisig executed the results by hand, so turnout was low, execution was slow and few members could tell where the money went.',
    approach:
      'We audited the existing contracts, then designed a governance flow around three screens: propose, vote and follow the money. Solidity contracts handle snapshot-based voting with delegation, and passed proposals queue treasury transfers behind a timelock. A Next.js app indexes chain events into PostgreSQL so every proposal, vote and payment is searchable in plain language, with wallet sign-in and gas-free off-chain signatures for voting.',
    impact:
      'Voter turnout tripled in the first three months, proposals execute automatically after their timelock, and every grant can be traced from proposal to payment. The treasury dashboard is now linked from GoldenDAO’s home page as its public accountability report.',
    keyContributions: [
      'Smart-contract review and upgrade plan',
      'Solidity governance contracts with delegation and timelocked execution',
      'Chain-event indexer feeding a searchable PostgreSQL store',
      'Proposal, voting and treasury screens designed for non-technical members',
      'Wallet sign-in and gas-free off-chain voting',
    ],
    placeholderImage: placeholder('goldendao'),
    images: [image('goldendao', 1), image('goldendao', 2), image('goldendao', 3), image('goldendao', 4)],
    imageAlts: [
      'GoldenDAO proposal page with the voting tally and time left',
      'Treasury dashboard tracing grants from proposal to payment',
      'Delegation screen choosing a representative for votes',
      'Wallet sign-in dialog',
    ],
    video: videos('pulse', 'pulse', 'orbit', 'grid'),
    bgColor: 'cyan',
    testimonial:
      'Our members finally see what their votes do.\nTurnout tripled, and the treasury has never been easier to explain.',
    testimonialAuthor: 'Kenji Watanabe',
    testimonialAuthorPosition: 'Steward, GoldenDAO',
  },
];

const order = SEED_CASE_STUDY_SLUGS;

export const caseStudies = defineContent(
  'case-studies.ts',
  z
    .array(caseStudySchema)
    .length(order.length)
    .refine((list) => list.every((c, i) => c.slug === order[i]), {
      message: `case studies must follow the slug order: ${order.join(', ')}`,
    }),
  authored.map((study, i) => {
    // In grid order (checked above), the next project is the next entry; the last one wraps to the first.
    const next = authored[(i + 1) % authored.length];
    return {
      ...study,
      path: `/work/${study.slug}`,
      nextWorkProject: { slug: next.slug, video: next.video.originalFile },
    };
  }),
);

export function getCaseStudy(slug: string) {
  return caseStudies.find((c) => c.slug === slug);
}

/** Labels of the case-study layout. */
export const caseStudyCopy = {
  industry: 'Industry',
  visitWebsite: 'Visit Website',
  newTab: '(opens in a new tab)',
  overview: 'Overview',
  approach: 'Approach',
  impact: 'Impact',
  keyContributions: 'Key contributions',
  videoLabel: 'project video',
  upNext: 'Up Next',
  allWork: 'All work',
} as const;
