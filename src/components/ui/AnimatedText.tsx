'use client';
import { Fragment, useEffect, useRef, useState, type CSSProperties } from 'react';

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
 * Text that appears word by word (0.05 s apart, 0.8 s each).
 * Assistive technology reads the sentence once, from a visually hidden copy; the animated words are hidden from it.
 * The words hold their final place from the start (only opacity and transform move), and under
 * prefers-reduced-motion the text simply appears. The full text is in the server HTML.
 */
export function AnimatedText({ text, as: Tag = 'p', className, id, trigger = 'inView' }: AnimatedTextProps) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<'idle' | 'play'>(trigger === 'load' ? 'play' : 'idle');

  useEffect(() => {
    const el = ref.current;
    if (state === 'play' || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState('play');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [state]);

  const words = text.split(/\s+/).filter(Boolean);
  return (
    <Tag ref={ref as never} id={id} className={`animated-text ${className ?? ''}`} data-state={state}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {words.map((word, i) => (
          <Fragment key={i}>
            <span className="animated-text-word" style={{ '--word-index': i } as CSSProperties}>
              {word}
            </span>
            {i < words.length - 1 ? ' ' : null}
          </Fragment>
        ))}
      </span>
    </Tag>
  );
}
