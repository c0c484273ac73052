/**
 * The project enquiry's own words (contact; its fields are in SPEC section 3): its labels, hints, button and success
 * view. What every form shows is in forms.ts.
 */
export const enquiryCopy = {
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
} as const;
