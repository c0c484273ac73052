'use client';

/**
 * CardVideo: a light, control-less looping video for cards (work cards, "Up Next").
 *
 *   <CardVideo src="/media/video/orbit/original.mp4" poster="/media/video/orbit/poster.webp" className="rounded-media" />
 *
 * Plays a progressive file (the case study's `originalFile`) muted, looped and inline, only while on screen; it
 * attaches the source only when near the viewport. The video is decorative (aria-hidden): the card's link text
 * names it. Under prefers-reduced-motion it shows the poster only.
 */
import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { useNearViewport, usePrefersReducedMotion } from './hooks';

export interface CardVideoProps {
  src: string;
  poster: string;
  className?: string;
  /** next/image `sizes` of the poster. */
  sizes?: string;
}

export function CardVideo({ src, poster, className = '', sizes = '(max-width: 991px) 100vw, 50vw' }: CardVideoProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const { near, visible } = useNearViewport(rootRef);
  const [started, setStarted] = useState(false);
  const active = near && !reducedMotion;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !active) return;
    if (!video.getAttribute('src')) {
      video.muted = true;
      video.src = src;
    }
    if (visible) video.play().catch((error: unknown) => console.warn('Autoplay failed', error));
    else video.pause();
  }, [active, visible, src]);

  return (
    <div ref={rootRef} className={`relative isolate overflow-hidden bg-ink-2 ${className}`}>
      <Image
        src={poster}
        alt=""
        fill
        sizes={sizes}
        quality={80}
        className={`object-cover transition-opacity duration-500 ${started ? 'opacity-0' : 'opacity-100'}`}
      />
      <video
        ref={videoRef}
        className="absolute inset-0 -z-10 h-full w-full object-cover"
        muted
        loop
        playsInline
        preload="none"
        aria-hidden
        tabIndex={-1}
        onPlaying={() => setStarted(true)}
        onError={(e) => console.error('Video error', e.currentTarget.error)}
      />
    </div>
  );
}
