/**
 * Plans & Pricing: the service roles a client can request, the skills of each, which skills each
 * level of expertise permits, the three questions of a SELECT SERVICE card, the page's wording and
 * its statistics strip.
 *
 * Levels are cumulative: a role's `levels` lists what Junior, Mid-level and Senior permit; a level
 * left out (Lead, everywhere) permits every skill of the role.
 *
 * Plain data with no validation code, so the browser (the configurator, the request schema in src/lib/pricing.ts)
 * can import it without the content schemas and classic zod. `pricing.ts` validates this same object at build
 * time, and a test checks that validation changes nothing.
 */
import type { Pricing } from './schema';

export const pricingCopy = {
  roles: [
    {
      title: 'Frontend',
      summary: 'Fast, accessible interfaces in React and Next.js.',
      skills: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS', 'Accessibility', 'Animation', 'Performance tuning', 'Frontend architecture'],
      levels: {
        junior: ['React', 'TypeScript', 'Tailwind CSS'],
        mid: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS', 'Accessibility', 'Animation'],
        senior: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS', 'Accessibility', 'Animation', 'Performance tuning'],
      },
    },
    {
      title: 'Backend',
      summary: 'APIs, databases and services that stay up under load.',
      skills: ['Node.js', 'Express / Nest', 'PostgreSQL', 'REST APIs', 'GraphQL', 'Redis', 'Real-time', 'System design'],
      levels: {
        junior: ['Node.js', 'Express / Nest', 'REST APIs'],
        mid: ['Node.js', 'Express / Nest', 'PostgreSQL', 'REST APIs', 'GraphQL', 'Redis'],
        senior: ['Node.js', 'Express / Nest', 'PostgreSQL', 'REST APIs', 'GraphQL', 'Redis', 'Real-time'],
      },
    },
    {
      title: 'Full-stack',
      summary: 'One engineer from database to button, for lean product teams.',
      skills: ['React', 'Next.js', 'Node.js', 'PostgreSQL', 'Prisma', 'Supabase', 'Payments', 'Product architecture'],
      levels: {
        junior: ['React', 'Next.js', 'Node.js'],
        mid: ['React', 'Next.js', 'Node.js', 'PostgreSQL', 'Prisma', 'Supabase'],
        senior: ['React', 'Next.js', 'Node.js', 'PostgreSQL', 'Prisma', 'Supabase', 'Payments'],
      },
    },
    {
      title: 'Mobile (Flutter/React Native)',
      summary: 'iOS and Android apps from one codebase, shipped to both stores.',
      skills: ['Flutter', 'React Native', 'Dart', 'Firebase', 'Offline sync', 'Push notifications', 'Store release', 'Native modules'],
      levels: {
        junior: ['Flutter', 'React Native', 'Dart'],
        mid: ['Flutter', 'React Native', 'Dart', 'Firebase', 'Push notifications', 'Store release'],
        senior: ['Flutter', 'React Native', 'Dart', 'Firebase', 'Offline sync', 'Push notifications', 'Store release'],
      },
    },
    {
      title: 'UI/UX Design',
      summary: 'Research, flows and interfaces people understand on first use.',
      skills: ['Figma', 'Wireframing', 'UI design', 'Prototyping', 'User research', 'Usability testing', 'Design systems', 'Design leadership'],
      levels: {
        junior: ['Figma', 'Wireframing', 'UI design'],
        mid: ['Figma', 'Wireframing', 'UI design', 'Prototyping', 'User research', 'Usability testing'],
        senior: ['Figma', 'Wireframing', 'UI design', 'Prototyping', 'User research', 'Usability testing', 'Design systems'],
      },
    },
    {
      title: 'DevOps',
      summary: 'Pipelines, containers and cloud bills that make sense.',
      skills: ['Docker', 'CI/CD', 'Linux servers', 'AWS', 'Vercel / DigitalOcean', 'Ansible', 'Monitoring', 'Cloud architecture'],
      levels: {
        junior: ['Docker', 'CI/CD', 'Linux servers'],
        mid: ['Docker', 'CI/CD', 'Linux servers', 'AWS', 'Vercel / DigitalOcean', 'Monitoring'],
        senior: ['Docker', 'CI/CD', 'Linux servers', 'AWS', 'Vercel / DigitalOcean', 'Ansible', 'Monitoring'],
      },
    },
    {
      title: 'QA',
      summary: 'Manual and automated testing so releases are boring.',
      skills: ['Manual testing', 'Test plans', 'API testing', 'Playwright', 'Accessibility audits', 'Performance testing', 'Mobile testing', 'Test strategy'],
      levels: {
        junior: ['Manual testing', 'Test plans', 'API testing'],
        mid: ['Manual testing', 'Test plans', 'API testing', 'Playwright', 'Accessibility audits', 'Mobile testing'],
        senior: ['Manual testing', 'Test plans', 'API testing', 'Playwright', 'Accessibility audits', 'Performance testing', 'Mobile testing'],
      },
    },
    {
      title: 'AI/ML',
      summary: 'LLM features, retrieval and models that earn their place.',
      skills: ['Python', 'LLM integration', 'Prompt engineering', 'RAG pipelines', 'Data pipelines', 'Computer vision', 'Model fine-tuning', 'MLOps'],
      levels: {
        junior: ['Python', 'LLM integration', 'Prompt engineering'],
        mid: ['Python', 'LLM integration', 'Prompt engineering', 'RAG pipelines', 'Data pipelines', 'Computer vision'],
        senior: ['Python', 'LLM integration', 'Prompt engineering', 'RAG pipelines', 'Data pipelines', 'Computer vision', 'Model fine-tuning'],
      },
    },
    {
      title: 'Project Management',
      summary: 'A steady hand on scope, schedule and the weekly demo.',
      skills: ['Scrum', 'Kanban', 'Jira', 'Roadmapping', 'Stakeholder reporting', 'Risk management', 'Budget control', 'Delivery leadership'],
      levels: {
        junior: ['Scrum', 'Kanban', 'Jira'],
        mid: ['Scrum', 'Kanban', 'Jira', 'Roadmapping', 'Stakeholder reporting', 'Risk management'],
        senior: ['Scrum', 'Kanban', 'Jira', 'Roadmapping', 'Stakeholder reporting', 'Risk management', 'Budget control'],
      },
    },
  ],
  people: [
    { id: 'one', name: '1', value: '1' },
    { id: 'two', name: '2', value: '2' },
    { id: 'three-to-five', name: '3–5', value: '3-5' },
    { id: 'six-plus', name: '6+', value: '6+' },
  ],
  priceTypes: [
    { id: 'hourly', name: 'Hourly', value: 'hourly' },
    { id: 'monthly', name: 'Monthly retainer', value: 'monthly' },
    { id: 'milestone', name: 'Fixed price per milestone', value: 'milestone' },
  ],
  levels: [
    { id: 'junior', name: 'Junior', value: 'junior' },
    { id: 'mid', name: 'Mid-level', value: 'mid' },
    { id: 'senior', name: 'Senior', value: 'senior' },
    { id: 'lead', name: 'Lead', value: 'lead' },
  ],
  copy: {
    contactLine: 'Or Contact us with',
    servicesHeading: 'Services',
    cardLabel: 'SELECT SERVICE',
    peopleQuestion: 'How many experts do you need?',
    priceTypeQuestion: 'How would you like to pay?',
    levelQuestion: 'What level of expertise do you need?',
    prompt: 'Select an option',
    experts: { full: 'Experts', short: 'Exp.' },
    included: { full: 'Included skills', short: 'Skills' },
    levelNote: 'Greyed-out skills are not part of the {level} level.',
    switchedOff: 'Switched off for the {level} level: {skills}.',
    requestHeading: 'Your request',
    requestIntro: 'Configure one or more services, tell us who you are, and we reply with a plan within one business day.',
    configuredCount: '{count} configured',
    nameLabel: 'Your name',
    emailLabel: 'Your e-mail',
    send: 'Send Request',
    sending: 'Sending...',
    sent: 'Request sent!',
    sentDetail: 'We’ll reply with a plan within one business day.',
    noService: 'Choose at least one service first: open a card below and pick an option or a skill.',
    failed: 'Your request could not be sent. Please try again later or contact us directly.',
    rateLimited: 'Too many requests from your address. Please wait a few minutes and try again.',
    statsHeading: 'Driftline in numbers',
  },
  stats: [
    { title: '50+', span: ['Products shipped', 'for clients worldwide'] },
    { title: '80+', span: ['Awards and', 'industry mentions'] },
    { title: '9', span: ['Service roles', 'ready to staff'] },
    { title: '7+', span: ['Years partnering', 'with leading brands'] },
  ],
} satisfies Pricing;
