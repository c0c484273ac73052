/** The staff pages' buttons and links that look like buttons: one look each, with the site's visible focus ring. */
const focus = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';
export const primaryButton = `inline-flex min-h-11 items-center justify-center rounded-pill bg-fg px-5 py-2.5 text-sm font-semibold text-ink transition hover:bg-paper disabled:opacity-60 ${focus}`;
export const secondaryButton = `inline-flex min-h-11 items-center justify-center rounded-pill border border-line px-5 py-2.5 text-sm font-semibold text-fg transition hover:bg-ink-3 disabled:opacity-60 ${focus}`;
export const dangerButton = `inline-flex min-h-11 items-center justify-center rounded-pill border border-danger/70 px-5 py-2.5 text-sm font-semibold text-danger transition hover:bg-danger/10 disabled:opacity-60 ${focus}`;
