/**
 * The acknowledgement e-mail a sender gets once their application, enquiry or pricing request is stored (sent
 * through the outbox like the staff e-mail; ACKNOWLEDGEMENT_EMAILS=off turns it off). Sent exactly as written: it
 * carries no word the sender typed (anyone can type someone else's address), and goes to an address once a day at most.
 */
export const acknowledgementCopy = {
  application: {
    subject: 'We have your application',
    body: [
      'Hello,',
      '',
      'Thank you for applying to Driftline. We have your application and any files you sent, and a person on our team reads every one.',
      'If your profile fits the role, we will write to you within two weeks to arrange a first conversation.',
      '',
      'The Driftline team',
    ],
  },
  enquiry: {
    subject: 'We have your enquiry',
    body: [
      'Hello,',
      '',
      'Thank you for telling us about your project. We have your enquiry, and someone from our team will answer within one business day.',
      'If something is urgent, reply to this e-mail.',
      'If you did not write to us, you can ignore this message.',
      '',
      'The Driftline team',
    ],
  },
  pricing: {
    subject: 'We have your pricing request',
    body: [
      'Hello,',
      '',
      'Thank you for putting together your team on our Plans & Pricing page. We have your request and will send you a proposal within one business day.',
      '',
      'The Driftline team',
    ],
  },
} as const;
