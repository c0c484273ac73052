import Link from '@/components/ui/Link';
import { ArrowUpRight } from 'lucide-react';
import type { SiteConfig } from '@/content/schema';
import { Icon } from '@/components/ui/Icon';
import { SmartLink } from '@/components/ui/SmartLink';
import { EmailLink, OfficeList } from '@/components/ui/ContactLinks';
import { FooterContactButton } from './FooterContactButton';
import { SocialLinks } from './SocialLinks';
import { WordTicker } from './WordTicker';

const socialLinksOf = (footer: SiteConfig['footer']) =>
  footer.socialLinks.map((link) => ({
    title: link.title,
    href: link.href,
    width: link.icon.width,
    icon: <Icon name={link.icon.name} width={link.icon.width} />,
  }));
const columnTitle = 'text-xs font-semibold uppercase tracking-[0.14em] text-muted';

/** The footer on every page (SPEC section 2, "Footer"). */
export function Footer({ site }: { site: SiteConfig }) {
  const { footer } = site;
  const socialLinks = socialLinksOf(footer);
  return (
    <footer className="mt-24 border-t border-line bg-ink-2">
      <div className="container-site pb-10 pt-20 sm:pt-28">
        <div className="flex flex-col gap-10 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h2 className="measure-13 text-display font-semibold">
              <SmartLink href={footer.heading.href} className="transition-colors hover:text-cyan">
                {footer.heading.text}
              </SmartLink>
            </h2>
            <WordTicker
              lead={footer.tickerLead}
              words={footer.tickerWords}
              intervalMs={footer.tickerIntervalMs}
              className="mt-6 text-h3 font-semibold"
            />
          </div>
          <FooterContactButton className="group inline-flex h-14 shrink-0 items-center gap-3 self-start rounded-full bg-fg pl-7 pr-2 text-lg font-semibold text-ink transition-colors hover:bg-cyan lg:self-auto">
            {footer.button.text}
            <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-ink text-fg transition-transform group-hover:rotate-45">
              <ArrowUpRight size={20} />
            </span>
          </FooterContactButton>
        </div>

        <div className="mt-20 grid gap-12 border-t border-line pt-12 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <p id="footer-offices" className={columnTitle}>
              {footer.labels.offices}
            </p>
            <OfficeList
              offices={site.offices}
              labelledBy="footer-offices"
              className="mt-4 space-y-5"
              nameClassName="font-semibold"
              countryClassName="text-muted"
              phoneClassName="mt-1 inline-block text-fg/85 underline-offset-4 hover:underline"
            />
          </div>
          <div>
            <p className={columnTitle}>
              {footer.labels.contact}
            </p>
            <EmailLink email={site.email} className="mt-4 inline-block text-lg font-semibold underline-offset-4 hover:underline" />
          </div>
          <div>
            <p id="footer-links" className={columnTitle}>
              {footer.labels.links}
            </p>
            <ul aria-labelledby="footer-links" className="mt-4 space-y-2">
              {footer.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href} newTab={link.newTab} className="inline-flex items-center gap-1 text-fg/85 underline-offset-4 hover:underline">
                    {link.label}
                    {link.newTab ? <ArrowUpRight aria-hidden="true" size={16} /> : null}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p id="footer-social" className={columnTitle}>
              {footer.labels.social}
            </p>
            <div className="mt-4">
              <SocialLinks links={socialLinks} labelledBy="footer-social" />
            </div>
          </div>
        </div>

        <div className="mt-16 flex flex-col gap-3 border-t border-line pt-8 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          {/* One text node, not four (React writes `© {year} {text}` as "©", "2026", " " and the text): a line that starts
              where its box starts does not move when a font draws it wider or narrower. Four nodes moved the last one
              by the width change of those before it, 6 px in WebKit, whose fallback glyphs are rounded to whole pixels:
              at the end of every page, so Inter, added only when it moves nothing in view (FontSwap), waited there. */}
          <p>{`© ${footer.privacy.year} ${footer.privacy.text}`}</p>
          <Link href="/" className="font-semibold text-fg">
            {site.name}
          </Link>
        </div>
      </div>
    </footer>
  );
}
