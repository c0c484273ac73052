import type { WorkCard as WorkCardData } from '@/content/schema';
import { WorkCard } from './WorkCard';

/**
 * The portfolio grid: landscape cards span the full row, portrait cards sit two to a row from 768 px.
 * Cards are built by `workGridCards` (src/lib/work-grid.ts).
 */
export function WorkGrid({ cards, eagerFirst = false }: { cards: WorkCardData[]; eagerFirst?: boolean }) {
  return (
    <ul className="grid grid-flow-dense grid-cols-1 gap-4 md:grid-cols-2 md:gap-6">
      {cards.map((card, i) => (
        <li key={`${card.path}-${card.backgroundImage}`} className={card.variant === 'landscape' ? 'md:col-span-2' : ''}>
          <WorkCard card={card} eager={eagerFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
