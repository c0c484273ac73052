import type { IconRef } from '@/content/schema';
import { Icon } from '@/components/ui/Icon';
import { AnimatedText } from '@/components/ui/AnimatedText';

type ValuesProps = { heading: string; intro: string; items: { icon: IconRef; title: string; text: string }[] };

/** What the studio holds itself to: a light section of short statements. */
export function Values({ heading, intro, items }: ValuesProps) {
  return (
    <section aria-labelledby="values-heading" className="bg-paper py-20 text-on-paper sm:py-28">
      <div className="container-site">
        <AnimatedText as="h2" id="values-heading" text={heading} className="measure-20 text-h2 font-semibold" />
        <p className="mt-5 measure-52 text-lg text-on-paper-muted">{intro}</p>
        <ul className="mt-14 grid gap-x-10 gap-y-12 md:grid-cols-2">
          {items.map((item) => (
            <li key={item.title} className="border-t border-on-paper/15 pt-6">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-on-paper text-paper">
                <Icon name={item.icon.name} width={item.icon.width} />
              </span>
              <h3 className="mt-5 text-h3 font-semibold">{item.title}</h3>
              <p className="mt-3 measure-48 text-on-paper-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
