'use client';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { VideoQualityLevel } from '@/content/schema';
import { defaultLevel, keepLevels } from '@/lib/media/levels';
import { parseMasterPlaylist, type PlaylistVariant } from '@/lib/media/playlist';
import { isStreamingSource, playbackStrategy } from '@/lib/media/source';

type HlsInstance = import('hls.js').default;

/**
 * Streaming for the video player: once `load` turns true, attaches the source the browser can play best
 * (src/lib/media/source.ts: hls.js where the browser has Media Source Extensions, the browser's own HLS, or the
 * progressive fallback), offers the levels worth choosing (1080/720/480, starting at 1080) and switches between
 * them, keeping the moment of a native-HLS switch. `play` is called when the stream is ready, unless the visitor
 * paused (`userPaused`).
 */
export function useVideoStream({
  videoRef,
  src,
  fallbackSrc,
  enableHLS,
  load,
  muted,
  userPaused,
  play,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  src: string;
  fallbackSrc?: string;
  enableHLS: boolean;
  load: boolean;
  muted: boolean;
  userPaused: RefObject<boolean>;
  play: () => void;
}) {
  const hlsRef = useRef<HlsInstance | null>(null);
  const variantsRef = useRef<PlaylistVariant[] | null>(null); // native HLS: the master playlist's variants
  const [levels, setLevels] = useState<VideoQualityLevel[]>([]);
  const [currentLevel, setCurrentLevel] = useState(-1);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !load) return;
    let cancelled = false;
    const mseSupported = typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
    const nativeHls = video.canPlayType('application/vnd.apple.mpegurl') !== '';
    const strategy = playbackStrategy(src, { enableHLS, mseSupported, nativeHls });
    const startPlain = (url: string) => {
      video.src = url;
      if (!userPaused.current) play();
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
            if (!userPaused.current) play();
          });
          hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => setCurrentLevel(data.level));
          hls.on(Hls.Events.ERROR, (_event, data) =>
            // hls.js recovers from non-fatal errors (a buffer hole, a slow segment) by itself: only a fatal one is an error.
            // An uploaded video's ladder answers 404 until its job is done (src/app/media/u): the poster stays meanwhile.
            (data.fatal && !(data.details === 'manifestLoadError' && data.response?.code === 404 && src.startsWith('/media/u/')) ? console.error : console.warn)(
              'Video streaming error',
              data.type,
              data.details,
            ),
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
  }, [load, src, fallbackSrc, enableHLS]);

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
    if (resume) play();
    setCurrentLevel(index);
  };

  return { levels, currentLevel, selectLevel };
}
