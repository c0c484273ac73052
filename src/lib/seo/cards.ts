import { cardCopy } from '@/content/cards';
import type { CaseStudy, ExpertiseHero } from '@/content/schema';

// The words on each page family's own Open Graph card: the card files draw them, and the pages' metadata gives them
// as the card's alt text (pageMetadata's cardTitle). The fixed words are content (src/content/cards.ts).

/** The line above a card's title: the family, then the page's own detail. */
export function cardEyebrow(family: 'caseStudy' | 'expertise', detail: string) {
  return `${cardCopy[family]} · ${detail}`;
}

export function caseStudyCardTitle(study: Pick<CaseStudy, 'title' | 'shortIntro'>) {
  return `${study.title}: ${study.shortIntro}`;
}

/** An expertise page's heading, its lines joined. */
export function expertiseCardTitle(hero: Pick<ExpertiseHero, 'heading'>) {
  return hero.heading.join(' ');
}
