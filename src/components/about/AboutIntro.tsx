import { AnimatedText } from '@/components/ui/AnimatedText';

/** The About page's h1 and intro line. */
export function AboutIntro({ heading, intro }: { heading: string; intro: string }) {
  return (
    <header className="container-site pb-4 pt-16 sm:pt-24">
      <AnimatedText as="h1" trigger="load" text={heading} className="measure-18 text-display font-semibold" />
      <p className="mt-6 measure-60 text-lg text-muted sm:text-xl">{intro}</p>
    </header>
  );
}
