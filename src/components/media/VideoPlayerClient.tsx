'use client';

/**
 * The interactive part of VideoPlayer (src/components/media/VideoPlayer.tsx, where its behaviour is described): when
 * to load and play, the poster, and the pieces: streaming (use-video-stream.ts), the control bar (PlayerControls)
 * and full screen. The poster's <img> attributes come ready from the server.
 */
import { useCallback, useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { Play } from 'lucide-react';
import { interfaceCopy } from '@/content/interface';
import { mediaErrorText, playFailure } from '@/lib/media/player-errors';
import { isStreamingSource } from '@/lib/media/source';
import { useHydrated, useNearViewport, usePrefersReducedMotion, useMediaQuery } from '@/components/ui/hooks';
import { PlayerControls } from './PlayerControls';
import { useVideoStream } from './use-video-stream';

export interface VideoPlayerClientProps {
  src: string;
  title: string;
  fallbackSrc?: string;
  isMobile?: boolean;
  enableHLS?: boolean;
  homepageShowreelCSSClass?: string;
  children?: ReactNode;
  priority?: boolean;
  aspectRatio?: string;
  /** The poster's <img> attributes (next/image markup, see optimizedImageProps). */
  posterImage: ImgHTMLAttributes<HTMLImageElement>;
}

/** SPEC §9: mobile video layout at 991 px or less. */
export const MOBILE_VIDEO_QUERY = '(max-width: 991px)';

/** Full screen for the player's root (or, where only the video element can, as on iPhone, the video). */
function useFullscreen(rootRef: RefObject<HTMLDivElement | null>, videoRef: RefObject<HTMLVideoElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [rootRef]);
  const toggle = () => {
    const root = rootRef.current;
    const video = videoRef.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    if (!root || !video) return;
    if (document.fullscreenElement) {
      document.exitFullscreen().catch((error: unknown) => console.error('Exit full screen failed', error));
    } else if (root.requestFullscreen) {
      root.requestFullscreen().catch((error: unknown) => console.error('Full screen failed', error));
    } else {
      video.webkitEnterFullscreen?.();
    }
  };
  return { fullscreen, toggle };
}

export function VideoPlayerClient({
  src,
  posterImage,
  title,
  fallbackSrc,
  isMobile,
  enableHLS = true,
  homepageShowreelCSSClass = '',
  children,
  priority = false,
  aspectRatio = '16 / 9',
}: VideoPlayerClientProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const userPausedRef = useRef(false);

  const reducedMotion = usePrefersReducedMotion();
  const mobileQuery = useMediaQuery(MOBILE_VIDEO_QUERY);
  const mobile = isMobile ?? mobileQuery;
  const { near, visible } = useNearViewport(rootRef, priority);

  const hydrated = useHydrated();
  const [activated, setActivated] = useState(false); // the user asked to play (needed under reduced motion)
  // The poster goes first: streaming starts once it has loaded, so it never competes with the LCP image.
  const [posterReady, setPosterReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [started, setStarted] = useState(false); // first frame shown: hide the poster

  // A poster that finished loading before hydration fires no load event React can see: check `complete`.
  const posterRef = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setPosterReady(true);
  }, []);

  const autoplay = !reducedMotion;
  // Wait for hydration: the server renders without knowing prefers-reduced-motion.
  const wantsLoad = hydrated && near && (posterReady || activated) && (autoplay || activated);

  const tryPlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    video.play().catch((error: unknown) => {
      const failure = playFailure(error);
      if (failure) console.warn('Autoplay failed', failure);
    });
  }, []);

  // Attach the source once the player is near the viewport (or the user pressed play).
  const { levels, currentLevel, selectLevel } = useVideoStream({
    videoRef,
    src,
    fallbackSrc,
    enableHLS,
    load: wantsLoad,
    muted,
    userPaused: userPausedRef,
    play: tryPlay,
  });
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen(rootRef, videoRef);

  // Pause an autoplaying video while it is off-screen; resume when it comes back (unless the user paused it).
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !wantsLoad || !autoplay || userPausedRef.current) return;
    if (visible && video.paused && video.readyState > 0) tryPlay();
    else if (!visible && !video.paused) video.pause();
  }, [visible, wantsLoad, autoplay, tryPlay]);

  // Should the poster's load event be missed, streaming still starts.
  useEffect(() => {
    const timer = setTimeout(() => setPosterReady(true), 3000);
    return () => clearTimeout(timer);
  }, []);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (!wantsLoad) {
      userPausedRef.current = false;
      setActivated(true); // reduced motion: load on demand, then play
      return;
    }
    if (video.paused) {
      userPausedRef.current = false;
      tryPlay();
    } else {
      userPausedRef.current = true;
      video.pause();
    }
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  };

  // Control sizes come from CSS unless isMobile is forced, so hydration never moves the control bar.
  const layout = isMobile === undefined ? 'auto' : isMobile ? 'mobile' : 'desktop';

  return (
    <div
      ref={rootRef}
      role="region"
      aria-label={title}
      data-layout={mobile ? 'mobile' : 'desktop'}
      data-playing={playing ? 'true' : 'false'}
      className={`relative isolate w-full overflow-hidden bg-ink-2 ${homepageShowreelCSSClass}`}
      style={{ aspectRatio }}
    >
      <video
        ref={videoRef}
        className="absolute inset-0 h-full w-full object-cover"
        muted={muted}
        loop
        playsInline
        autoPlay={false}
        preload="none"
        aria-hidden
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onPlaying={() => setStarted(true)}
        onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
        onError={(e) => console.error('Video error', mediaErrorText(e.currentTarget.error))}
      />
      {/* eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- next/image's markup, alt="" */}
      <img
        {...posterImage}
        ref={posterRef}
        onLoad={() => setPosterReady(true)}
        onError={() => setPosterReady(true)}
        className={`pointer-events-none object-cover transition-opacity duration-700 ${started ? 'opacity-0' : 'opacity-100'}`}
      />
      {children && <div className="pointer-events-none absolute inset-0">{children}</div>}

      {!autoplay && !playing && (
        <div className="absolute inset-0 grid place-items-center">
          <button
            type="button"
            onClick={togglePlay}
            aria-label={`${interfaceCopy.player.play}: ${title}`}
            className="inline-flex size-20 items-center justify-center rounded-pill bg-fg text-ink shadow-card transition-transform hover:scale-105"
          >
            <Play aria-hidden width={32} height={32} fill="currentColor" />
          </button>
        </div>
      )}

      <PlayerControls
        layout={layout}
        playing={playing}
        muted={muted}
        fullscreen={fullscreen}
        levels={levels}
        currentLevel={currentLevel}
        levelsPending={isStreamingSource(src) && (autoplay || activated)}
        onTogglePlay={togglePlay}
        onToggleMute={toggleMute}
        onToggleFullscreen={toggleFullscreen}
        onSelectLevel={selectLevel}
      />
    </div>
  );
}
