import type { Metadata } from 'next';
import Link from 'next/link';
import { PageIntro } from '@/components/ui/PageIntro';
import { pages } from '@/content/pages';

const copy = pages.notFound;

export const metadata: Metadata = { title: copy.title, description: copy.description, robots: { index: false } };

export default function NotFound() {
  return (
    <PageIntro heading={copy.heading} intro={copy.intro}>
      <Link href="/" className="mt-8 inline-block underline">
        Back to the home page
      </Link>
    </PageIntro>
  );
}
