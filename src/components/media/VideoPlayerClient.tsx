'use client';

/**
 * The interactive part of VideoPlayer (src/components/media/VideoPlayer.tsx, where its behaviour is described):
 * streaming, controls, quality menu and poster. The poster's <img> attributes come ready from the server.
 */
import { useCallback, useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import type { VideoQualityLevel } from '@/content/schema';
import { defaultLevel, keepLevels } from '@/lib/media/levels';
import { parseMasterPlaylist, type PlaylistVariant } from '@/lib/media/playlist';
import { isStreamingSource, playbackStrategy } from '@/lib/media/source';
import { PLAYER_SIZES } from './player-layout';
import { QualityMenu } from './QualityMenu';
import { useHydrated, useNearViewport, usePrefersReducedMotion, useMediaQuery } from '@/components/ui/hooks';

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
const ICON_SIZE = 26;

type HlsInstance = import('hls.js').default;

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
  const hlsRef = useRef<HlsInstance | null>(null);
  const variantsRef = useRef<PlaylistVariant[] | null>(null); // native HLS: the master playlist's variants
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
  const [levels, setLevels] = useState<VideoQualityLevel[]>([]);
  const [currentLevel, setCurrentLevel] = useState(-1);
  const [fullscreen, setFullscreen] = useState(false);

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
    video.play().catch((error: unknown) => console.warn('Autoplay failed', error));
  }, []);

  // Attach the source once the player is near the viewport (or the user pressed play).
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !wantsLoad) return;
    let cancelled = false;
    const mseSupported =
      typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
    const nativeHls = video.canPlayType('application/vnd.apple.mpegurl') !== '';
    const strategy = playbackStrategy(src, { enableHLS, mseSupported, nativeHls });
    const startPlain = (url: string) => {
      video.src = url;
      if (!userPausedRef.current) tryPlay();
    };
    // React does not reliably set `muted` on hydrated elements; autoplay needs it set before play().
    video.muted = muted;

    if (strategy === 'hls.js') {
      import('hls.js')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            startPlain(nativeHls ? src : (fallbackSrc ?? src));
            return;
          }
          const hls = new Hls({ capLevelToPlayerSize: false, enableWorker: true });
          hlsRef.current = hls;
          hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
            const kept = keepLevels(data.levels);
            setLevels(kept);
            const start = defaultLevel(kept);
            if (start >= 0) hls.currentLevel = start;
            setCurrentLevel(start);
            if (!userPausedRef.current) tryPlay();
          });
          hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => setCurrentLevel(data.level));
          hls.on(Hls.Events.ERROR, (_event, data) =>
            // hls.js recovers from non-fatal errors (a buffer hole, a slow segment) by itself: only a fatal one is an error.
            (data.fatal ? console.error : console.warn)('Video streaming error', data.type, data.details),
          );
          hls.loadSource(src);
          hls.attachMedia(video);
        })
        .catch((error: unknown) => console.error('Video streaming library failed to load', error));
    } else if (strategy === 'native-hls') {
      // Read the master playlist to offer the levels and start at 1080, then let the browser stream that level.
      fetch(src)
        .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
        .then((text) => {
          if (cancelled) return;
          const variants = parseMasterPlaylist(text, src);
          const kept = keepLevels(variants);
          const start = defaultLevel(kept);
          variantsRef.current = variants;
          setLevels(kept);
          setCurrentLevel(start);
          startPlain(start >= 0 ? variants[start]!.uri : src);
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          console.warn('Video playlist unreadable; the browser picks the level', error);
          startPlain(src);
        });
    } else {
      startPlain(isStreamingSource(src) ? (fallbackSrc ?? src) : src);
    }
    return () => {
      cancelled = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
      variantsRef.current = null;
      video.removeAttribute('src');
      video.load();
    };
    // Re-attach only when the source or the streaming choice changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantsLoad, src, fallbackSrc, enableHLS]);

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

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
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

  const toggleFullscreen = () => {
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

  const selectLevel = (index: number) => {
    const hls = hlsRef.current;
    if (hls) {
      hls.currentLevel = index;
      setCurrentLevel(index);
      return;
    }
    // Native HLS: switch to the chosen level's playlist and carry on from the same moment.
    const video = videoRef.current;
    const variant = variantsRef.current?.[index];
    if (!video || !variant || index === currentLevel) return;
    const at = video.currentTime;
    const resume = !video.paused;
    video.addEventListener('loadedmetadata', () => (video.currentTime = at), { once: true });
    video.preload = 'auto'; // the element starts with preload="none", which would not load a paused switch
    video.src = variant.uri;
    if (resume) tryPlay();
    setCurrentLevel(index);
  };

  // Control sizes come from CSS unless isMobile is forced, so hydration never moves the control bar.
  const layout = isMobile === undefined ? 'auto' : isMobile ? 'mobile' : 'desktop';
  const sizes = PLAYER_SIZES[layout];
  const button = `inline-flex items-center justify-center rounded-pill bg-ink/70 text-fg backdrop-blur-md transition-colors hover:bg-ink/90 ${sizes.button}`;

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
        onError={(e) => console.error('Video error', e.currentTarget.error)}
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
            aria-label={`Play video: ${title}`}
            className="inline-flex size-20 items-center justify-center rounded-pill bg-fg text-ink shadow-card transition-transform hover:scale-105"
          >
            <Play aria-hidden width={32} height={32} fill="currentColor" />
          </button>
        </div>
      )}

      <div
        className={`absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-gradient-to-t from-ink/60 to-transparent ${sizes.bar}`}
      >
        <div className="flex items-center gap-2">
          <button type="button" onClick={togglePlay} aria-label={playing ? 'Pause video' : 'Play video'} className={button}>
            {playing ? (
              <Pause aria-hidden width={ICON_SIZE} height={ICON_SIZE} strokeWidth={1.75} />
            ) : (
              <Play aria-hidden width={ICON_SIZE} height={ICON_SIZE} strokeWidth={1.75} />
            )}
          </button>
          <button type="button" onClick={toggleMute} aria-label={muted ? 'Unmute video' : 'Mute video'} className={button}>
            {muted ? (
              <VolumeX aria-hidden width={ICON_SIZE} height={ICON_SIZE} strokeWidth={1.75} />
            ) : (
              <Volume2 aria-hidden width={ICON_SIZE} height={ICON_SIZE} strokeWidth={1.75} />
            )}
          </button>
        </div>
        <div className="flex items-center gap-2">
          <QualityMenu
            levels={levels}
            current={currentLevel}
            onSelect={selectLevel}
            layout={layout}
            pending={isStreamingSource(src) && (autoplay || activated)}
          />
          <button
            type="button"
            onClick={toggleFullscreen}
            aria-label={fullscreen ? 'Exit full screen' : 'Enter full screen'}
            className={button}
          >
            {fullscreen ? (
              <Minimize aria-hidden strokeWidth={1.75} className={sizes.icon} />
            ) : (
              <Maximize aria-hidden strokeWidth={1.75} className={sizes.icon} />
            )}
          </button>
        </div>
      </div>
    </div>
  );
}
