import { pageMetadata } from '@/lib/seo/metadata';
import { AboutIntro } from '@/components/about/AboutIntro';
import { AboutGallery } from '@/components/about/AboutGallery';
import { Values } from '@/components/about/Values';
import { Team } from '@/components/about/Team';
import { TestimonialCarousel } from '@/components/about/TestimonialCarousel';
import { AnimatedText } from '@/components/ui/AnimatedText';
import { StatsStrip } from '@/components/ui/StatsStrip';
import { readAbout, readSite } from '@/server/content/read';

export async function generateMetadata() {
  const [about, site] = await Promise.all([readAbout(), readSite()]);
  return pageMetadata({ title: about.page.title, description: about.page.description, path: '/about', site });
}

export default async function AboutPage() {
  const [about, site] = await Promise.all([readAbout(), readSite()]);
  const copy = about.page;
  const { gallery, values, team, stats, testimonials } = about;
  return (
    <>
      <AboutIntro heading={copy.heading} intro={copy.intro} />
      <AboutGallery heading={gallery.heading} trackLabel={gallery.trackLabel} pause={gallery.pause} play={gallery.play} items={gallery.items} />
      <Values heading={values.heading} intro={values.intro} items={values.items} />
      <Team heading={team.heading} intro={team.intro} offices={site.offices} roles={team.offices} />
      <section aria-labelledby="numbers-heading" className="container-site pb-8">
        <AnimatedText as="h2" id="numbers-heading" text={stats.heading} className="text-h2 font-semibold" />
        <StatsStrip stats={stats.items} className="mt-12" />
      </section>
      <TestimonialCarousel
        heading={testimonials.heading}
        previous={testimonials.previous}
        next={testimonials.next}
        items={testimonials.items}
      />
    </>
  );
}
