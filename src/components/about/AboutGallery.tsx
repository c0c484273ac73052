'use client';
import Image from 'next/image';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from 'motion/react';
import type { GalleryItem } from '@/content/about';
import { GALLERY_TICK_MS, nextGalleryPosition } from '@/lib/gallery';

type AboutGalleryProps = { heading: string; trackLabel: string; pause: string; play: string; items: GalleryItem[] };

/**
 * The About page's looping gallery of images and videos: it scrolls sideways 3 px every 10 ms and jumps back
 * to the start at the end. It waits while the pointer is over it, while it holds keyboard focus, while it is
 * off screen and under prefers-reduced-motion; a visible button pauses and resumes it (WCAG 2.2.2).
 * The position is the track's scrollLeft, so people can also scroll it themselves.
 */
export function AboutGallery({ heading, trackLabel, pause, play, items }: AboutGalleryProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion() ?? false;
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [inView, setInView] = useState(false);
  const paused = userPaused ?? reduced;
  const moving = !paused && !hovered && !focused && inView;

  useEffect(() => {
    const el = trackRef.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const el = trackRef.current;
    if (!el || !moving) return;
    const id = window.setInterval(() => {
      if (document.hidden) return;
      el.scrollLeft = nextGalleryPosition(el.scrollLeft, el.scrollWidth - el.clientWidth);
    }, GALLERY_TICK_MS);
    return () => window.clearInterval(id);
  }, [moving]);

  // Videos play while the gallery runs and is on screen; pausing the gallery pauses them too.
  useEffect(() => {
    const videos = trackRef.current?.querySelectorAll('video') ?? [];
    videos.forEach((video) => {
      if (!paused && inView) video.play().catch(() => undefined);
      else video.pause();
    });
  }, [paused, inView]);

  return (
    <section aria-labelledby="gallery-heading" className="py-12 sm:py-20">
      <div className="container-site flex items-center justify-between gap-6">
        <h2 id="gallery-heading" className="text-h3 font-semibold">
          {heading}
        </h2>
        <button
          type="button"
          onClick={() => setUserPaused(!paused)}
          className="inline-flex items-center gap-2 rounded-pill border border-line px-4 py-2 text-sm font-semibold transition-colors hover:border-fg"
        >
          {paused ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
          {paused ? play : pause}
        </button>
      </div>
      <div
        ref={trackRef}
        role="region"
        aria-label={trackLabel}
        tabIndex={0}
        data-testid="gallery-track"
        data-moving={moving}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
        className="mt-8 overflow-x-auto [scroll-behavior:auto] [scrollbar-width:none] focus-visible:outline-offset-[-3px] [&::-webkit-scrollbar]:hidden"
      >
        <ul className="flex w-max gap-4 px-[clamp(1.25rem,4vw,3rem)]">
          {items.map((item, i) => (
            <li
              key={item.src}
              className={`relative h-[260px] shrink-0 overflow-hidden rounded-media bg-ink-2 sm:h-[420px] ${
                i % 3 === 1 ? 'aspect-[16/10]' : 'aspect-[4/5]'
              }`}
            >
              {item.kind === 'image' ? (
                <Image src={item.src} alt={item.alt} fill sizes="(min-width: 768px) 680px, 420px" className="object-cover" />
              ) : (
                <video
                  src={item.src}
                  poster={item.poster}
                  aria-label={item.label}
                  muted
                  loop
                  playsInline
                  preload="none"
                  className="h-full w-full object-cover"
                />
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
