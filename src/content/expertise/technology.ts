import type { ExpertisePageInput } from './schema';

/** Explore group "Technology". */
export const technology: ExpertisePageInput[] = [
  {
    slug: 'react-js',
    title: 'React.js Development',
    description:
      'React development with TypeScript: component architecture, server state with TanStack Query, profiling, accessible UI and migrations off class components.',
    hero: {
      tagText: 'React.js',
      heading: ['React that stays', 'pleasant at', 'a hundred screens.'],
      variant: 'blue',
      image: '/media/images/expertise/react-js.webp',
    },
    intro:
      'Component architecture, state management and performance work for React codebases that must keep moving as the team and the feature list grow.',
    aside: [
      {
        image: '/media/images/expertise/react-js-1.webp',
        title: 'Components with clear responsibilities',
        paragraph:
          'We separate what a component shows from where its data comes from, colocate styles, tests and stories with the component, and organise folders by feature rather than by file type. Props are typed strictly, variants are modelled as unions instead of boolean soup, and composition with <code>children</code> beats configuration objects with twenty options.',
      },
      {
        icon: { name: 'Reactjs', width: 96 },
        title: 'Server state is not client state',
        paragraph:
          'Most "state management" problems are really caching problems. <strong>TanStack Query</strong> handles fetching, caching, retries and background refresh for server data; the little genuinely local state left over fits in <code>useState</code>, a reducer or a small Zustand store. Global Redux stores holding copies of API responses are one of the first things we untangle in inherited code.',
      },
      {
        image: '/media/images/expertise/react-js-3.webp',
        title: 'Performance measured, then fixed',
        paragraph:
          'We profile with the React DevTools profiler and the browser performance panel before touching <code>memo</code>. Usual culprits: context providers re-rendering whole trees, unvirtualised lists of thousands of rows, effects that fetch in waterfalls, and bundles carrying three date libraries. Code splitting by route and lazy-loading heavy widgets often halves the time to interactive.',
      },
      {
        icon: { name: 'Refresh', width: 96 },
        title: 'Upgrades and migrations',
        paragraph:
          'Class components to hooks, Create React App to Vite, JavaScript to TypeScript, React 17 to 19 — done incrementally behind passing tests, module by module, while feature work continues. We write codemods for repetitive changes and keep a migration dashboard so everyone can see how much is left.',
      },
    ],
    iconCards: {
      title: 'Our React toolbox',
      paragraph: 'Defaults we reach for, swapped out when your project has good reasons to differ.',
      items: [
        { icon: { name: 'Code', width: 24 }, title: 'TypeScript strict', description: 'No implicit any, exhaustive switch checks and typed API responses.' },
        { icon: { name: 'Check', width: 24 }, title: 'Testing Library', description: 'Tests that click and type like a user, with Vitest for speed.' },
        { icon: { name: 'Storybook', width: 24 }, title: 'Storybook', description: 'Components developed in isolation with every state visible.' },
        { icon: { name: 'Accessibility', width: 24 }, title: 'Accessible widgets', description: 'Dialogs, menus and comboboxes built on tested headless primitives.' },
        { icon: { name: 'Gauge', width: 24 }, title: 'Bundle budgets', description: 'Size limits per route enforced in CI, with a report on each pull request.' },
      ],
    },
  },
  {
    slug: 'next-js',
    title: 'Next.js Development',
    description:
      'Next.js App Router experts: React Server Components, static generation and ISR, streaming, Server Actions, caching strategy and deployment on Vercel or your own servers.',
    hero: {
      tagText: 'Next.js',
      heading: ['Server-rendered,', 'statically fast,', 'built on Next.js.'],
      variant: 'cyan',
      image: '/media/images/expertise/next-js.webp',
    },
    intro:
      'The App Router used as intended: server components by default, client code only where interaction needs it, and a caching plan you can explain.',
    aside: [
      {
        image: '/media/images/expertise/next-js-1.webp',
        title: 'Server components by default',
        paragraph:
          'Data fetching happens on the server, next to the database, and the browser receives HTML plus only the JavaScript that interactive leaves need. We draw the <code>\'use client\'</code> boundary as low in the tree as possible, pass serialisable props across it, and keep secrets and heavy libraries such as markdown parsers or SDKs entirely server-side.',
      },
      {
        icon: { name: 'Nextjs', width: 96 },
        title: 'Rendering strategy per route',
        paragraph:
          'Marketing pages are statically generated at build time; catalogues use <strong>incremental static regeneration</strong> with on-demand revalidation by tag when content changes; dashboards render dynamically with streaming and Suspense so the shell appears instantly. <code>generateStaticParams</code>, route segment config and explicit cache tags make each choice visible in code review.',
      },
      {
        image: '/media/images/expertise/next-js-3.webp',
        title: 'Forms and mutations with Server Actions',
        paragraph:
          'Server Actions validate input with the same zod schema the form uses, check authorisation, write to the database and revalidate affected paths in one round trip. Forms work before JavaScript loads, and <code>useOptimistic</code> makes them feel instant after it does. Route handlers remain for webhooks, file uploads and public APIs.',
      },
      {
        icon: { name: 'Server', width: 96 },
        title: 'Deploy anywhere',
        paragraph:
          'Vercel gives the smoothest path; a standalone output running in Docker behind Nginx gives full control on AWS, DigitalOcean or your own hardware. We configure image optimisation, caching headers and middleware for whichever target you choose, and document what changes if you move later. More on hosting on our <a href="/expertise/aws-vercel-digitalocean">cloud page</a>.',
      },
    ],
    iconCards: {
      title: 'Next.js projects we take on',
      paragraph: 'New builds, rescues and migrations — including from the Pages Router and from other frameworks.',
      items: [
        { icon: { name: 'Rocket', width: 24 }, title: 'App Router migrations', description: 'Pages Router to App Router, one route group at a time.' },
        { icon: { name: 'Search', width: 24 }, title: 'SEO foundations', description: 'Metadata API, sitemaps, Open Graph images and structured data.' },
        { icon: { name: 'Globe', width: 24 }, title: 'Internationalisation', description: 'Locale segments, translated routes and per-locale static generation.' },
        { icon: { name: 'Gauge', width: 24 }, title: 'Core Web Vitals', description: 'Field data monitored, with LCP and INP regressions caught before release.' },
        { icon: { name: 'Layers', width: 24 }, title: 'Headless CMS', description: 'Draft mode previews and tag-based revalidation wired to your CMS webhooks.' },
      ],
    },
  },
  {
    slug: 'node-js',
    title: 'Node.js Development',
    description:
      'Node.js services in TypeScript: non-blocking I/O done right, worker threads for CPU work, streams for large files, and profiling that finds event-loop stalls.',
    hero: {
      tagText: 'Node.js',
      heading: ['JavaScript on', 'the server,', 'with discipline.'],
      variant: 'green',
      image: '/media/images/expertise/node-js.webp',
    },
    intro:
      'APIs, workers, CLIs and integration services in Node.js and TypeScript — one language across the stack, engineered with the care of a systems team.',
    aside: [
      {
        image: '/media/images/expertise/node-js-1.webp',
        title: 'Respect the event loop',
        paragraph:
          'Node serves thousands of concurrent connections on one thread precisely because nothing blocks it. We keep it that way: no synchronous file or crypto calls on request paths, CPU-heavy work such as image resizing or PDF rendering moved to <strong>worker threads</strong> or a separate queue, and event-loop delay monitored as a first-class metric alongside latency.',
      },
      {
        icon: { name: 'Nodejs', width: 96 },
        title: 'Streams for big data',
        paragraph:
          'Uploads, CSV exports and log processing use streams with <code>pipeline()</code>, so a 2 GB file moves through in constant memory and back-pressure is handled for free. Multipart uploads are parsed with busboy straight to disk or object storage, and size limits are enforced while bytes arrive rather than after the whole body has been buffered.',
      },
      {
        image: '/media/images/expertise/node-js-3.webp',
        title: 'Profiling real problems',
        paragraph:
          'When a service slows down we take CPU profiles with <code>--cpu-prof</code> or Clinic.js flame graphs, heap snapshots for memory leaks, and async hooks to find promise chains that never settle. Typical finds: a regular expression with catastrophic backtracking, JSON parsing of huge payloads on the main thread, or a forgotten listener growing on every request.',
      },
      {
        icon: { name: 'Shield', width: 96 },
        title: 'Safe by construction',
        paragraph:
          'Inputs are validated at the edge with zod, outputs encoded for their context, and the permission model checked in one middleware instead of scattered through handlers. We keep the dependency tree short, pin versions with a lockfile, review install scripts, and run the service under a non-root user with only the environment variables it actually needs.',
      },
    ],
    iconCards: {
      title: 'How we run Node.js in production',
      paragraph: 'Runtime habits that keep services predictable on release day and at three in the morning.',
      items: [
        { icon: { name: 'Code', width: 24 }, title: 'TypeScript end to end', description: 'Shared types between API and clients, compiled with tsc or run with tsx.' },
        { icon: { name: 'Lock', width: 24 }, title: 'Dependency hygiene', description: 'Lockfiles, audits, Renovate updates and a short list of trusted packages.' },
        { icon: { name: 'Terminal', width: 24 }, title: 'LTS versions', description: 'Even-numbered LTS releases, upgraded within a quarter of each new one.' },
        { icon: { name: 'Activity', width: 24 }, title: 'Graceful restarts', description: 'Clean shutdown of servers, queues and database pools on every deploy.' },
        { icon: { name: 'Cpu', width: 24 }, title: 'Worker pools', description: 'Piscina pools for CPU-bound tasks sized to the cores you pay for.' },
      ],
    },
  },
  {
    slug: 'express-nest',
    title: 'Express & NestJS',
    description:
      'Express and NestJS APIs: lean Express services for small surfaces, NestJS modules, guards and dependency injection for large domains, with validation and OpenAPI docs.',
    hero: {
      tagText: 'Express & Nest',
      heading: ['Lean Express', 'or structured Nest,', 'chosen on purpose.'],
      variant: 'blue',
      image: '/media/images/expertise/express-nest.webp',
    },
    intro:
      'Express when the surface is small and speed of change matters most; NestJS when many developers share a large domain and structure pays for itself.',
    aside: [
      {
        image: '/media/images/expertise/express-nest-1.webp',
        title: 'Express, kept tidy',
        paragraph:
          'Express is minimal, which means every project invents its own structure — or none. We bring one: routers per resource, a thin controller layer, services holding business rules, zod validation middleware, a central error handler that maps domain errors to HTTP status codes, and <code>helmet</code>, CORS and rate limiting configured deliberately rather than copied from a blog post.',
      },
      {
        icon: { name: 'Nestjs', width: 96 },
        title: 'NestJS for large domains',
        paragraph:
          'Nest’s modules, providers and <strong>dependency injection</strong> give a big codebase clear seams and easy testing with mocked providers. Guards handle authentication and role checks, interceptors add logging and response shaping, pipes validate DTOs with class-validator, and the Swagger module publishes an OpenAPI document straight from the decorators.',
      },
      {
        image: '/media/images/expertise/express-nest-3.webp',
        title: 'Beyond HTTP',
        paragraph:
          'Nest microservice transports connect to RabbitMQ, Kafka or NATS with the same decorators used for HTTP; CQRS and event handlers fit complex workflows; WebSocket gateways serve <a href="/expertise/real-time-apps">real-time features</a>. Scheduled jobs use the cron module with a distributed lock so a job runs once even with several replicas.',
      },
      {
        icon: { name: 'Express', width: 96 },
        title: 'Migrating between them',
        paragraph:
          'An Express app that outgrew its structure can move to Nest gradually: mount the existing Express router inside a Nest application, then move one resource at a time into proper modules. And a Nest service that is heavier than its job can shed the framework. Either way, contract tests guard the API so clients never notice.',
      },
    ],
    iconCards: {
      title: 'API essentials we include',
      paragraph: 'Whichever framework you choose, these come built in from the first endpoint.',
      items: [
        { icon: { name: 'Check', width: 24 }, title: 'Input validation', description: 'Every body, query and parameter validated, with clear 400 responses.' },
        { icon: { name: 'Workflow', width: 24 }, title: 'OpenAPI documentation', description: 'Generated specs and interactive docs that stay in sync with the code.' },
        { icon: { name: 'Key', width: 24 }, title: 'Authentication', description: 'Passport strategies, JWT sessions and API keys with scoped permissions.' },
        { icon: { name: 'Shield', width: 24 }, title: 'Rate limiting', description: 'Per-client limits backed by Redis so they hold across replicas.' },
      ],
    },
  },
  {
    slug: 'supabase',
    title: 'Supabase Development',
    description:
      'Supabase projects built to last: PostgreSQL schema and row-level security, Auth, Storage, Realtime and Edge Functions, with migrations in Git and a path to self-hosting.',
    hero: {
      tagText: 'Supabase',
      heading: ['Launch in weeks,', 'on a database', 'you will never outgrow.'],
      variant: 'green',
      image: '/media/images/expertise/supabase.webp',
    },
    intro:
      'Supabase gives you PostgreSQL, auth, storage and realtime in an afternoon. We make sure the shortcuts you take in week one do not become the outage of year two.',
    aside: [
      {
        image: '/media/images/expertise/supabase-1.webp',
        title: 'Row-level security is the backend',
        paragraph:
          'With Supabase the browser talks to the database through PostgREST, so <strong>row-level security policies</strong> are your authorisation layer. We write them per table and per operation, use <code>auth.uid()</code> and JWT claims for tenant and role checks, index the columns policies filter on, and test every policy with pgTAP — including the cases that must be denied.',
      },
      {
        icon: { name: 'Supabase', width: 96 },
        title: 'Migrations in Git, not in the dashboard',
        paragraph:
          'The Supabase CLI runs a full local stack, and every schema change lands as a SQL migration reviewed in a pull request. Seed files give each developer realistic data, branching gives each pull request its own database, and generated TypeScript types keep the client in step with the schema. The production dashboard becomes read-only in practice.',
      },
      {
        image: '/media/images/expertise/supabase-3.webp',
        title: 'Auth, Storage and Realtime, configured',
        paragraph:
          'Auth with email, OAuth providers and SSO, plus custom claims added by a database hook; Storage buckets with policies that mirror table permissions and signed URLs for private files; Realtime subscriptions limited to the rows a user may see. Heavier logic runs in Edge Functions or a <a href="/expertise/node-js">Node.js</a> service using the service role key, kept strictly server-side.',
      },
      {
        icon: { name: 'Gauge', width: 96 },
        title: 'When the project takes off',
        paragraph:
          'Growth exposes the same pressure points every time: policies that scan whole tables, Realtime channels broadcasting too widely, and client-side queries that should have been a database function. We add indexes that match policy predicates, move aggregation into <code>SECURITY DEFINER</code> functions with care, use connection pooling through Supavisor, and pick the compute size from measured load.',
      },
    ],
    iconCards: {
      title: 'Supabase services we offer',
      paragraph: 'From a first MVP to a production audit of an app that took off faster than expected.',
      items: [
        { icon: { name: 'Rocket', width: 24 }, title: 'MVP builds', description: 'A working product on Supabase and Next.js in four to eight weeks.' },
        { icon: { name: 'Shield', width: 24 }, title: 'Security audit', description: 'RLS policies, exposed functions and key usage reviewed against real attacks.' },
        { icon: { name: 'Postgresql', width: 24 }, title: 'Performance tuning', description: 'Slow queries, missing indexes and policy overhead found and fixed.' },
        { icon: { name: 'Server', width: 24 }, title: 'Self-hosting', description: 'The open-source stack on your own infrastructure when compliance demands it.' },
        { icon: { name: 'Bolt', width: 24 }, title: 'Edge Functions', description: 'Webhooks, payments and third-party integrations in Deno with typed clients.' },
      ],
    },
  },
];
