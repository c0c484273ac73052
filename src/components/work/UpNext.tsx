import type { CaseStudy } from '@/content/schema';
import { caseStudyCopy } from '@/content/case-studies';
import { landscapeCard } from '@/lib/work/grid';
import { WorkCard, type WorkCardLinkMode } from './WorkCard';

type Props = {
  next: CaseStudy;
  /** The next project's card video (the case study's `nextWorkProject.video`). */
  video: string;
  headingLevel: 'h2' | 'h3';
  linkMode: WorkCardLinkMode;
};

/** The foot of a case study: an 'Up Next' heading and the next project's video card, linking to it. */
export function UpNext({ next, video, headingLevel: Heading, linkMode }: Props) {
  const id = `up-next-${next.slug}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6 border-t border-line pt-12">
      <Heading id={id} className="text-h2 font-semibold">
        {caseStudyCopy.upNext}
      </Heading>
      <WorkCard card={{ ...landscapeCard(next), video }} linkMode={linkMode} />
    </section>
  );
}
