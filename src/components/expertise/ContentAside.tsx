import { MediaImage } from '@/components/media/MediaImage';
import { Icon } from '@/components/ui/Icon';
import { interfaceCopy } from '@/content/interface';
import type { ContentAsideItem, Variant } from '@/content/schema';
import { RichText } from './RichText';
import { VARIANT_CLASSES } from './variant';

/** Content-aside items on a light reading section: media beside a title and an HTML paragraph, alternating sides. */
export function ContentAside({ items, variant }: { items: ContentAsideItem[]; variant: Variant }) {
  const v = VARIANT_CLASSES[variant];
  return (
    <section className="bg-paper text-on-paper" aria-label={interfaceCopy.landmarks.expertiseAside}>
      <div className="container-site space-y-20 py-20 sm:space-y-28 sm:py-28">
        {items.map((item, i) => (
          <article key={item.title} className="grid items-center gap-8 md:grid-cols-2 md:gap-14 lg:gap-20">
            <div className={i % 2 === 1 ? 'md:order-2' : ''}>
              {item.image ? (
                <div className="relative aspect-[4/3] overflow-hidden rounded-media bg-paper-2">
                  <MediaImage src={item.image} alt="" fill sizes="(min-width: 768px) 45vw, 100vw" fraction={0.5} intrinsic={{ width: 1200, height: 900 }} className="object-cover" />
                </div>
              ) : item.icon ? (
                <div className={`grid aspect-[4/3] place-items-center rounded-media bg-paper-2 ${v.strong}`}>
                  <Icon name={item.icon.name} width={item.icon.width} />
                </div>
              ) : null}
            </div>
            <div>
              <p className="flex items-center gap-3 text-sm font-semibold tabular-nums text-on-paper-muted">
                <span aria-hidden className={`h-0.5 w-8 rounded-full ${v.bar}`} />
                {String(i + 1).padStart(2, '0')}
              </p>
              <h2 className="mt-3 text-h2 font-semibold">{item.title}</h2>
              <RichText html={item.paragraph} className="mt-6 measure-60 text-lg leading-relaxed text-on-paper-muted" />
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
