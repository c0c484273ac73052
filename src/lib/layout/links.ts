/**
 * How a link opens. SPEC: "Links whose target starts with http open in a new tab"; every such link
 * gets rel="noopener noreferrer". Used by SmartLink and anywhere an <a> is written by hand.
 */
export type LinkTargetProps = { target?: '_blank'; rel?: 'noopener noreferrer' };

const NEW_TAB: LinkTargetProps = { target: '_blank', rel: 'noopener noreferrer' };

/** True for absolute http(s) targets. */
export function isExternalHref(href: string): boolean {
  return href.startsWith('http');
}

/** True for targets Next's <Link> should not handle (other sites, mailto:, tel:, …). */
export function isNonRouteHref(href: string): boolean {
  return !href.startsWith('/') || href.startsWith('//');
}

/** target/rel for a link: a new tab for http targets, or when `newTab` asks for one (e.g. the footer's /careers). */
export function externalLinkProps(href: string, { newTab = false }: { newTab?: boolean } = {}): LinkTargetProps {
  return newTab || isExternalHref(href) ? { ...NEW_TAB } : {};
}

/** A tel: href from a phone number as people write it: '+1 (407) 555-0142' → 'tel:+14075550142'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A mailto: href. */
export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
