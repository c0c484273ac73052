'use client';
import { usePrefersReducedMotion } from '@/components/ui/hooks';
import { useEffect, useRef, useState } from 'react';

/** Start loading a card's video this far before it scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '300px';
/** On touch screens a card plays once this much of it is visible. */
const IN_VIEW_THRESHOLD = 0.6;
/** On touch screens, videos wait for the first sign that the visitor is using the page. */
const ENGAGEMENT_EVENTS = ['scroll', 'pointerdown', 'keydown'] as const;

/**
 * The muted, looping video of a work card. It sits over the card's image and fades in once playing.
 * Its source is set only near the viewport; it plays while the card is hovered or focused on devices that hover,
 * and on touch screens while the card is in view, once the visitor has scrolled or touched the page: a phone that
 * only opens the page downloads no video, and the first screen settles (its image is the page's largest paint)
 * before any video starts. Under reduced motion (or Save-Data) it renders nothing.
 */
export function CardVideo({ src }: { src: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [enabled, setEnabled] = useState(false);
  const [near, setNear] = useState(false);
  const [playing, setPlaying] = useState(false);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- decided once the browser's preferences are known
    setEnabled(!reduced && !saveData);
  }, [reduced]);

  useEffect(() => {
    const video = ref.current;
    const card = video?.closest('a');
    if (!enabled || !video || !card) return;

    const play = () => {
      setNear(true);
      // play() may run before src is set: wait for the next frame so React has rendered the source
      requestAnimationFrame(() => video.play().catch(() => undefined));
    };
    const pause = () => video.pause();

    const nearObserver = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) {
          setNear(true);
          nearObserver.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    nearObserver.observe(card);

    const canHover = window.matchMedia('(hover: hover) and (pointer: fine)').matches;
    if (canHover) {
      card.addEventListener('pointerenter', play);
      card.addEventListener('pointerleave', pause);
      card.addEventListener('focus', play);
      card.addEventListener('blur', pause);
      return () => {
        nearObserver.disconnect();
        card.removeEventListener('pointerenter', play);
        card.removeEventListener('pointerleave', pause);
        card.removeEventListener('focus', play);
        card.removeEventListener('blur', pause);
      };
    }
    const inView = new IntersectionObserver(([entry]) => (entry.isIntersecting ? play() : pause()), {
      threshold: IN_VIEW_THRESHOLD,
    });
    const engage = () => inView.observe(card);
    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, engage, { once: true, passive: true });
    return () => {
      nearObserver.disconnect();
      inView.disconnect();
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, engage);
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <video
      ref={ref}
      src={near ? src : undefined}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      onPause={() => setPlaying(false)}
      className={
        'pointer-events-none absolute inset-0 size-full object-cover transition-opacity duration-500 ' +
        (playing ? 'opacity-100' : 'opacity-0')
      }
    />
  );
}
