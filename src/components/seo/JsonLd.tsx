import { jsonLdString } from '@/lib/seo/structured-data';

/** Renders schema.org data as a JSON-LD block (a data block: it never runs, so CSP does not apply). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
