'use client';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** Attach the stream (and show the poster) this far before the video scrolls into view. */
const NEAR_VIEWPORT_MARGIN = '400px';

/**
 * One streaming video of the case-study main column (stand-in until the media issue's VideoPlayer lands).
 * Nothing is fetched until the video nears the viewport; then the poster shows and the HLS master playlist is
 * attached (natively where supported, otherwise through hls.js imported on demand). It autoplays muted and looped
 * while visible, except under reduced motion; a labelled button pauses and resumes it.
 */
export function CaseStudyVideo({ src, poster, label }: { src: string; poster: string; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);
  const [playing, setPlaying] = useState(false);
  const userPaused = useRef(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!near || !video) return;
    let destroyed = false;
    let destroy = () => {};
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

    const autoplayWhileVisible = () => {
      if (reduced) return;
      const visible = new IntersectionObserver(([entry]) => {
        if (entry.isIntersecting && !userPaused.current) video.play().catch(() => console.warn('Autoplay failed'));
        else if (!entry.isIntersecting) video.pause();
      });
      visible.observe(video);
      const prev = destroy;
      destroy = () => {
        visible.disconnect();
        prev();
      };
    };

    if (!src.endsWith('.m3u8') || video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      autoplayWhileVisible();
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (destroyed) return;
        if (!Hls.isSupported()) return;
        const hls = new Hls({ capLevelToPlayerSize: true });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) console.error('Video stream error', data.type, data.details);
        });
        hls.loadSource(src);
        hls.attachMedia(video);
        const prev = destroy;
        destroy = () => {
          hls.destroy();
          prev();
        };
        autoplayWhileVisible();
      });
    }
    return () => {
      destroyed = true;
      destroy();
    };
  }, [near, src]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      userPaused.current = false;
      video.play().catch(() => console.warn('Autoplay failed'));
    } else {
      userPaused.current = true;
      video.pause();
    }
  };

  return (
    <figure className="relative aspect-video overflow-hidden rounded-media bg-ink-3">
      <video
        ref={ref}
        poster={near ? poster : undefined}
        muted
        loop
        playsInline
        preload="none"
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="size-full object-cover"
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? `Pause video: ${label}` : `Play video: ${label}`}
        className="absolute bottom-4 right-4 grid size-11 place-items-center rounded-full bg-ink/80 text-fg backdrop-blur transition hover:bg-ink"
      >
        {playing ? <Pause aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
      </button>
    </figure>
  );
}
