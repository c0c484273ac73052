/**
 * /privacy: the privacy notice. Names, e-mail and offices come from site.ts; the year from site.footer.privacy.year.
 */
import { z } from 'zod';
import { defineContent } from './define';
import { pageCopySchema } from './schema';
import { site } from './site';

const text = z.string().trim().min(1);

/** A field a form collects and why we ask for it. */
const fieldSchema = z.object({ field: text, purpose: text, required: z.boolean() });

export const privacySectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: text,
  /** Paragraphs of HTML, rendered through the sanitizer. */
  paragraphs: z.array(text).min(1),
  list: z.array(text).optional(),
  fields: z.array(fieldSchema).optional(),
});
export type PrivacySection = z.infer<typeof privacySectionSchema>;

const mail = `<a href="mailto:${site.email}">${site.email}</a>`;

export const privacy = defineContent(
  'privacy.ts',
  z.object({
    /** The page's heading and intro, its title and description in search results. */
    page: pageCopySchema,
    year: z.number().int(),
    controller: text,
    summaryLabel: text,
    tocLabel: text,
    table: z.object({ field: text, purpose: text, required: text, yes: text, optional: text }),
    footer: text,
    summary: z.array(text).min(3),
    sections: z.array(privacySectionSchema).min(6),
  }),
  {
    page: {
      title: 'Privacy notice',
      description:
        'What Driftline collects through its job-application and project-enquiry forms, why, where files are kept, for how long and how to have them deleted.',
      heading: 'Privacy notice',
      intro: 'What we collect when you write to us or apply for a role, why we keep it, and how to have it removed.',
    },
    year: site.footer.privacy.year,
    controller: site.legalName,
    summaryLabel: 'In short',
    tocLabel: 'Sections of this notice',
    table: { field: 'Field', purpose: 'Why we ask', required: 'Required', yes: 'Yes', optional: 'Optional' },
    footer: `This notice was last reviewed in ${site.footer.privacy.year}. © ${site.footer.privacy.year} ${site.legalName}.`,
    summary: [
      'We collect only what you type into our forms and the files you attach.',
      // {retention}: the period the site erases submissions after (RETENTION_DAYS), filled in by the page.
      'Applications, enquiries and pricing requests are deleted {retention} after they are sent.',
      'We use no tracking cookies, no advertising pixels and no third-party analytics.',
      `Write to ${site.email} and we will delete your data.`,
    ],
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          `This website is run by <strong>${site.legalName}</strong> (“${site.name}”, “we”), with offices in ${site.offices
            .map((o) => `${o.city}, ${o.region} (${o.country})`)
            .join(' and ')}. We decide what happens to the information you send through this site, and we are the people to contact about it: ${mail}.`,
        ],
      },
      {
        id: 'job-applications',
        heading: 'When you apply for a role',
        paragraphs: [
          'The job and internship application form asks for the details below so that we can assess your application, contact you about it and, if it goes well, arrange interviews. Fields marked optional are up to you; leaving them blank never counts against you.',
        ],
        fields: [
          { field: 'Name', purpose: 'To address you and tell applications apart.', required: true },
          { field: 'Phone', purpose: 'To arrange interviews quickly.', required: true },
          { field: 'Email', purpose: 'To reply to you and confirm next steps.', required: true },
          { field: 'Location', purpose: 'To check time zones and whether remote or Lahore work suits you.', required: true },
          { field: 'Position', purpose: 'To route your application to the right lead.', required: true },
          { field: 'Start date', purpose: 'To plan onboarding.', required: true },
          { field: 'Salary expectation', purpose: 'To check that the role fits your expectations (not asked for unpaid internships).', required: false },
          { field: 'LinkedIn profile', purpose: 'To see your experience in context.', required: false },
          { field: 'Portfolio link', purpose: 'To see your work.', required: false },
          { field: 'How you found us', purpose: 'To learn which channels reach good candidates.', required: false },
          { field: 'Why you want to join', purpose: 'To understand your motivation.', required: false },
          { field: 'Project description', purpose: 'To hear about work you are proud of.', required: false },
          { field: 'Files (CV, samples)', purpose: 'To assess your skills. Between 1 and 10 files, up to 25 MB each.', required: true },
        ],
      },
      {
        id: 'project-enquiries',
        heading: 'When you ask us about a project',
        paragraphs: [
          'The project enquiry form, on the contact page and in the “Let’s get started” dialog, collects the details below so that we can understand your project, reply within one business day and prepare a proposal.',
          'The plans-and-pricing request collects the roles, team size, payment preference, seniority and skills you select, together with any contact details you enter, for the same purpose: to send you a plan and a price.',
        ],
        fields: [
          { field: 'Name', purpose: 'To address you.', required: true },
          { field: 'Company', purpose: 'To understand who we would be working with.', required: true },
          { field: 'Phone', purpose: 'To call you back if you prefer talking.', required: true },
          { field: 'Email', purpose: 'To reply to your enquiry.', required: true },
          { field: 'Budget', purpose: 'To propose a scope that fits it.', required: true },
          { field: 'Timeline', purpose: 'To check our availability.', required: false },
          { field: 'Project description', purpose: 'To understand what you need.', required: false },
          { field: 'Referral', purpose: 'To thank whoever sent you, and to learn how people find us.', required: false },
          { field: 'Files (briefs, designs)', purpose: 'To understand the project in more depth. Up to 10 files.', required: false },
        ],
      },
      {
        id: 'why',
        heading: 'Why we may use it',
        paragraphs: [
          'We use application data to take steps you asked for before a possible employment or internship contract, and enquiry data to take steps before a possible services contract. Optional fields are used because you chose to give them. We do not use either for marketing, we do not sell them, and we do not use them to train any model.',
        ],
      },
      {
        id: 'storage',
        heading: 'Where it is kept and who can see it',
        paragraphs: [
          'Submissions and the files attached to them are <strong>stored on our own servers</strong>. Backups of that storage are encrypted. Access is restricted to the staff who handle applications and enquiries — the hiring lead for the role you applied to, or the people preparing a proposal for your project.',
          'When a form is submitted our team receives a notification e-mail with its contents so that nobody waits for a reply; those e-mails pass through our e-mail provider and are deleted on the same schedule as the submission.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [
          'Job and internship applications, project enquiries and pricing requests are kept for <strong>{retention}</strong> after you send them, so that we can consider you for a similar role that opens soon after, or pick up a project that comes back. After that they are erased automatically: the submission, its files, our notes on it and every copy of its e-mails.',
          'If you join us or become a client, what you sent becomes part of your employee or client record and is kept for as long as that relationship and the law require.',
        ],
      },
      {
        id: 'abuse-protection',
        heading: 'Protecting the forms from abuse',
        paragraphs: [
          'To stop automated spam, the forms limit how many submissions one client can send in a short time. For that, the network (IP) address your browser connects from is counted for about a day and then discarded from the counter. The same address is also kept with your submission as a record of where it came from, and is deleted with it. It is not used for anything else.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies and tracking',
        paragraphs: [
          'This site sets no cookies for tracking or advertising and embeds no third-party analytics, advertising pixels or social-media widgets. Fonts, images and videos are served from our own servers, so visiting a page does not tell anyone else that you were here. Like any web server, ours writes short-lived technical logs to keep the site running.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: [
          `You can ask us at any time for a copy of what we hold about you, to correct it, or to delete it. Write to ${mail} from the address you used in the form (or tell us how else to confirm it is you); we reply within 30 days and usually much sooner. You can also withdraw an application or enquiry at any point. If you are unhappy with how we handled your data, you may complain to your local data protection authority.`,
        ],
        list: [
          'Access: a copy of your submission and files.',
          'Correction: fix anything that is wrong.',
          'Deletion: we remove the submission, its files and the notification e-mails.',
          'Objection: ask us to stop using optional details you gave.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this notice',
        paragraphs: [
          'If we change what we collect or how long we keep it, we will update this page and the year below before the change takes effect.',
        ],
      },
    ],
  },
);
