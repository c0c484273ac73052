/**
 * The acknowledgement e-mail a sender gets once their application, enquiry or pricing request is stored (sent
 * through the outbox like the staff e-mail; ACKNOWLEDGEMENT_EMAILS=off turns it off). `{name}` and `{position}`
 * are filled in from the form; the rest is sent as written.
 */
export const acknowledgementCopy = {
  application: {
    subject: 'We have your application',
    body: [
      'Hello {name},',
      '',
      'Thank you for applying for {position} at Driftline. We have your application and your files, and a person on our team reads every one.',
      'If your profile fits the role, we will write to you within two weeks to arrange a first conversation.',
      '',
      'The Driftline team',
    ],
  },
  enquiry: {
    subject: 'We have your enquiry',
    body: [
      'Hello {name},',
      '',
      'Thank you for telling us about your project. We have your enquiry, and someone from our team will answer within one business day.',
      'If something is urgent, reply to this e-mail.',
      '',
      'The Driftline team',
    ],
  },
  pricing: {
    subject: 'We have your pricing request',
    body: [
      'Hello {name},',
      '',
      'Thank you for putting together your team on our Plans & Pricing page. We have your request and will send you a proposal within one business day.',
      '',
      'The Driftline team',
    ],
  },
} as const;
