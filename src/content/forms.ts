/**
 * The words every form shows (the job application, the project enquiry and the pricing request): the outcome views,
 * the upload's drop zone and the fields' shared words (SPEC sections 3, 5 and 8). Each form's own labels, hints and
 * buttons are in its own file (job-application-form.ts, project-enquiry-form.ts), so that a page carries the words of
 * its own form only. Validation messages live with their rules in src/lib/forms/schemas.ts.
 */
export const formCopy = {
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
