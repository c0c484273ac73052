'use client';
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/components/ui/hooks';
import { nextTickerIndex, tickerInterval, tickerPhases, tickerRotates, tickerSentence } from '@/lib/layout/ticker';

type WordTickerProps = { lead: string; words: readonly string[]; intervalMs?: number; className?: string };

/**
 * "We build [word]": the word rotates every interval (default 2000 ms) and fades out 400 ms before the next
 * one; with fewer than 2 words it stays still; with reduced motion it changes without fading. Screen readers
 * get one stable sentence instead of a changing word.
 * It rotates only while someone can see it: off-screen (the footer, on most pages at load) or in a hidden tab its
 * timer is stopped, and it starts again from a full interval on the word it showed when it comes back.
 */
export function WordTicker({ lead, words, intervalMs, className }: WordTickerProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState({ index: 0, visible: true });
  const [seen, setSeen] = useState(false);
  const rotates = tickerRotates(words);
  const interval = tickerInterval(intervalMs);

  // Whether it is on screen in a visible tab.
  useEffect(() => {
    const el = ref.current;
    if (!el || !rotates) return;
    let inView = false;
    const update = () => setSeen(inView && document.visibilityState === 'visible');
    const observer = new IntersectionObserver((entries) => {
      inView = entries[entries.length - 1]?.isIntersecting ?? false;
      update();
    });
    observer.observe(el);
    document.addEventListener('visibilitychange', update);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, [rotates]);

  useEffect(() => {
    if (!rotates || !seen) return;
    const { visibleMs, fadeMs } = tickerPhases(interval, { reducedMotion });
    let index = state.index;
    let timer: ReturnType<typeof setTimeout>;
    const show = () => {
      index = nextTickerIndex(index, words.length);
      setState({ index, visible: true });
      timer = setTimeout(fadeMs ? hide : show, fadeMs ? visibleMs : interval);
    };
    const hide = () => {
      setState({ index, visible: false });
      timer = setTimeout(show, fadeMs);
    };
    // Stopped after a fade-out: the next word comes at once; otherwise the shown word gets a full interval.
    if (!state.visible) timer = setTimeout(show, 0);
    else timer = setTimeout(fadeMs ? hide : show, fadeMs ? visibleMs : interval);
    return () => clearTimeout(timer);
    // The state is read once, when the ticker starts (again): the timers carry it on from there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rotates, seen, interval, reducedMotion, words.length]);

  return (
    <p ref={ref} className={className}>
      <span className="sr-only">{tickerSentence(lead, words)}</span>
      <span aria-hidden="true" className="flex flex-wrap items-baseline gap-x-[0.3em]">
        <span className="text-muted">{lead}</span>
        <span
          data-testid="ticker-word"
          className={
            'bg-gradient-to-r from-cyan to-blue bg-clip-text text-transparent transition-[opacity,transform] duration-[400ms] ease-out ' +
            // Stopped mid-fade (scrolled away, tab hidden): the word stays shown.
            (state.visible || !seen ? 'translate-y-0 opacity-100' : '-translate-y-1.5 opacity-0')
          }
        >
          {words[state.index] ?? ''}
        </span>
      </span>
    </p>
  );
}
