import { AnimatedText } from '@/components/ui/AnimatedText';
import { interfaceCopy } from '@/content/interface';

/** The awards intro line: large type, revealed word by word. */
export function AwardsIntro({ text }: { text: string }) {
  return (
    <section aria-label={interfaceCopy.landmarks.awards} className="container-site py-16 sm:py-24">
      <AnimatedText as="p" text={text} className="measure-30 text-h2 font-medium text-fg" />
    </section>
  );
}
