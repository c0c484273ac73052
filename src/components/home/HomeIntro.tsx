import { AnimatedText } from '@/components/ui/AnimatedText';

/** The home page's h1 and intro line, under the showreel. */
export function HomeIntro({ heading, intro }: { heading: string; intro: string }) {
  return (
    <header className="container-site pt-12 sm:pt-20">
      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr] lg:items-end lg:gap-16">
        <AnimatedText as="h1" trigger="load" text={heading} className="text-display font-semibold" />
        <p className="measure-44 text-lg text-muted sm:text-xl">{intro}</p>
      </div>
    </header>
  );
}
