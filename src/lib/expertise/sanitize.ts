import sanitizeHtml from 'sanitize-html';
import { isLinkHref } from '@/lib/content/site-path.mjs';

/** The only tags content HTML may use; everything else is dropped (its text kept, except script/style). */
export const ALLOWED_TAGS = ['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'br', 'code'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  // Anything with a scheme must be one of these (and an href at all must pass isLinkHref, below).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Rebuild a link's attributes from its href alone: content can't set its own target, rel or handlers. The href
    // follows the rule of every link field (https:, http:, mailto:, tel: or a site path written plainly), else it goes.
    a: (tagName, given) => {
      const href = (given.href ?? '').trim();
      const external = /^https?:\/\//.test(href);
      const attribs: sanitizeHtml.Attributes = {};
      if (isLinkHref(href)) attribs.href = href;
      if (external) Object.assign(attribs, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs };
    },
  },
};

/**
 * Cleans HTML from content files before it is rendered: an allow-list of inline formatting,
 * lists and links (https, http, mailto, tel or a site path); no scripts, no event handlers, no javascript: links.
 * Links to http(s) open in a new tab with rel="noopener noreferrer".
 */
export function sanitize(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
