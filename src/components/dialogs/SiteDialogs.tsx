'use client';
/**
 * The site-wide dialogs (project enquiry, job application), mounted once in the root layout
 * and driven by the dialog store. The forms issue fills these in.
 */
export function SiteDialogs() {
  return null;
}
