import type { ExpertisePageInput } from './schema';

/** Explore group "Backend & Databases". */
export const backendAndDatabases: ExpertisePageInput[] = [
  {
    slug: 'backend',
    title: 'Backend Development',
    description:
      'Backend engineering for products that grow: clear domain models, versioned APIs, background jobs, observability and databases designed for the next 100× of traffic.',
    hero: {
      tagText: 'Backend',
      heading: ['The quiet part', 'that keeps everything', 'else running.'],
      variant: 'green',
      image: '/media/images/expertise/backend.webp',
    },
    intro:
      'APIs, queues, schedulers and the data model under them — engineered so that new features are additions, not excavations.',
    aside: [
      {
        image: '/media/images/expertise/backend-1.webp',
        title: 'A domain model worth keeping',
        paragraph:
          'Most backend pain is a modelling problem in disguise. We name the entities your business already talks about, draw the boundaries between them, and keep each module’s data behind its own interface. A <strong>modular monolith</strong> is usually the right first shape: one deployable, clean seams, and the option to split a service out later when load or team size genuinely demands it.',
      },
      {
        icon: { name: 'Workflow', width: 96 },
        title: 'APIs that other teams enjoy',
        paragraph:
          'REST with an OpenAPI contract or GraphQL with a typed schema — generated clients, consistent error envelopes, cursor pagination and idempotency keys on every write that moves money or sends mail. Breaking changes go out as a new version with a deprecation window, announced in a changelog, never discovered by a partner at 3 a.m.',
      },
      {
        image: '/media/images/expertise/backend-3.webp',
        title: 'Work that happens off the request',
        paragraph:
          'Emails, PDF generation, webhooks and imports run in background workers on a durable queue (BullMQ on Redis, pg-boss, or SQS), with retries, exponential backoff and a dead-letter queue you can inspect. The <strong>transactional outbox</strong> pattern guarantees that a saved order and its "order placed" event either both happen or neither does.',
      },
      {
        icon: { name: 'Activity', width: 96 },
        title: 'Observable from day one',
        paragraph:
          'Structured JSON logs with request IDs, OpenTelemetry traces across services, RED metrics on every endpoint and alerts tied to service-level objectives rather than CPU graphs. When something slows down, we can point at the query, the span and the deploy that caused it within minutes instead of guessing.',
      },
    ],
    iconCards: {
      title: 'How we keep backends healthy',
      paragraph: 'Habits rather than heroics: the practices we bring to every service we build or inherit.',
      items: [
        { icon: { name: 'Shield', width: 24 }, title: 'Secure defaults', description: 'Parameterised queries, secrets in a vault, least-privilege database roles and rate limits.' },
        { icon: { name: 'Check', width: 24 }, title: 'Contract tests', description: 'Consumer-driven tests that fail when an API change would break a client.' },
        { icon: { name: 'Redis', width: 24 }, title: 'Caching', description: 'Redis caches with explicit invalidation, and stampede protection for hot keys.' },
        { icon: { name: 'Gauge', width: 24 }, title: 'Load profiles', description: 'Latency percentiles measured under realistic traffic before each major release.' },
        { icon: { name: 'Key', width: 24 }, title: 'Auth services', description: 'OAuth 2.1, JWT rotation and service-to-service authentication with mTLS where it matters.' },
      ],
    },
  },
  {
    slug: 'real-time-apps',
    title: 'Real-Time Apps',
    description:
      'Real-time features with WebSockets, Server-Sent Events and CRDTs: live collaboration, presence, chat and dashboards that scale out and recover from dropped links.',
    hero: {
      tagText: 'Real-Time Apps',
      heading: ['When a second', 'is too long', 'to wait.'],
      variant: 'blue',
      image: '/media/images/expertise/real-time-apps.webp',
    },
    intro:
      'Live collaboration, chat, presence, tracking and trading screens — features where every participant must see the same truth at the same moment.',
    aside: [
      {
        image: '/media/images/expertise/real-time-apps-1.webp',
        title: 'The right transport for the job',
        paragraph:
          'Not everything needs a socket. <strong>Server-Sent Events</strong> are perfect for one-way feeds like notifications and build logs, and pass through proxies untouched. WebSockets carry two-way traffic such as chat and multiplayer editing. WebRTC data channels handle peer-to-peer media and low-latency games. We pick per feature and fall back gracefully when a corporate firewall blocks the first choice.',
      },
      {
        icon: { name: 'Users', width: 96 },
        title: 'Collaboration without conflicts',
        paragraph:
          'Shared documents, whiteboards and forms use CRDTs (Yjs or Automerge) so two people typing in the same paragraph both keep their work, even after one of them edited offline on a flight. Presence cursors, selection highlights and "who is viewing" avatars come from an awareness channel that is cheap to broadcast and forgotten when a tab closes.',
      },
      {
        image: '/media/images/expertise/real-time-apps-3.webp',
        title: 'Scaling past one server',
        paragraph:
          'Connections are sticky, but state is not: a Redis or NATS pub/sub backbone fans messages out across every node, so adding servers raises capacity linearly. We load test with tens of thousands of simulated clients, tune heartbeat intervals and back-pressure, and make sure a deploy drains connections gently instead of reconnecting everyone in the same second.',
      },
      {
        icon: { name: 'Database', width: 96 },
        title: 'Persisted, ordered and replayable',
        paragraph:
          'Real-time does not mean ephemeral. Messages are written to PostgreSQL or a Redis stream with a monotonic sequence before they are broadcast, so history survives a restart and audit questions have answers. Where order matters — bids, trades, game moves — a single writer per room assigns the sequence and clients reject anything that arrives <strong>out of order</strong>.',
      },
    ],
    iconCards: {
      title: 'Real-time, done responsibly',
      paragraph: 'Live features fail in interesting ways: flaky mobile networks, laptops waking from sleep, servers restarting mid-message. These are the cases we design for before users find them.',
      items: [
        { icon: { name: 'Refresh', width: 24 }, title: 'Reconnect and resume', description: 'Clients replay missed events from a sequence number after a dropped connection.' },
        { icon: { name: 'Chat', width: 24 }, title: 'Chat and messaging', description: 'Threads, read receipts, typing indicators and moderation hooks.' },
        { icon: { name: 'Map', width: 24 }, title: 'Live tracking', description: 'Vehicle and courier positions streamed to maps with smoothing between updates.' },
        { icon: { name: 'Lock', width: 24 }, title: 'Channel authorisation', description: 'Every subscription checked against permissions, not just the initial handshake.' },
        { icon: { name: 'Gauge', width: 24 }, title: 'Latency budgets', description: 'End-to-end delivery under 150 ms at the 95th percentile, measured continuously.' },
      ],
    },
  },
  {
    slug: 'saas',
    title: 'SaaS Product Development',
    description:
      'SaaS platforms built for recurring revenue: multi-tenancy, subscription billing with Stripe, onboarding, usage metering, admin tooling and SOC 2-ready foundations.',
    hero: {
      tagText: 'SaaS',
      heading: ['From first paying', 'customer to', 'thousandth tenant.'],
      variant: 'cyan',
      image: '/media/images/expertise/saas.webp',
    },
    intro:
      'We build the product and the business plumbing around it — tenants, plans, invoices, trials and the admin console your support team lives in.',
    aside: [
      {
        image: '/media/images/expertise/saas-1.webp',
        title: 'Multi-tenancy chosen deliberately',
        paragraph:
          'A shared schema with a <code>tenant_id</code> on every row and PostgreSQL row-level security suits most products; schema-per-tenant or database-per-tenant suits regulated customers who ask where their data physically lives. We choose with you, write it down, and enforce it in one place so no developer has to remember a <code>WHERE</code> clause.',
      },
      {
        icon: { name: 'CreditCard', width: 96 },
        title: 'Billing that finance trusts',
        paragraph:
          'Stripe Billing for seats, tiers and usage-based pricing; proration on upgrades; dunning emails and grace periods for failed cards; tax handled by Stripe Tax. Entitlements are computed from the subscription in one service, so changing a plan is a configuration change and not a hunt through fifty <code>if</code> statements.',
      },
      {
        image: '/media/images/expertise/saas-3.webp',
        title: 'Onboarding that reaches the "aha"',
        paragraph:
          'We instrument the path from sign-up to first value — the first report generated, the first teammate invited — and design to shorten it. Sample data, guided checklists, templated workspaces and timely lifecycle emails turn trials into customers. Product analytics show where people stall, and we iterate on that step until the activation rate moves.',
      },
      {
        icon: { name: 'Shield', width: 96 },
        title: 'Ready for enterprise questionnaires',
        paragraph:
          'SSO with SAML and SCIM provisioning, audit logs, data export, configurable retention and a documented incident process. We build these early enough that the first large customer’s security review is a formality, and we keep the evidence a <strong>SOC 2</strong> auditor will ask for — access reviews, change history, backups tested — as a side effect of normal work.',
      },
    ],
    iconCards: {
      title: 'The parts every SaaS needs',
      paragraph: 'None of these are your differentiator, all of them are expected. We ship them quickly so you can spend time on what is.',
      items: [
        { icon: { name: 'Users', width: 24 }, title: 'Teams and roles', description: 'Invitations, ownership transfer and custom roles per workspace.' },
        { icon: { name: 'Chart', width: 24 }, title: 'Usage metering', description: 'Event ingestion and aggregation that bills accurately for API calls or storage.' },
        { icon: { name: 'Monitor', width: 24 }, title: 'Admin console', description: 'Impersonation with consent, account notes, refunds and feature flags per tenant.' },
        { icon: { name: 'Mail', width: 24 }, title: 'Lifecycle email', description: 'Transactional and behavioural emails with templates your marketers can edit.' },
        { icon: { name: 'Globe', width: 24 }, title: 'Data residency', description: 'EU and US regions with tenant pinning for customers who need it.' },
        { icon: { name: 'Boxes', width: 24 }, title: 'Public API', description: 'API keys, scopes, webhooks and a developer portal with interactive docs.' },
      ],
    },
  },
  {
    slug: 'postgresql',
    title: 'PostgreSQL Consulting',
    description:
      'PostgreSQL schema design, indexing strategy, partitioning, logical replication and query tuning with pg_stat_statements, for databases that stay fast as they grow.',
    hero: {
      tagText: 'PostgreSQL',
      heading: ['Your data deserves', 'a database', 'that is understood.'],
      variant: 'blue',
      image: '/media/images/expertise/postgresql.webp',
    },
    intro:
      'Schema design, performance tuning, migrations and high availability for PostgreSQL — from a fresh project to a ten-terabyte cluster that has started to creak.',
    aside: [
      {
        image: '/media/images/expertise/postgresql-1.webp',
        title: 'Find the queries that matter',
        paragraph:
          'We start with <code>pg_stat_statements</code>, sorted by total time rather than by the single slowest call, because a 4 ms query run two million times an hour hurts more than a nightly report. <code>EXPLAIN (ANALYZE, BUFFERS)</code> shows whether the planner is misled by stale statistics, a missing extended statistic, or a join order it could never guess.',
      },
      {
        icon: { name: 'Postgresql', width: 96 },
        title: 'An indexing strategy, not a pile of indexes',
        paragraph:
          'Composite B-tree indexes ordered to match equality-then-range predicates, partial indexes for the rows you actually query (<code>WHERE status = \'open\'</code>), covering indexes with <code>INCLUDE</code> for index-only scans, GIN for JSONB and full-text search, BRIN for append-only time series. We also remove unused indexes: each one slows every write and bloats vacuum work.',
      },
      {
        image: '/media/images/expertise/postgresql-3.webp',
        title: 'Partitioning and growth',
        paragraph:
          'Declarative partitioning by time or tenant keeps hot data small and makes retention a <code>DETACH PARTITION</code> instead of a week-long <code>DELETE</code>. We tune autovacuum per table, watch for transaction ID wraparound, and size connection pools with PgBouncer in transaction mode so the database spends its memory on data rather than idle backends.',
      },
      {
        icon: { name: 'Refresh', width: 96 },
        title: 'Replication and safe upgrades',
        paragraph:
          'Streaming replicas for read scaling and failover, managed with Patroni or your cloud provider. <strong>Logical replication</strong> lets us upgrade major versions or move between providers with minutes of downtime instead of hours. Backups run with pgBackRest or WAL-G, and we prove point-in-time recovery works by restoring to a scratch server on a schedule. See the <a href="https://www.postgresql.org/docs/current/logical-replication.html">PostgreSQL documentation</a> for the mechanics.',
      },
    ],
    iconCards: {
      title: 'A PostgreSQL health check',
      paragraph: 'Two weeks, a written report and the fixes that pay off first — often the fastest win a struggling product can buy.',
      items: [
        { icon: { name: 'Search', width: 24 }, title: 'Workload review', description: 'Top queries by total time, cache hit ratio, lock waits and temp file spills.' },
        { icon: { name: 'Layers', width: 24 }, title: 'Schema review', description: 'Data types, constraints, foreign keys and normalisation trade-offs.' },
        { icon: { name: 'Gauge', width: 24 }, title: 'Configuration', description: 'shared_buffers, work_mem, checkpoints and planner costs set for your hardware.' },
        { icon: { name: 'Lock', width: 24 }, title: 'Zero-downtime migrations', description: 'Concurrent index builds, NOT VALID constraints and batched backfills.' },
        { icon: { name: 'Database', width: 24 }, title: 'Backup drill', description: 'A timed restore that tells you your real recovery point and recovery time.' },
      ],
    },
  },
  {
    slug: 'orm-sequelize-prisma',
    title: 'ORM: Sequelize & Prisma',
    description:
      'Sequelize and Prisma done well: typed models, migrations you can review, N+1 queries gone, correct transactions, and raw SQL where it is the better tool.',
    hero: {
      tagText: 'ORM: Sequelize & Prisma',
      heading: ['An ORM that helps,', 'never one that', 'hides the SQL.'],
      variant: 'green',
      image: '/media/images/expertise/orm-sequelize-prisma.webp',
    },
    intro:
      'We build new Node.js data layers on Prisma and rescue existing Sequelize ones — keeping the productivity of an ORM without paying for it in slow pages.',
    aside: [
      {
        image: '/media/images/expertise/orm-sequelize-prisma-1.webp',
        title: 'Prisma for typed, readable data access',
        paragraph:
          'The Prisma schema becomes the single description of your tables, and the generated client gives autocomplete and compile-time errors for every field. We use <code>select</code> to fetch only the columns a screen needs, nested writes for aggregates that belong together, and interactive transactions with explicit isolation levels where money or inventory is involved.',
      },
      {
        icon: { name: 'Sequelize', width: 96 },
        title: 'Sequelize codebases, modernised',
        paragraph:
          'Many successful products run on Sequelize models written years ago. We add TypeScript types with <code>InferAttributes</code>, replace ad-hoc <code>sync()</code> calls with versioned migrations, untangle circular associations and fix the eager-loading that fetches whole tables. No big-bang rewrite: the app keeps shipping while the data layer improves one module at a time.',
      },
      {
        image: '/media/images/expertise/orm-sequelize-prisma-3.webp',
        title: 'Killing the N+1',
        paragraph:
          'The classic ORM failure is a list page that runs one query for the list and one more per row. We log every query in development with its call site, fail tests that exceed a query budget, and fix hot paths with <code>include</code>, DataLoader batching or a single hand-written join. Pages that made 300 round trips typically drop to three.',
      },
      {
        icon: { name: 'Terminal', width: 96 },
        title: 'Knowing when to drop to SQL',
        paragraph:
          'Window functions, recursive CTEs, <code>INSERT … ON CONFLICT</code> upserts and reporting queries are clearer in SQL than in any query builder. We use <code>$queryRaw</code> with tagged templates, or Kysely for typed raw queries, keep them next to the model they serve, and cover them with tests against a real <a href="/expertise/postgresql">PostgreSQL</a> instance rather than mocks.',
      },
    ],
    iconCards: {
      title: 'Data-layer practices we insist on',
      paragraph: 'Whatever the library, these rules keep a Node.js data layer fast and boring in the best sense.',
      items: [
        { icon: { name: 'Prisma', width: 24 }, title: 'Reviewed migrations', description: 'Generated SQL is read in code review before it ever touches production.' },
        { icon: { name: 'Check', width: 24 }, title: 'Real-database tests', description: 'Tests run against PostgreSQL in a container, reset between cases.' },
        { icon: { name: 'Server', width: 24 }, title: 'Connection pooling', description: 'Pool sizes matched to serverless or long-running runtimes, with PgBouncer or Accelerate.' },
        { icon: { name: 'Eye', width: 24 }, title: 'Query visibility', description: 'Slow-query logging and tracing spans that name the model and method.' },
      ],
    },
  },
];
