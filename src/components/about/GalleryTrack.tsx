'use client';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '@/components/ui/hooks';
import { GALLERY_SPEED_PX_PER_MS, galleryLoopDurationMs, galleryPositionAt } from '@/lib/about/gallery';

/** How far beside the screen a film starts playing, ahead of sliding in. */
const FILM_MARGIN = '0px 240px';

type GalleryTrackProps = {
  heading: string;
  trackLabel: string;
  pause: string;
  play: string;
  /** The gallery's <li> items (rendered on the server). */
  children: ReactNode;
};

/**
 * The moving part of the About page's looping gallery of images and videos: it moves sideways 3 px every 10 ms (300 px/s) and
 * jumps back to the start at the end. It waits while the pointer is over it, while it holds keyboard focus,
 * while it is off screen and under prefers-reduced-motion; a visible button pauses and resumes it (WCAG 2.2.2).
 * The motion is one linear transform animation (Web Animations API) run by the compositor, so it costs the
 * main thread nothing; its position is the list's translateX.
 */
export function GalleryTrack({ heading, trackLabel, pause, play, children }: GalleryTrackProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const animationRef = useRef<Animation | null>(null);
  const distanceRef = useRef(0);
  const [ready, setReady] = useState(0);
  const reduced = usePrefersReducedMotion();
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

  // One linear pass from 0 to the end, repeated: at the end it jumps back to 0. Rebuilt when sizes change,
  // keeping the current position (ResizeObserver also calls it once at the start).
  useEffect(() => {
    const track = trackRef.current;
    const list = listRef.current;
    if (!track || !list || typeof list.animate !== 'function') return;
    const build = () => {
      const previous = animationRef.current;
      const position = previous ? galleryPositionAt(Number(previous.currentTime ?? 0), distanceRef.current) : 0;
      const wasRunning = previous?.playState === 'running';
      previous?.cancel();
      const distance = list.scrollWidth - track.clientWidth;
      distanceRef.current = distance;
      const duration = galleryLoopDurationMs(distance);
      if (duration <= 0) {
        animationRef.current = null;
        return;
      }
      const animation = list.animate([{ transform: 'translateX(0)' }, { transform: `translateX(${-distance}px)` }], {
        duration,
        iterations: Infinity,
        easing: 'linear',
      });
      animation.currentTime = Math.min(position / GALLERY_SPEED_PX_PER_MS, duration);
      if (!wasRunning) animation.pause();
      animationRef.current = animation;
      setReady((n) => n + 1);
    };
    const resize = new ResizeObserver(build);
    resize.observe(track);
    resize.observe(list);
    return () => {
      resize.disconnect();
      animationRef.current?.cancel();
      animationRef.current = null;
    };
  }, []);

  useEffect(() => {
    const animation = animationRef.current;
    if (!animation) return;
    if (moving) animation.play();
    else animation.pause();
  }, [moving, ready]);

  // A film plays while the gallery is on screen, not paused, and the film itself is in the track's window (or about to
  // slide in: FILM_MARGIN, so its first frame is ready). Pausing the gallery pauses them too. The track is wider than
  // the screen: films it carries off to either side (the About page's second film starts well beyond a phone's
  // screen) were decoded, unseen, for as long as any of the track was in view.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || paused || !inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting } of entries) {
          const video = target as HTMLVideoElement;
          if (isIntersecting) video.play().catch(() => undefined);
          else video.pause();
        }
      },
      { root: track, rootMargin: FILM_MARGIN },
    );
    const videos = track.querySelectorAll('video');
    videos.forEach((video) => observer.observe(video));
    return () => {
      observer.disconnect();
      videos.forEach((video) => video.pause());
    };
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
        className="mt-8 overflow-hidden focus-visible:outline-offset-[-3px]"
      >
        <ul ref={listRef} data-testid="gallery-list" className="flex w-max gap-4 px-[clamp(1.25rem,4vw,3rem)] will-change-transform">
          {children}
        </ul>
      </div>
    </section>
  );
}
