'use client';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/components/ui/hooks';
import { nextTickerIndex, tickerInterval, tickerPhases, tickerRotates, tickerSentence } from '@/lib/layout/ticker';

type WordTickerProps = { lead: string; words: readonly string[]; intervalMs?: number; className?: string };

/**
 * "We build [word]": the word rotates every interval (default 2000 ms) and fades out 400 ms before the next
 * one; with fewer than 2 words it stays still; with reduced motion it changes without fading. Screen readers
 * get one stable sentence instead of a changing word.
 */
export function WordTicker({ lead, words, intervalMs, className }: WordTickerProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState({ index: 0, visible: true });
  const rotates = tickerRotates(words);
  const interval = tickerInterval(intervalMs);

  useEffect(() => {
    if (!rotates) return;
    const { visibleMs, fadeMs } = tickerPhases(interval, { reducedMotion });
    let index = 0;
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
    timer = setTimeout(fadeMs ? hide : show, fadeMs ? visibleMs : interval);
    return () => clearTimeout(timer);
  }, [rotates, interval, reducedMotion, words.length]);

  return (
    <p className={className}>
      <span className="sr-only">{tickerSentence(lead, words)}</span>
      <span aria-hidden="true" className="flex flex-wrap items-baseline gap-x-[0.3em]">
        <span className="text-muted">{lead}</span>
        <span
          data-testid="ticker-word"
          className={
            'bg-gradient-to-r from-cyan to-blue bg-clip-text text-transparent transition-[opacity,transform] duration-[400ms] ease-out ' +
            (state.visible ? 'translate-y-0 opacity-100' : '-translate-y-1.5 opacity-0')
          }
        >
          {words[state.index] ?? ''}
        </span>
      </span>
    </p>
  );
}
