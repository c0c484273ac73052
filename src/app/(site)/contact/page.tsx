import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/ui/PageIntro';
import { ProjectEnquiryForm } from '@/components/forms/ProjectEnquiryForm';
import { EmailLink, OfficeList } from '@/components/ui/ContactLinks';
import { readPages, readSite } from '@/server/content/read';

export async function generateMetadata() {
  const [pages, site] = await Promise.all([readPages(), readSite()]);
  return pageMetadata({ title: pages.contact.title, description: pages.contact.description, path: '/contact', site });
}

export default async function Page() {
  const [pages, site] = await Promise.all([readPages(), readSite()]);
  const copy = pages.contact;
  return (
    <>
      <PageIntro heading={copy.heading} intro={copy.intro} />
      <section aria-label={copy.heading} className="container-site grid gap-10 pb-24 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16">
        <div className="rounded-[var(--radius-card)] border border-line bg-ink-2 p-5 shadow-card sm:p-10">
          <ProjectEnquiryForm label={copy.heading} noScriptEmail={site.email} />
        </div>
        <aside className="space-y-6 text-muted lg:pt-4">
          <p>
            <EmailLink email={site.email} className="text-lg font-medium text-fg underline-offset-4 hover:underline" />
          </p>
          <OfficeList
            offices={site.offices}
            className="space-y-5"
            nameClassName="font-medium text-fg"
            phoneClassName="underline-offset-4 hover:text-fg hover:underline"
          />
        </aside>
      </section>
    </>
  );
}
