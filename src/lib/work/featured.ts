import type { WorkCard } from '@/content/schema';

/**
 * The work cards the home page shows: the first `landscape` landscape cards and the first `portrait` portrait
 * cards of the work grid, never two from the same case study, in grid order with landscapes first
 * (so a full-width card is followed by a pair of portraits).
 */
export function featuredWorkCards(cards: readonly WorkCard[], { landscape = 1, portrait = 2 } = {}): WorkCard[] {
  const used = new Set<string>();
  const pick = (variant: WorkCard['variant'], count: number) => {
    const picked: WorkCard[] = [];
    for (const card of cards) {
      if (picked.length === count) break;
      if (card.variant !== variant || used.has(card.path)) continue;
      used.add(card.path);
      picked.push(card);
    }
    return picked;
  };
  return [...pick('landscape', landscape), ...pick('portrait', portrait)];
}
