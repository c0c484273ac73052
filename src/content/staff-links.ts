/**
 * The words of the content form's pickers: a field naming another item (Up Next, the home page's expertise cards) and
 * a link field (an address on this site or elsewhere), with what each says about where it points.
 */
export const staffLinksCopy = {
  /** A reference field's label, by the kind of item it names. */
  kinds: { 'case-study': 'Case study', 'expertise-page': 'Expertise page' },
  /** The site's own pages, by address: what a link to one is called in the form. */
  pages: {
    '/': 'Home',
    '/about': 'About',
    '/work': 'Work',
    '/expertise': 'Expertise',
    '/careers': 'Careers',
    '/internships': 'Internships',
    '/plans-and-pricing': 'Plans and pricing',
    '/our-process': 'Our process',
    '/contact': 'Contact',
    '/privacy': 'Privacy',
  } as Record<string, string>,
  reference: {
    choose: 'Choose one',
    draft: '{title} (draft, not on the site yet)',
    unpublished: '{title} (unpublished, not on the site)',
    missing: '{key} (no such item: choose another)',
    hintLive: 'Its page: {path}.',
    hintDraft: '{title} is not on the site yet: publish it first, or Publish here is refused.',
    hintMissing: 'Nothing has the key “{key}”: choose one of the list.',
  },
  link: {
    hint: 'An address on this site (such as /careers) or a full link (https://…). Type to search the site’s pages.',
    hintInternal: 'An address on this site, such as /careers. Type to search the site’s pages.',
    pages: 'Pages of the site',
    showPages: 'Show the site’s pages',
    none: 'No page of the site matches. A typed address is kept as it is.',
    draftMark: 'draft',
    /** What the field says about where the link goes, before any save. */
    live: 'Goes to {title}.',
    draft: '{title} is a draft: visitors get “page not found” at {path} until it is published.',
    redirect: '{path} redirects to {to}: link to {to} directly.',
    missing: 'Nothing is published at {path}: visitors would get “page not found”.',
    file: 'A file on this site.',
    outside: 'A link to another site.',
    mail: 'Opens an e-mail.',
    phone: 'Calls the number.',
    invalid: 'Not a link yet: a page of this site starts with / (such as /careers, no / at the end), another site with https://.',
    invalidInternal: 'Not an address on this site yet: it starts with / (such as /careers, no / at the end).',
  },
} as const;
