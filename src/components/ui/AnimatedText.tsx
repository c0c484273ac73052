import { Fragment, type CSSProperties } from 'react';

type Tag = 'h1' | 'h2' | 'h3' | 'p';

type AnimatedTextProps = {
  text: string;
  as?: Tag;
  className?: string;
  id?: string;
  /**
   * 'load' plays at first paint without waiting for JavaScript (use it for text at the top of the page);
   * 'inView' waits until the text scrolls into view.
   */
  trigger?: 'load' | 'inView';
};

/**
 * Text that appears word by word (0.05 s apart, 0.8 s each; animated-text.css).
 * Assistive technology reads the sentence once, from a visually hidden copy; the animated words are hidden from it.
 * The words hold their final place from the start (only opacity and transform move), and under
 * prefers-reduced-motion the text simply appears. The full text is in the server HTML. The spaces between the words
 * are in spans of their own, not painted (animated-text.css): the words move a little when Inter replaces its
 * fallback, and Chromium counted each bare space between them as text that moved (a layout shift).
 * A server component: the words never change, so nothing of it is hydrated or sent again in the page's payload.
 * One observer for the whole page (RevealOnView, in the root layout) turns `data-state` from 'idle' to 'play' when the
 * text comes into view.
 */
export function AnimatedText({ text, as: Tag = 'p', className, id, trigger = 'inView' }: AnimatedTextProps) {
  const words = text.split(/\s+/).filter(Boolean);
  return (
    <Tag id={id} className={`animated-text ${className ?? ''}`} data-state={trigger === 'load' ? 'play' : 'idle'}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {words.map((word, i) => (
          <Fragment key={i}>
            <span className="animated-text-word" style={{ '--word-index': i } as CSSProperties}>
              {word}
            </span>
            {i < words.length - 1 ? <span className="animated-text-space"> </span> : null}
          </Fragment>
        ))}
      </span>
    </Tag>
  );
}
