'use client';
import { useEffect, useMemo, useRef } from 'react';
import { usePrefersReducedMotion } from '@/components/ui/hooks';
import type { Stat } from '@/content/schema';
import { COUNT_UP_DURATION_MS, COUNT_UP_VIEW_MARGIN, countUpValue, formatStatNumber, splitStat } from '@/lib/home/stats';

const COLUMNS: Record<number, string> = { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' };

type StatsStripProps = {
  stats: Stat[];
  /** 'ink' for the dark sections, 'paper' for the light ones. */
  tone?: 'ink' | 'paper';
  className?: string;
};

/**
 * A row of statistics whose numbers count up from 0 over 2.5 s once the strip is within 100 px of the
 * viewport (once). The server HTML, search engines and assistive technology get the final values;
 * the counting digits are decoration, hidden from screen readers, in tabular figures with their final
 * width reserved, so nothing moves. Under prefers-reduced-motion the final values show at once.
 * The count writes the digits straight into the page, frame by frame, and only those whose text changed: React
 * renders the strip once (with the final values) and never again, so a frame costs a few text nodes rather than a
 * render of the whole strip.
 */
export function StatsStrip({ stats, tone = 'ink', className }: StatsStripProps) {
  const ref = useRef<HTMLUListElement>(null);
  const reduced = usePrefersReducedMotion();
  /** Each title's number, suffix and final text, worked out once rather than on every frame of the count. */
  const numbers = useMemo(
    () =>
      stats.map((stat) => {
        const number = splitStat(stat.title);
        return { ...number, final: formatStatNumber(number.value, number) };
      }),
    [stats],
  );

  useEffect(() => {
    const list = ref.current;
    if (!list || reduced) return;
    const cells = [...list.querySelectorAll<HTMLElement>('[data-testid="stat-number"]')];
    /** Shows the count `elapsed` ms after it started (the final values at the end), writing only what changed. */
    const show = (elapsed: number) => {
      cells.forEach((cell, i) => {
        const number = numbers[i];
        const text = elapsed >= COUNT_UP_DURATION_MS ? number.final : formatStatNumber(countUpValue(number.value, elapsed, number.decimals), number);
        if (cell.textContent !== text) cell.textContent = text;
      });
      list.dataset.counting = elapsed >= COUNT_UP_DURATION_MS ? 'done' : 'running';
    };
    let frame = 0;
    let started = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (started) return;
        // Out of view: wait at 0, so the count is seen from its start.
        if (!entries.some((e) => e.isIntersecting)) return show(0);
        started = true;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = Math.min(now - start, COUNT_UP_DURATION_MS);
          show(elapsed);
          if (elapsed < COUNT_UP_DURATION_MS) frame = requestAnimationFrame(tick);
        };
        show(0);
        frame = requestAnimationFrame(tick);
      },
      { rootMargin: COUNT_UP_VIEW_MARGIN },
    );
    observer.observe(list);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      show(COUNT_UP_DURATION_MS); // reduced motion turned on mid-count, or unmounting: the final values
    };
  }, [reduced, numbers]);

  const muted = tone === 'paper' ? 'text-on-paper-muted' : 'text-muted';
  const accent = tone === 'paper' ? 'text-blue-strong' : 'text-blue';
  const rule = tone === 'paper' ? 'border-on-paper/15' : 'border-line';
  return (
    <ul
      ref={ref}
      className={`grid grid-cols-2 gap-x-6 gap-y-10 ${COLUMNS[Math.min(stats.length, 4)]} ${className ?? ''}`}
      data-counting="done"
    >
      {stats.map((stat, index) => {
        const { final, suffix } = numbers[index];
        return (
          <li key={stat.title + stat.span.join(' ')} className={`border-t pt-5 ${rule}`}>
            <p className="sr-only">
              {stat.title} {stat.span.join(' ')}
            </p>
            <p aria-hidden="true" className="text-h2 font-semibold tabular-nums">
              <span className="inline-grid text-left">
                <span className="invisible col-start-1 row-start-1">{final}</span>
                <span className="col-start-1 row-start-1" data-testid="stat-number" data-target={final}>
                  {final}
                </span>
              </span>
              {suffix ? <span className={accent}>{suffix}</span> : null}
            </p>
            <p aria-hidden="true" className={`mt-2 text-sm leading-snug ${muted}`}>
              {stat.span.map((word, i) => (
                <span key={i} className="block">
                  {word}
                </span>
              ))}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
