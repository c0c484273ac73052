/**
 * The words of the two forms: labels, hints, buttons and the outcome views (SPEC sections 3, 5 and 8).
 * Validation messages live with their rules in src/lib/forms/schemas.ts.
 */
export const formCopy = {
  application: {
    dialogTitle: 'Apply for a role',
    intro: 'Tell us about yourself and attach your CV. We read every application.',
    labels: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      location: 'Location',
      position: 'Position',
      startDate: 'Earliest start date',
      salary: 'Expected salary',
      linkedin: 'LinkedIn profile',
      portfolio: 'Portfolio',
      opportunity: 'How did you find us?',
      whyJoin: 'Why do you want to join?',
      project: 'A project you are proud of',
      upload: 'CV and work samples',
    },
    hints: {
      startDate: 'DD-MM-YYYY',
      linkedin: 'https://www.linkedin.com/in/…',
      portfolio: 'https://…',
    },
    submit: 'Submit Application',
    success: {
      heading: 'Application submitted',
      text: 'Thank you for applying. Our team will review your application and contact you if your profile fits the role.',
    },
  },
  enquiry: {
    labels: {
      name: 'Name',
      company: 'Company',
      phone: 'Phone',
      email: 'Email',
      budget: 'Budget',
      timeline: 'Timeline',
      project: 'Tell us about your project',
      referral: 'How did you hear about us?',
      upload: 'Attachments',
    },
    hints: {
      budget: 'e.g. $25k',
      timeline: 'e.g. launch in Q3',
    },
    submit: 'Send Message',
    success: {
      heading: 'Message received!',
      text: 'Thanks for considering the product for your project, we’ll be in touch very soon.',
    },
  },
  failure: {
    heading: 'Message failed.',
    text: 'Please try again later or contact us directly.',
  },
  /** Beside a form's send button in a browser with JavaScript off (the button cannot send without it). */
  needsScript: 'Sending needs JavaScript, which is off in this browser. Write to us instead:',
  dropZone: {
    prompt: 'Drop files here, or',
    browse: 'browse',
    limits: 'Up to 10 files, 25 MB each, 100 MB in total. PDF, Word, OpenDocument, RTF, text or images.',
    dragging: 'Drop to attach',
    remove: 'Remove',
    /** The list of chosen files, followed by their count: "Chosen files (2)". */
    chosen: 'Chosen files',
  },
  sending: 'Sending...',
  progressLabel: 'Upload progress',
  optional: 'optional',
  honeypotLabel: 'Leave this field empty',
} as const;
