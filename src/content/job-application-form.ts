/**
 * The job application's own words (careers and internships; its fields are in SPEC section 3): its dialog, labels,
 * hints, button and success view. What every form shows is in forms.ts.
 */
export const applicationCopy = {
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
} as const;
