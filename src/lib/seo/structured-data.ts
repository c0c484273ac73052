/**
 * schema.org JSON-LD builders: the Organization (on the home page) and BreadcrumbList (nested pages).
 * JobPosting lives in job-posting.ts.
 */
import { breadcrumbLabels } from '@/content/navigation';
import type { SiteConfig } from '@/content/schema';
import { SITE_ICONS } from './icons';
import { absoluteUrl } from './site-url';

export function organization(site: SiteConfig) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization'),
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl(SITE_ICONS.svg.src),
    email: site.email,
    foundingDate: String(site.foundedYear),
    sameAs: site.footer.socialLinks.map((s) => s.href),
    address: site.offices.map((o) => postalAddress(o)),
    location: site.offices.map((o) => ({
      '@type': 'Place',
      name: `${site.name} ${o.city}`,
      address: postalAddress(o),
      telephone: o.phoneE164,
    })),
    contactPoint: site.offices.map((o) => ({
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: o.phoneE164,
      email: site.email,
      areaServed: o.countryCode,
      availableLanguage: ['en'],
    })),
  };
}

export function postalAddress(o: SiteConfig['offices'][number]) {
  return {
    '@type': 'PostalAddress',
    streetAddress: o.streetAddress,
    addressLocality: o.city,
    addressRegion: o.region,
    postalCode: o.postalCode,
    addressCountry: o.countryCode,
  };
}

/** Crumbs from the home page down to the current page, e.g. Home › Work › Coral. */
export function breadcrumbList(crumbs: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

/** Home › section › page: the trail of a page inside a section of the site (a case study, an expertise page). */
export function sectionBreadcrumbs(section: 'work' | 'expertise', page: { title: string; path: string }) {
  return breadcrumbList([
    { name: breadcrumbLabels.home, path: '/' },
    { name: breadcrumbLabels[section], path: `/${section}` },
    { name: page.title, path: page.path },
  ]);
}

/** JSON for a <script type="application/ld+json">: '<' escaped so content can never close the tag. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
