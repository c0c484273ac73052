import sanitizeHtml from 'sanitize-html';

/** The only tags content HTML may use; everything else is dropped (its text kept, except script/style). */
export const ALLOWED_TAGS = ['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'br', 'code'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  // Relative links (no scheme) are kept; anything with a scheme must be one of these.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Rebuild a link's attributes from its href alone: content can't set its own target, rel or handlers.
    a: (tagName, given) => {
      const href = given.href ?? '';
      const external = /^https?:\/\//i.test(href.trim());
      const attribs: sanitizeHtml.Attributes = {};
      if (href) attribs.href = href;
      if (external) Object.assign(attribs, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs };
    },
  },
};

/**
 * Cleans HTML from content files before it is rendered: an allow-list of inline formatting,
 * lists and links (http, https, mailto or relative); no scripts, no event handlers, no javascript: links.
 * Links to http(s) open in a new tab with rel="noopener noreferrer".
 */
export function sanitize(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
