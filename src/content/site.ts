/**
 * The agency's own name, e-mail, offices and phone numbers: the one place they live.
 */
import { defineContent } from './define';
import { siteConfigSchema } from './schema';

export const site = defineContent('site.ts', siteConfigSchema, {
  name: 'Driftline',
  legalName: 'Driftline Software Studio LLC',
  tagline: 'Software studio for backend, web, mobile, SaaS and cloud products',
  description:
    'Driftline is a software and design studio in Orlando and Lahore. We design, build and run backend, web, mobile, SaaS and cloud products for ambitious teams.',
  email: 'hello@driftline.studio',
  foundedYear: 2019,
  offices: [
    {
      city: 'Orlando',
      region: 'Florida',
      country: 'USA',
      countryCode: 'US',
      phone: '+1 (407) 555-0142',
      phoneE164: '+14075550142',
      streetAddress: '100 S Orange Ave, Suite 400',
      postalCode: '32801',
    },
    {
      city: 'Lahore',
      region: 'Punjab',
      country: 'Pakistan',
      countryCode: 'PK',
      phone: '+92 42 3578 0199',
      phoneE164: '+924235780199',
      streetAddress: '55-K Main Boulevard, Gulberg II',
      postalCode: '54660',
    },
  ],
  footer: {
    heading: { text: 'Have a product in mind? Let’s talk.', href: '/contact' },
    tickerLead: 'We build',
    tickerWords: ['backend', 'web apps', 'mobile apps', 'SaaS', 'cloud'],
    // SPEC: the footer ticker rotates every 3000 ms.
    tickerIntervalMs: 3000,
    button: { text: 'Start a project' },
    privacy: { year: 2026, text: 'Driftline Software Studio LLC. All rights reserved.' },
    socialLinks: [
      { title: 'LinkedIn', href: 'https://www.linkedin.com/company/driftline-studio', icon: { name: 'Linkedin', width: 22 } },
      { title: 'GitHub', href: 'https://github.com/driftline-studio', icon: { name: 'Github', width: 22 } },
      { title: 'Instagram', href: 'https://www.instagram.com/driftline.studio', icon: { name: 'Instagram', width: 22 } },
      { title: 'Dribbble', href: 'https://dribbble.com/driftline', icon: { name: 'Dribbble', width: 22 } },
      { title: 'Clutch', href: 'https://clutch.co/profile/driftline', icon: { name: 'Clutch', width: 22 } },
    ],
    links: [
      { label: 'Careers', href: '/careers', newTab: true },
      { label: 'Privacy', href: '/privacy' },
    ],
    labels: { offices: 'Offices', contact: 'Say hello', links: 'Studio', social: 'Follow us' },
  },
});
