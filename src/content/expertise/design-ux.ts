import type { ExpertisePageInput } from './schema';

/** Explore group "Design & UX". */
export const designAndUx: ExpertisePageInput[] = [
  {
    slug: 'user-research-validation',
    title: 'User Research & Validation',
    description:
      'User interviews, usability testing, surveys and assumption mapping that tell you what to build next — and what to stop building — before the code is written.',
    hero: {
      tagText: 'User Research & Validation',
      heading: ['Evidence before', 'opinions,', 'and before code.'],
      variant: 'cyan',
      image: '/media/images/expertise/user-research-validation.webp',
    },
    intro:
      'Interviews, usability sessions and small experiments that replace a meeting-room debate with what customers actually said and did.',
    aside: [
      {
        image: '/media/images/expertise/user-research-validation-1.webp',
        title: 'Map the riskiest assumptions',
        paragraph:
          'Every roadmap rests on beliefs: that buyers feel this pain, that they will switch, that they will pay. We run an <strong>assumption-mapping</strong> workshop to list them, rank each by how much is riding on it and how little evidence exists, and then test the top three first. Research time goes where being wrong would be most expensive.',
      },
      {
        icon: { name: 'Chat', width: 96 },
        title: 'Interviews that avoid leading questions',
        paragraph:
          'We recruit from your customer list or a panel, screen for the right profile and run forty-five-minute conversations about past behaviour — "tell me about the last time you…" — rather than hypothetical futures. Sessions are recorded with consent, transcribed, tagged and synthesised into an affinity map and a short list of jobs-to-be-done, with quotes you can share with the board.',
      },
      {
        image: '/media/images/expertise/user-research-validation-3.webp',
        title: 'Usability tests with five people',
        paragraph:
          'Five participants find most of the serious problems in a flow. We write realistic tasks, observe without helping, and measure task success, time on task and the Single Ease Question. Findings come back ranked by severity with clips of the moment people got stuck — far more persuasive in a sprint review than any designer’s opinion.',
      },
      {
        icon: { name: 'Flask', width: 96 },
        title: 'Cheap experiments before expensive builds',
        paragraph:
          'Fake-door buttons, concierge pilots, landing pages with a price on them, and Wizard-of-Oz prototypes where a human quietly does what the software will later automate. Each experiment has a success threshold agreed in advance, so the result is a decision — build, change or drop — and not another round of interpretation.',
      },
    ],
    iconCards: {
      title: 'Research methods we use',
      paragraph: 'Chosen by the question at hand; most studies combine two or three of these over two to four weeks.',
      items: [
        { icon: { name: 'Users', width: 24 }, title: 'Customer interviews', description: 'Semi-structured sessions that uncover motivations, workarounds and switching triggers.' },
        { icon: { name: 'Eye', width: 24 }, title: 'Moderated usability tests', description: 'Task-based sessions on prototypes or live products, remote or in person.' },
        { icon: { name: 'Chart', width: 24 }, title: 'Surveys', description: 'Short, well-sampled questionnaires to size what interviews discovered.' },
        { icon: { name: 'Grid', width: 24 }, title: 'Card sorting', description: 'Open and closed sorts that shape navigation around how people group things.' },
        { icon: { name: 'Search', width: 24 }, title: 'Analytics review', description: 'Funnels and session recordings that show where behaviour contradicts intent.' },
      ],
    },
  },
  {
    slug: 'user-experience-design',
    title: 'User Experience Design',
    description:
      'UX design that untangles complex products: journey maps, information architecture, user flows and wireframes that make the next step obvious and the edge cases handled.',
    hero: {
      tagText: 'User Experience Design',
      heading: ['Make the next step', 'obvious.'],
      variant: 'green',
      image: '/media/images/expertise/user-experience-design.webp',
    },
    intro:
      'Journeys, flows and structure for products with real complexity — insurance claims, logistics, clinical software — so people finish the task without a manual.',
    aside: [
      {
        image: '/media/images/expertise/user-experience-design-1.webp',
        title: 'Journeys across every touchpoint',
        paragraph:
          'A customer’s experience does not begin on your sign-up screen. We map the whole journey — the ad, the sales call, the onboarding email, the first support ticket — with the emotions and drop-off points at each stage. The map shows where the product should carry more of the load and where a human conversation is still the better answer.',
      },
      {
        icon: { name: 'Layers', width: 96 },
        title: 'Information architecture',
        paragraph:
          'Navigation is a model of how people think about your domain, not of how your database is organised. Using card sorts and tree tests we name things in your customers’ words, keep hierarchies shallow, and decide what belongs in global navigation, what in local tabs and what is only ever reached through search.',
      },
      {
        image: '/media/images/expertise/user-experience-design-3.webp',
        title: 'Flows that include the unhappy paths',
        paragraph:
          'For every flow we draw the failure branches too: the expired card, the duplicate account, the upload that is the wrong format, the manager who never approves. Wireframes cover <strong>empty, loading, error and partial states</strong>, and every error message says what happened and what to do next. This is where most of the real design work — and most support cost — lives.',
      },
      {
        icon: { name: 'Check', width: 96 },
        title: 'Tested before it is polished',
        paragraph:
          'Flows are tested with five to eight target users as soon as the wireframes are clickable, long before colour and imagery. Fixing a confusing step at this stage takes an afternoon; fixing it after launch takes a sprint and a support backlog. Findings feed straight back into the flows, and we keep a decision log explaining <em>why</em> each screen works the way it does.',
      },
    ],
    iconCards: {
      title: 'What you receive',
      paragraph: 'UX work produces artefacts your engineers can build from and your product managers can argue with.',
      items: [
        { icon: { name: 'Map', width: 24 }, title: 'Journey maps', description: 'Current and target journeys with pain points, opportunities and owners.' },
        { icon: { name: 'Workflow', width: 24 }, title: 'User flows', description: 'Step-by-step flows with decision points, system events and error branches.' },
        { icon: { name: 'Grid', width: 24 }, title: 'Wireframes', description: 'Annotated low-fidelity screens that settle layout and priority before visuals.' },
        { icon: { name: 'Accessibility', width: 24 }, title: 'Inclusive design', description: 'WCAG 2.2 AA considered from structure onwards, not bolted on at the end.' },
        { icon: { name: 'Pen', width: 24 }, title: 'UX writing', description: 'Microcopy, labels and error messages written and tested alongside the screens.' },
      ],
    },
  },
  {
    slug: 'user-interface-design',
    title: 'User Interface Design',
    description:
      'Interface design with a point of view: typography, colour, layout grids, motion and micro-interactions crafted in Figma and specified so engineers can build them exactly.',
    hero: {
      tagText: 'User Interface Design',
      heading: ['Interfaces with', 'taste and', 'a reason for it.'],
      variant: 'blue',
      image: '/media/images/expertise/user-interface-design.webp',
    },
    intro:
      'Visual design that earns trust in the first second and stays out of the way for the next thousand hours of use.',
    aside: [
      {
        image: '/media/images/expertise/user-interface-design-1.webp',
        title: 'Typography does most of the work',
        paragraph:
          'A strict type scale, two weights that contrast clearly, generous line height for reading and tight leading for display. We test typefaces with your real content — long German compound words, tabular figures in prices, Urdu or Arabic if you need right-to-left — before falling in love with a specimen page.',
      },
      {
        icon: { name: 'Palette', width: 96 },
        title: 'Colour with a system behind it',
        paragraph:
          'Palettes are built in OKLCH so lightness steps are perceptually even, then mapped to semantic roles — surface, text, accent, danger — rather than used as raw hex codes. Every foreground-background pair is checked for <strong>WCAG AA contrast</strong>, and dark mode is designed, not inverted, with elevation expressed through lighter surfaces instead of shadows that vanish.',
      },
      {
        image: '/media/images/expertise/user-interface-design-3.webp',
        title: 'Motion with intent',
        paragraph:
          'Animation explains where something came from and where it went: a panel slides from the button that opened it, a deleted row collapses rather than vanishing. We specify duration, easing and distance for each transition, keep most under 250 ms, and provide a reduced-motion variant for people who find movement uncomfortable.',
      },
      {
        icon: { name: 'Code', width: 96 },
        title: 'Hand-off engineers thank us for',
        paragraph:
          'Auto-layout frames that mirror flexbox, components with variants for every state, spacing on an 8-point grid and tokens named as they will be in code. We attend sprint reviews and compare builds to designs at real breakpoints, so the shipped product matches the approved one — see how that scales in <a href="/expertise/design-systems">design systems</a>.',
      },
    ],
    iconCards: {
      title: 'Craft in the details',
      paragraph: 'The small decisions that separate an interface people tolerate from one they recommend.',
      items: [
        { icon: { name: 'Figma', width: 24 }, title: 'Figma craft', description: 'Organised files, named layers and prototypes that survive a hand-off.' },
        { icon: { name: 'Sparkles', width: 24 }, title: 'Micro-interactions', description: 'Feedback on every press, toggle and drag, so the interface feels responsive.' },
        { icon: { name: 'Mobile', width: 24 }, title: 'Responsive layouts', description: 'Designs at phone, tablet, laptop and wide desktop, not just two extremes.' },
        { icon: { name: 'Eye', width: 24 }, title: 'Iconography', description: 'Consistent stroke, grid and metaphor across custom and library icons.' },
      ],
    },
  },
  {
    slug: 'prototyping',
    title: 'Prototyping',
    description:
      'Clickable Figma prototypes and coded prototypes in React that let you test an idea with customers and investors in days, with real data where it matters.',
    hero: {
      tagText: 'Prototyping',
      heading: ['Hold the idea', 'in your hand', 'by Friday.'],
      variant: 'cyan',
      image: '/media/images/expertise/prototyping.webp',
    },
    intro:
      'From paper sketch to clickable Figma to a coded prototype on real data — the fidelity you need to answer the question, and no more.',
    aside: [
      {
        image: '/media/images/expertise/prototyping-1.webp',
        title: 'Choose the fidelity by the question',
        paragraph:
          'Is the concept understood? Paper sketches and a five-minute conversation will tell you. Is the flow learnable? A clickable Figma prototype with realistic copy. Does it feel fast enough, does the chart make sense with your real numbers? That needs code. We pick the <strong>lowest fidelity that can answer the question</strong>, because every extra detail slows the next change.',
      },
      {
        icon: { name: 'Figma', width: 96 },
        title: 'Clickable prototypes in Figma',
        paragraph:
          'Interactive components, variables for state such as a cart count or a logged-in user, conditional logic and smart-animate transitions make a Figma prototype convincing enough for usability testing and investor demos. We share it as a link that works on a phone, with a short script so anyone on your team can run a session.',
      },
      {
        image: '/media/images/expertise/prototyping-3.webp',
        title: 'Coded prototypes when behaviour matters',
        paragraph:
          'Drag-and-drop planners, live search, AI-assisted writing, maps with thousands of points: interactions like these only feel right in code. We build throwaway prototypes in React and Vite against a mocked or sampled API within days, explicitly labelled as disposable so no one mistakes them for the foundation of production.',
      },
      {
        icon: { name: 'Layers', width: 96 },
        title: 'From prototype to product',
        paragraph:
          'A validated prototype is a brief, not a codebase. We hand over the tested flows, the questions that were answered and the ones still open, plus a sized backlog. If the coded prototype proved a technical risk such as an unfamiliar API or a heavy visualisation, its lessons — <strong>not its shortcuts</strong> — carry into the production build.',
      },
    ],
    iconCards: {
      title: 'A prototype sprint',
      paragraph: 'Five to ten working days, ending with a prototype in front of real users and a decision on what happens next.',
      items: [
        { icon: { name: 'Calendar', width: 24 }, title: 'Day 1: frame', description: 'Agree the question, the audience and what a good answer looks like.' },
        { icon: { name: 'Pen', width: 24 }, title: 'Days 2–3: sketch', description: 'Divergent sketches, then one storyboard everybody can commit to.' },
        { icon: { name: 'Bolt', width: 24 }, title: 'Days 4–6: build', description: 'Figma or code prototype with realistic content and data.' },
        { icon: { name: 'Users', width: 24 }, title: 'Days 7–8: test', description: 'Five sessions with target users, observed by your team.' },
        { icon: { name: 'Check', width: 24 }, title: 'Day 9: decide', description: 'Findings, recommendations and a build estimate if it is a go.' },
      ],
    },
  },
  {
    slug: 'design-systems',
    title: 'Design Systems',
    description:
      'Design systems from tokens to code: Figma libraries, a React component library in Storybook, documentation and governance so a growing team ships consistent UI faster.',
    hero: {
      tagText: 'Design Systems',
      heading: ['One source of truth', 'for every screen', 'you will ever ship.'],
      variant: 'green',
      image: '/media/images/expertise/design-systems.webp',
    },
    intro:
      'Tokens, Figma libraries and a tested React component library that let ten teams build like one — and let a rebrand be a pull request.',
    aside: [
      {
        image: '/media/images/expertise/design-systems-1.webp',
        title: 'Tokens are the foundation',
        paragraph:
          'Colour, type, spacing, radius, elevation and motion are defined once as <strong>design tokens</strong> in three tiers: primitive values, semantic roles and component-specific aliases. Tokens live in a JSON file in Git, are edited through Figma variables with Tokens Studio, and compile with Style Dictionary to CSS custom properties, Tailwind theme values and native mobile formats.',
      },
      {
        icon: { name: 'Figma', width: 96 },
        title: 'A Figma library designers trust',
        paragraph:
          'Components built with variants and properties that mirror the coded API — <code>size</code>, <code>tone</code>, <code>icon</code> — auto-layout throughout, and descriptions linking to documentation. The library is published with semantic versioning and release notes, so product designers know what changed and can update their files deliberately rather than by surprise.',
      },
      {
        image: '/media/images/expertise/design-systems-3.webp',
        title: 'Components in code, in Storybook',
        paragraph:
          'Accessible React components built on headless primitives such as Radix, styled with tokens, and documented in <strong>Storybook</strong> with controls, usage guidance and do/don’t examples. Every story runs through interaction tests, axe accessibility checks and Chromatic visual snapshots, so a change to a button shows exactly which screens it alters before it merges.',
      },
      {
        icon: { name: 'Users', width: 96 },
        title: 'Governance that keeps it alive',
        paragraph:
          'Design systems die when nobody owns them. We set up a contribution model — propose, review, build, release — office hours for product teams, adoption metrics from code search, and a deprecation policy. The goal is a system teams choose to use because it is the fastest way to ship, not because a style police insists.',
      },
    ],
    iconCards: {
      title: 'What a design system engagement delivers',
      paragraph: 'Usually eight to twelve weeks for the foundations, then a lighter retainer while adoption grows.',
      items: [
        { icon: { name: 'Component', width: 24 }, title: 'Component audit', description: 'An inventory of every button, input and card in production, with duplicates counted.' },
        { icon: { name: 'Palette', width: 24 }, title: 'Token pipeline', description: 'Figma variables to Style Dictionary to CSS, Tailwind, iOS and Android.' },
        { icon: { name: 'Storybook', width: 24 }, title: 'Storybook docs', description: 'Live examples, props tables and guidance for every component.' },
        { icon: { name: 'Accessibility', width: 24 }, title: 'Accessibility baked in', description: 'Focus management, ARIA patterns and contrast verified per component.' },
        { icon: { name: 'Git', width: 24 }, title: 'Versioned releases', description: 'Changesets, semantic versions and codemods for breaking changes.' },
      ],
    },
  },
];
