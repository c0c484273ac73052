/**
 * Internship roles. The spec names 11 internship titles (it also says "13", without
 * naming the other two): these 11 are the whole truth here; no roles are invented.
 * Five are defined but not listed on /internships (`listed: false`); their copy is kept
 * so that listing one again is a one-word change.
 */
import { z } from 'zod';
import { defineContent } from '../define';
import { jobRoleSchema } from '../schema';

const INTERNSHIP_TIMINGS = '8:00 PM to 2:00 AM PKT, Monday to Friday';
const DATE_POSTED = '2026-11-09';
/** Applications for the February cohort close on this day. */
const VALID_THROUGH = '2027-01-31';

const positionDetails = [
  { label: 'Type', value: 'Internship' },
  { label: 'Duration', value: '6 months' },
  { label: 'Salary', value: 'Unpaid' },
  { label: 'Location', value: 'Remote or from our Lahore office' },
  { label: 'Timings', value: INTERNSHIP_TIMINGS },
  { label: 'On completion', value: 'Certificate and recommendation letter' },
];

/** What every intern gets; each role adds its own first point. */
const sharedPerks = [
  'A certificate and a personal recommendation letter when you complete the six months',
  'A mentor who reviews your work twice a week and a clear plan for each month',
  'Interns who do well are first in line for our junior roles',
];

const sharedWhyJoin = [
  'Your work is real: it ships to client products, not to a practice folder',
  'Remote or in Lahore, with evening hours that leave your days free for study',
];

const common = {
  subTitle: 'OPEN ROLES',
  type: 'Internship',
  salary: 'Unpaid',
  location: 'Remote / Lahore',
  datePosted: DATE_POSTED,
  validThrough: VALID_THROUGH,
} as const;

export const internshipRoles = defineContent('roles/internships.ts', z.array(jobRoleSchema).length(11), [
  {
    ...common,
    title: 'Digital Marketing',
    listed: true,
    description: {
      intro: 'Learn how a software studio gets found: content, search, social and the numbers behind them.',
      body: 'You will plan and publish posts about our case studies, write short articles with our engineers, and learn to read analytics to see what worked. By the end of six months you will have run at least one campaign end to end and reported its results.',
      whatsInItForYou: ['A portfolio of published posts, articles and a campaign report with your name on it', ...sharedPerks],
      positionDetails,
      keyResponsibilities: [
        'Plan a monthly content calendar for LinkedIn, Instagram and our blog',
        'Turn case studies into posts, carousels and short videos with the design team',
        'Do keyword research and on-page SEO for new pages',
        'Track reach, clicks and enquiries, and write a short monthly report',
      ],
      requirements: [
        'Strong written English and an eye for a good headline',
        'Familiarity with at least one social scheduling or analytics tool',
        'Basic Canva or Figma skills',
        'Students and recent graduates in marketing, media or business are welcome',
      ],
      whyJoin: ['You see marketing for a real B2B studio, where every lead can be traced to a post', ...sharedWhyJoin],
    },
  },
  {
    ...common,
    title: 'Graphic Designer',
    listed: false,
    description: {
      intro: 'Design the visuals that carry our case studies, posts and pitch decks.',
      body: 'You will work with our brand guidelines to produce social graphics, presentation slides and illustrations for case studies, and learn how visual design supports a software product story.',
      whatsInItForYou: ['Your graphics published on our channels and in client pitch decks', ...sharedPerks],
      positionDetails,
      keyResponsibilities: [
        'Design social posts, carousels and banners to our brand guidelines',
        'Lay out pitch decks and case-study slides',
        'Prepare assets in the right sizes and formats for web and print',
      ],
      requirements: [
        'A portfolio of graphic work in Figma, Illustrator or Photoshop',
        'A good sense of typography, spacing and colour',
        'Ability to take feedback and iterate quickly',
      ],
      whyJoin: ['You will learn how a product studio uses design beyond the interface', ...sharedWhyJoin],
    },
  },
  {
    ...common,
    title: 'UI/UX Designer',
    listed: true,
    roadmapUrl: 'https://roadmap.sh/ux-design',
    description: {
      intro: 'Go from sketches to shipped screens on live products, with a senior designer beside you.',
      body: 'You will join design reviews from week one, redesign small flows on client products, and learn to test your ideas with users before anyone writes code. Expect feedback on every file — it is how you get good fast.',
      whatsInItForYou: ['At least two portfolio-ready case studies from real client work', ...sharedPerks],
      positionDetails,
      keyResponsibilities: [
        'Produce wireframes and high-fidelity screens in Figma for small features',
        'Help run usability sessions and summarise what users struggled with',
        'Keep design-system components tidy and documented',
      ],
      requirements: [
        'A portfolio (student or personal projects count) that shows how you think',
        'Basic Figma skills: frames, auto layout, components',
        'Interest in accessibility and in why people click what they click',
      ],
      whyJoin: ['You learn UX on products with real users and real constraints, not on a brief from a textbook', ...sharedWhyJoin],
    },
  },
  {
    ...common,
    title: 'App Store Optimization (ASO)',
    listed: false,
    description: {
      intro: 'Help our clients’ apps get found and installed on the App Store and Google Play.',
      body: 'You will research keywords, write store listings and test screenshots and icons for the mobile apps we build, then measure what changes installs.',
      whatsInItForYou: ['Hands-on experience with App Store Connect and Google Play Console listings', ...sharedPerks],
      positionDetails,
      keyResponsibilities: [
        'Research keywords and competitors for client apps',
        'Write and localise store titles, subtitles and descriptions',
        'Plan screenshot and icon experiments and report their results',
      ],
      requirements: [
        'Strong written English and a feel for concise copy',
        'Interest in mobile apps and how people discover them',
        'Comfort with spreadsheets and simple analytics',
      ],
      whyJoin: ['ASO is a rare, measurable skill — you will learn it on apps with real downloads', ...sharedWhyJoin],
    },
  },
  {
    ...common,
    title: 'Flutter Developer',
    listed: true,
    roadmapUrl: 'https://roadmap.sh/flutter',
    description: {
      intro: 'Learn to build cross-platform mobile apps in Flutter on real client projects.',
      body: 'After a two-week onboarding project you will pick up small tickets on our mobile apps: screens, bug fixes and tests. A senior mobile engineer reviews every change and walks you through how apps are built, signed and released.',
      whatsInItForYou: ['Code you wrote running on real phones in the App Store and Google Play', ...sharedPerks],
      positionDetails,
      keyResponsibilities: [
        'Build Flutter screens from Figma designs',
        'Fix bugs reported by QA and write widget tests for them',
        'Connect screens to APIs and handle loading and error states',
      ],
      requirements: [
        'Basic Dart and Flutter from a course, a university project or your own app',
        'Git basics: commit, branch, pull request',
        'Willingness to read documentation before asking — and to ask when stuck',
      ],
      whyJoin: ['Flutter lets you learn iOS and Android at once, on apps people depend on', ...sharedWhyJoin],
    },
  },
  {
    ...common,
    title: 'Frontend Developer',
    listed: true,
    roadmapUrl: 'https://roadmap.sh/frontend',
    description: {
      intro: 'Learn modern frontend development with React, Next.js and TypeScript on live products.',
      body: 'You will start with a guided onboarding project, then build components and pages on client websites and web apps. Every pull request is reviewed, and you will learn how we test for accessibility and speed before anything ships.',
      whatsInItForYou: ['Merged pull requests on production React and Next.js codebases', ...sharedPerks],
      positionDetails,
      keyResponsibilities: [
        'Build responsive components from Figma designs with React and Tailwind CSS',
        'Fix layout and accessibility issues found in reviews',
        'Write simple unit tests for the logic you add',
      ],
      requirements: [
        'HTML, CSS and JavaScript fundamentals; a first React project is a plus',
        'A GitHub profile or a small site you built',
        'Care for detail and a wish to understand why, not only how',
      ],
      whyJoin: ['You learn the stack our clients hire for today, reviewed by people who use it daily', ...sharedWhyJoin],
    },
  },
  {
    ...common,
    title: 'Backend Developer',
    listed: true,
    roadmapUrl: 'https://roadmap.sh/backend',
    description: {
      intro: 'Learn how APIs, databases and servers fit together by building them.',
      body: 'You will work with Node.js, PostgreSQL and Docker on our client projects: small endpoints, database migrations, tests and scripts. A senior backend engineer pairs with you weekly and explains the reasoning behind every design choice.',
      whatsInItForYou: ['Experience with the tools production teams use: PostgreSQL, Docker, CI pipelines', ...sharedPerks],
      positionDetails,
      keyResponsibilities: [
        'Build and test small API endpoints in Node.js',
        'Write SQL queries and migrations under review',
        'Automate small tasks with scripts and keep documentation current',
      ],
      requirements: [
        'JavaScript or TypeScript basics, and some SQL',
        'A small server-side project: an API, a bot, a scraper — anything that runs',
        'Comfort with the terminal, or eagerness to get comfortable',
      ],
      whyJoin: ['Backend skills compound: what you learn here applies to every stack you will meet', ...sharedWhyJoin],
    },
  },
  {
    ...common,
    title: 'AI Engineer',
    listed: false,
    roadmapUrl: 'https://roadmap.sh/ai-engineer',
    description: {
      intro: 'Explore how language models and retrieval fit into real products.',
      body: 'You will help build and evaluate AI features — search, summaries, classification — and learn to measure quality, cost and speed before a feature goes live.',
      whatsInItForYou: ['Experience building evaluations for AI features, a skill in short supply', ...sharedPerks],
      positionDetails,
      keyResponsibilities: [
        'Prepare evaluation datasets and run them against prompts and models',
        'Prototype retrieval pipelines with embeddings and vector search',
        'Document results clearly for the team',
      ],
      requirements: ['Python basics', 'Some experience with an LLM API or an ML library', 'A careful, sceptical approach to results'],
      whyJoin: ['You learn AI engineering as it is practised: measured and shipped', ...sharedWhyJoin],
    },
  },
  {
    ...common,
    title: 'Business Development',
    listed: true,
    description: {
      intro: 'Learn how a software studio finds clients, scopes projects and writes proposals.',
      body: 'You will research companies, draft outreach and sit in on discovery calls with the founders. You will see how a vague idea becomes a scope, an estimate and a signed project — and how to follow up without being pushy.',
      whatsInItForYou: ['Real client conversations from your first month, not just cold lists', ...sharedPerks],
      positionDetails,
      keyResponsibilities: [
        'Research and qualify companies in our target industries',
        'Draft personal outreach messages and follow-ups',
        'Keep CRM records complete and up to date',
        'Take notes on discovery calls and help draft proposals',
      ],
      requirements: [
        'Excellent written English',
        'Curiosity about technology businesses',
        'Organised and reliable with deadlines',
      ],
      whyJoin: ['Business development skills open doors in any company you join later', ...sharedWhyJoin],
    },
  },
  {
    ...common,
    title: 'LinkedIn Lead Generation',
    listed: false,
    description: {
      intro: 'Find and start conversations with the decision-makers who need our work.',
      body: 'You will use LinkedIn search and Sales Navigator to build lists of qualified prospects, write connection messages and keep the pipeline tidy for our business development team.',
      whatsInItForYou: ['A practical command of LinkedIn prospecting tools and etiquette', ...sharedPerks],
      positionDetails,
      keyResponsibilities: [
        'Build prospect lists that match our ideal client profile',
        'Send personal connection requests and follow-ups',
        'Log replies and hand warm leads to business development',
      ],
      requirements: ['Strong written English', 'A professional LinkedIn profile', 'Patience and consistency'],
      whyJoin: ['You see the very first step of how software projects begin', ...sharedWhyJoin],
    },
  },
  {
    ...common,
    title: 'Upwork Bidder',
    listed: false,
    description: {
      intro: 'Win projects on Upwork by writing proposals that stand out.',
      body: 'You will scan new Upwork postings, pick the ones that fit our strengths, and write tailored proposals with input from our engineers and designers.',
      whatsInItForYou: ['A proven method for writing proposals that get replies', ...sharedPerks],
      positionDetails,
      keyResponsibilities: [
        'Filter Upwork postings against our services and budget range',
        'Write tailored proposals with relevant case studies',
        'Track proposal, reply and hire rates',
      ],
      requirements: ['Excellent written English', 'Basic understanding of web and mobile development terms', 'Attention to detail'],
      whyJoin: ['You learn to read a client’s need between the lines of a short brief', ...sharedWhyJoin],
    },
  },
]);
