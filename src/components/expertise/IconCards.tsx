import { Icon } from '@/components/ui/Icon';
import type { IconCardsSection, Variant } from '@/content/schema';
import { VARIANT_CLASSES } from './variant';

/** A titled grid of icon cards (icon, title, description). */
export function IconCards({ section, variant }: { section: IconCardsSection; variant: Variant }) {
  const v = VARIANT_CLASSES[variant];
  return (
    <section className="container-site py-20 sm:py-28" aria-labelledby="icon-cards-title">
      <div className="max-w-3xl">
        <h2 id="icon-cards-title" className="text-h2 font-semibold">
          {section.title}
        </h2>
        <p className="mt-5 text-lg text-muted">{section.paragraph}</p>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.title} className="rounded-card border border-line bg-ink-2 p-7 shadow-card">
            <span className={`grid size-12 place-items-center rounded-2xl ${v.tile}`}>
              <Icon name={item.icon.name} width={item.icon.width} />
            </span>
            <h3 className="mt-6 text-h3 font-semibold">{item.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
