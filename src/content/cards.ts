/** The words on the Open Graph cards (the image a link shows when it is shared), above each card's title. */
export const cardCopy = {
  /** The site-wide card. */
  site: 'Software studio · Orlando & Lahore',
  /** A family's eyebrow, followed by the page's own detail: "Case study · Fintech". */
  caseStudy: 'Case study',
  expertise: 'Expertise',
} as const;
