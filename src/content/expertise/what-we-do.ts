import type { ExpertisePageInput } from './schema';

/** Explore group "What We Do". */
export const whatWeDo: ExpertisePageInput[] = [
  {
    slug: 'websites',
    title: 'Websites',
    description:
      'Fast, accessible marketing websites built on Next.js with a CMS your team can edit: Core Web Vitals in the green, structured data and no plugin sprawl.',
    hero: {
      tagText: 'Websites',
      heading: ['Websites that load fast', 'and read clearly.'],
      variant: 'blue',
      image: '/media/images/expertise/websites.webp',
    },
    intro:
      'Marketing sites, product sites and documentation, statically generated and edited by your own team — built so the first impression is also a quick one.',
    aside: [
      {
        image: '/media/images/expertise/websites-1.webp',
        title: 'Content first, layout second',
        paragraph:
          'We start with a content inventory and a sitemap, not a mood board. Every page gets a job — explain, convince, convert — and a single primary action. Copy is drafted in real sentences before any grid is drawn, so the design is shaped around what you actually need to say rather than lorem ipsum that never survives launch.',
      },
      {
        icon: { name: 'Gauge', width: 96 },
        title: 'Performance budgets we hold ourselves to',
        paragraph:
          'Pages are statically generated and served from the edge. We set a budget before the first component: <strong>LCP under 2.5 s on a mid-range phone</strong>, layout shift near zero, and less than 100 KB of JavaScript on a content page. Images go out as AVIF or WebP at the right size, fonts are self-hosted and subset, and third-party tags earn their place.',
      },
      {
        image: '/media/images/expertise/websites-3.webp',
        title: 'A CMS your marketers will actually use',
        paragraph:
          'Whether it is Sanity, Payload, Contentful or Markdown in Git, we model content as structured blocks with validation, so an editor can build a new landing page without breaking the typography. Preview links show drafts exactly as they will ship, and scheduled publishing means nobody has to be awake at midnight for a launch.',
      },
      {
        icon: { name: 'Search', width: 96 },
        title: 'Found by search engines and by people',
        paragraph:
          'Semantic HTML, one <code>h1</code> per page, canonical URLs, an XML sitemap and JSON-LD for your organisation, articles and FAQs. We check every template with axe and a keyboard, because accessible markup is also the markup crawlers understand best. Redirect maps protect the rankings you already earned when we replace an old site.',
      },
    ],
    iconCards: {
      title: 'What a website project includes',
      paragraph: 'A typical site takes six to ten weeks from sitemap to launch, and everything below is part of the fixed scope.',
      items: [
        { icon: { name: 'Pen', width: 24 }, title: 'Copy and structure', description: 'Sitemap, page briefs and a messaging hierarchy agreed before design starts.' },
        { icon: { name: 'Palette', width: 24 }, title: 'Visual design', description: 'Responsive layouts at four breakpoints, with motion specified rather than improvised.' },
        { icon: { name: 'Layers', width: 24 }, title: 'Headless CMS', description: 'Structured content types, live preview and role-based editing for your team.' },
        { icon: { name: 'Gauge', width: 24 }, title: 'Speed audit', description: 'Lighthouse and real-user Web Vitals measured before and after launch.' },
        { icon: { name: 'Globe', width: 24 }, title: 'Localisation', description: 'Locale routing, hreflang tags and translation workflows when you sell in more than one language.' },
        { icon: { name: 'Chart', width: 24 }, title: 'Analytics', description: 'Privacy-friendly analytics and conversion events wired to the goals you care about.' },
      ],
    },
  },
  {
    slug: 'web-applications',
    title: 'Web Applications',
    description:
      'Custom web applications — dashboards, portals and internal tools — built with React, TypeScript and a typed API, with auth, roles and audit trails done properly.',
    hero: {
      tagText: 'Web Applications',
      heading: ['Browser software', 'your team opens', 'every morning.'],
      variant: 'cyan',
      image: '/media/images/expertise/web-applications.webp',
    },
    intro:
      'Customer portals, back-office tools and dashboards that replace spreadsheets and email threads with one dependable screen.',
    aside: [
      {
        image: '/media/images/expertise/web-applications-1.webp',
        title: 'Workflows before wireframes',
        paragraph:
          'We sit with the people who will use the application and map the job as it is done today: who approves what, which fields get copied between systems, where things stall. That map becomes the state machine behind the interface, so an invoice can never be "paid" before it was "approved", no matter which button someone finds.',
      },
      {
        icon: { name: 'Lock', width: 96 },
        title: 'Access control that survives an audit',
        paragraph:
          'Sign-in with SSO (OIDC or SAML), passkeys or magic links; roles and permissions checked on the server for every request, never just hidden in the UI. Sensitive actions leave an <strong>append-only audit log</strong> with who, what and when. Multi-tenant data is isolated by tenant key at the query layer, and tested so one customer can never see another.',
      },
      {
        image: '/media/images/expertise/web-applications-3.webp',
        title: 'Interfaces built for heavy use',
        paragraph:
          'Tables with server-side sorting, filtering and pagination that stay fast at a million rows; keyboard shortcuts for power users; optimistic updates so saving feels instant; forms that validate as you type with the same schema the API uses. We design the empty, loading and error states as carefully as the happy path.',
      },
      {
        icon: { name: 'Gauge', width: 96 },
        title: 'Fast at year three, not just at launch',
        paragraph:
          'We agree budgets for the screens people use most — a search result in under 300 ms, a report in under two seconds — and check them in CI against a database seeded with <strong>production-sized data</strong>. Slow endpoints get traced, heavy bundles get split, and the application still feels quick when your biggest customer has ten times the records it had on day one.',
      },
    ],
    iconCards: {
      title: 'The building blocks we reach for',
      paragraph: 'Proven pieces, chosen per project — we write the parts that make your application different and reuse the rest.',
      items: [
        { icon: { name: 'Reactjs', width: 24 }, title: 'React and TypeScript', description: 'A component architecture with strict types from the database row to the button label.' },
        { icon: { name: 'Workflow', width: 24 }, title: 'Typed APIs', description: 'tRPC, GraphQL or OpenAPI-generated clients, so a renamed field breaks the build, not production.' },
        { icon: { name: 'Shield', width: 24 }, title: 'Security reviews', description: 'OWASP ASVS checklist, dependency scanning and a penetration test before go-live.' },
        { icon: { name: 'Grid', width: 24 }, title: 'Data grids', description: 'Virtualised tables, saved views, CSV export and bulk actions that respect permissions.' },
        { icon: { name: 'Bell', width: 24 }, title: 'Notifications', description: 'In-app, email and Slack alerts with per-user preferences and digest batching.' },
      ],
    },
  },
  {
    slug: 'mobile-apps',
    title: 'Mobile Apps',
    description:
      'Native-quality iOS and Android apps built with Flutter or React Native: offline sync, push notifications, in-app purchases and smooth App Store releases.',
    hero: {
      tagText: 'Mobile Apps',
      heading: ['One codebase,', 'two app stores,', 'no compromises.'],
      variant: 'green',
      image: '/media/images/expertise/mobile-apps.webp',
    },
    intro:
      'Cross-platform apps in Flutter or React Native that feel at home on iPhone and Android, work on a train with no signal and ship on a predictable release train.',
    aside: [
      {
        image: '/media/images/expertise/mobile-apps-1.webp',
        title: 'Flutter or React Native, for a reason',
        paragraph:
          'Flutter gives pixel-identical rendering and excellent animation performance; React Native shares logic and people with a React web team. We recommend one after looking at your existing code, hiring plans and the native features you need — Bluetooth, HealthKit, background location — and we write platform channels or native modules when a plugin does not exist.',
      },
      {
        icon: { name: 'Offline', width: 96 },
        title: 'Offline first, sync second',
        paragraph:
          'Mobile networks fail in lifts and basements. Data lives in a local store (SQLite, Drift or WatermelonDB) and the interface reads from it first; changes queue up and sync when the connection returns, with <strong>conflict rules agreed in advance</strong> rather than discovered in support tickets. The app opens instantly because it never waits for the network to draw its first screen.',
      },
      {
        image: '/media/images/expertise/mobile-apps-3.webp',
        title: 'Releases without drama',
        paragraph:
          'Fastlane and CI build signed binaries on every merge; testers get them through TestFlight and Play internal testing the same afternoon. Over-the-air updates fix copy and logic between store releases, feature flags let us ship dark, and staged rollouts with Crashlytics watching mean a bad build reaches five per cent of users, not all of them.',
      },
      {
        icon: { name: 'Heart', width: 96 },
        title: 'Details people notice',
        paragraph:
          'Haptics on the right interactions, Dynamic Type and TalkBack support, dark mode, deep links that open the right screen from an email, and push notifications people choose to keep. We follow the Human Interface Guidelines and Material 3 where they differ, instead of forcing one platform to look like the other.',
      },
    ],
    iconCards: {
      title: 'Everything an app needs around it',
      paragraph: 'The app is the visible part. These are the pieces that make it a product you can run.',
      items: [
        { icon: { name: 'Flutter', width: 24 }, title: 'Flutter and Dart', description: 'Riverpod or Bloc state, golden tests for UI and a clean feature-first folder structure.' },
        { icon: { name: 'Bell', width: 24 }, title: 'Push notifications', description: 'APNs and FCM through one service, with segments, quiet hours and delivery tracking.' },
        { icon: { name: 'CreditCard', width: 24 }, title: 'In-app purchases', description: 'Subscriptions with RevenueCat or StoreKit 2, receipts validated on your server.' },
        { icon: { name: 'Chart', width: 24 }, title: 'Product analytics', description: 'Funnels and retention cohorts so you know which screens keep people coming back.' },
        { icon: { name: 'Rocket', width: 24 }, title: 'Store submission', description: 'Screenshots, privacy labels and review notes prepared so approval takes days, not weeks.' },
      ],
    },
  },
  {
    slug: 'ecommerce',
    title: 'E-commerce',
    description:
      'Headless e-commerce on Shopify, Medusa or a custom stack: fast product pages, a checkout that converts, and stock, tax and fulfilment integrations that hold up.',
    hero: {
      tagText: 'E-commerce',
      heading: ['Storefronts that sell', 'on a Monday and', 'on Black Friday.'],
      variant: 'blue',
      image: '/media/images/expertise/ecommerce.webp',
    },
    intro:
      'Headless commerce with a storefront you fully control, a checkout you do not have to rebuild, and back-office integrations that keep stock counts honest.',
    aside: [
      {
        image: '/media/images/expertise/ecommerce-1.webp',
        title: 'Headless where it pays off',
        paragraph:
          'Shopify Hydrogen, the Storefront API or Medusa handle the catalogue, carts and orders; a Next.js storefront handles everything shoppers see. You keep Shopify’s checkout and payment compliance while gaining full control over landing pages, bundles and editorial content. For simpler catalogues we will tell you honestly that a well-tuned Shopify theme is the cheaper answer.',
      },
      {
        icon: { name: 'Cart', width: 96 },
        title: 'Product pages that convert',
        paragraph:
          'Variant pickers that never show an out-of-stock size as available, image galleries that load the first photo immediately, reviews and delivery estimates above the fold. We A/B test one change at a time and read the results with proper sample sizes, so a <strong>two-per-cent uplift</strong> is a real one and not noise from a weekend sale.',
      },
      {
        image: '/media/images/expertise/ecommerce-3.webp',
        title: 'Integrations behind the till',
        paragraph:
          'Orders flow into your ERP or warehouse system through queued, idempotent webhooks, so a retried request never ships a parcel twice. Inventory syncs across channels, tax is calculated by Stripe Tax or Avalara, and returns create credit notes automatically. Every integration has a dead-letter queue and a dashboard, so a failure is a notification rather than a lost order.',
      },
      {
        icon: { name: 'Search', width: 96 },
        title: 'Search and merchandising',
        paragraph:
          'Shoppers who search convert at several times the rate of those who browse, so search deserves real work: typo tolerance, synonyms from your own query logs, facets that reflect how people shop and zero-result pages that still suggest something. We use Algolia, Typesense or Meilisearch, and give merchandisers controls to pin, boost and bury products without a developer.',
      },
    ],
    iconCards: {
      title: 'Built for peak traffic',
      paragraph: 'Sales events multiply traffic by twenty in a minute. We prepare for that day from the first sprint.',
      items: [
        { icon: { name: 'Shopify', width: 24 }, title: 'Shopify Plus', description: 'Checkout extensions, Functions for discounts and a headless storefront on Hydrogen or Next.js.' },
        { icon: { name: 'CreditCard', width: 24 }, title: 'Payments', description: 'Stripe, Adyen, Apple Pay and local methods, with 3-D Secure handled gracefully.' },
        { icon: { name: 'Bolt', width: 24 }, title: 'Edge caching', description: 'Product and listing pages cached at the edge and revalidated when stock or prices change.' },
        { icon: { name: 'Activity', width: 24 }, title: 'Load testing', description: 'k6 scenarios that replay a launch-day surge against staging before the real one.' },
      ],
    },
  },
  {
    slug: 'data-visualisation',
    title: 'Data Visualisation',
    description:
      'Dashboards and interactive charts with D3, Observable Plot and ECharts: honest scales, readable at a glance, fast on large datasets and accessible to screen readers.',
    hero: {
      tagText: 'Data Visualisation',
      heading: ['Charts that answer', 'the question', 'you actually asked.'],
      variant: 'cyan',
      image: '/media/images/expertise/data-visualisation.webp',
    },
    intro:
      'Dashboards, reports and interactive explainers that turn a warehouse full of rows into a decision someone can make before their coffee goes cold.',
    aside: [
      {
        image: '/media/images/expertise/data-visualisation-1.webp',
        title: 'Start from the decision',
        paragraph:
          'Before choosing a chart we ask who looks at it, how often, and what they do differently afterwards. An operations lead checking yesterday’s fulfilment needs one number and a sparkline; an analyst exploring churn needs filters and a drill-down. Designing for the decision keeps dashboards to a handful of views instead of forty tabs nobody opens.',
      },
      {
        icon: { name: 'Chart', width: 96 },
        title: 'Honest encodings',
        paragraph:
          'Bars start at zero, time runs left to right, and colour carries meaning instead of decoration. We use colour-blind-safe palettes, label lines directly rather than relying on legends, and show uncertainty — confidence bands, sample sizes — where it exists. Built with <strong>D3</strong>, <strong>Observable Plot</strong> or <strong>ECharts</strong> depending on how bespoke the visual needs to be.',
      },
      {
        image: '/media/images/expertise/data-visualisation-3.webp',
        title: 'Fast on real data volumes',
        paragraph:
          'Aggregation happens in the database or in DuckDB, not in the browser. Large scatter plots render to Canvas or WebGL, tooltips use spatial indexes, and filters update in well under 100 ms. Pre-computed rollups and materialised views keep a dashboard responsive even when the underlying table holds hundreds of millions of events.',
      },
      {
        icon: { name: 'Accessibility', width: 96 },
        title: 'Readable by everyone',
        paragraph:
          'Every chart ships with a text summary and a data table alternative for screen-reader users, keyboard focus on data points, and sufficient contrast between series. Exports to PNG, CSV and PDF come with the same titles and footnotes, so a chart pasted into a board deck still says where the numbers came from.',
      },
    ],
    iconCards: {
      title: 'From warehouse to screen',
      paragraph: 'A chart is only as good as the pipeline under it, so we build both ends.',
      items: [
        { icon: { name: 'Database', width: 24 }, title: 'Data modelling', description: 'dbt models and tested metrics definitions, so “active user” means one thing everywhere.' },
        { icon: { name: 'Map', width: 24 }, title: 'Maps', description: 'Choropleths and point maps with MapLibre and vector tiles, from postcode to continent.' },
        { icon: { name: 'Monitor', width: 24 }, title: 'Embedded analytics', description: 'Customer-facing dashboards inside your SaaS, scoped per tenant with row-level security.' },
        { icon: { name: 'Clock', width: 24 }, title: 'Real-time panels', description: 'Live counters and streaming charts fed by websockets for operations rooms.' },
      ],
    },
  },
];
