import { pageMetadata } from '@/lib/seo/metadata';
import { EmailLink } from '@/components/ui/ContactLinks';
import { PageIntro } from '@/components/ui/PageIntro';
import { PricingConfigurator } from '@/components/pricing/PricingConfigurator';
import { StatsStrip } from '@/components/ui/StatsStrip';
import { readPricing, readSite } from '@/server/content/read';

export async function generateMetadata() {
  const [pricing, site] = await Promise.all([readPricing(), readSite()]);
  const copy = pricing.page;
  return pageMetadata({ title: copy.title, description: copy.description, path: '/plans-and-pricing', site });
}

export default async function Page() {
  const [pricing, site] = await Promise.all([readPricing(), readSite()]);
  const copy = pricing.page;
  const { roles, people, priceTypes, levels } = pricing;
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro}>
        <p className="mt-4 text-lg text-muted">
          {pricing.copy.contactLine}{' '}
          <EmailLink email={site.email} className="font-medium text-fg underline underline-offset-4 hover:text-cyan" />
        </p>
      </PageIntro>
      <PricingConfigurator pricing={{ roles, people, priceTypes, levels, copy: pricing.copy }} noScriptEmail={site.email} />
      <section aria-labelledby="pricing-stats" className="container-site border-t border-line py-16 sm:py-24">
        <h2 id="pricing-stats" className="mb-10 text-h2 font-semibold">
          {pricing.copy.statsHeading}
        </h2>
        <StatsStrip stats={pricing.stats} />
      </section>
    </>
  );
}
