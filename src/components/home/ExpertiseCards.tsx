import type { ExpertiseCard as ExpertiseCardData } from '@/content/schema';
import { AnimatedText } from '@/components/ui/AnimatedText';
import { ExpertiseCard } from './ExpertiseCard';

type ExpertiseCardsProps = {
  heading: string;
  intro: string;
  readMore: string;
  defaultImage: string;
  cards: ExpertiseCardData[];
};

/** The "Our Expertise" section of the home page. */
export function ExpertiseCards({ heading, intro, readMore, defaultImage, cards }: ExpertiseCardsProps) {
  return (
    <section aria-labelledby="expertise-heading" className="container-site py-16 sm:py-24">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <AnimatedText as="h2" id="expertise-heading" text={heading} className="text-h2 font-semibold" />
        <p className="measure-46 text-lg text-muted">{intro}</p>
      </div>
      <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug}>
            <ExpertiseCard card={card} defaultImage={defaultImage} readMore={readMore} />
          </li>
        ))}
      </ul>
    </section>
  );
}
