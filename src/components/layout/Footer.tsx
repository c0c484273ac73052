import Link from 'next/link';
import { site } from '@/content/site';

/** Site footer. The foundation issue completes the ticker, social links and contact button. */
export function Footer() {
  return (
    <footer className="container-site border-t border-line py-12">
      <Link href={site.footer.heading.href} className="text-h2 font-semibold">
        {site.footer.heading.text}
      </Link>
      <p className="mt-8 text-muted">
        © {site.footer.privacy.year} {site.footer.privacy.text}
      </p>
    </footer>
  );
}
