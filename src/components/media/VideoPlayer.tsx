/**
 * VideoPlayer: the site's streaming video player (showreel, case-study videos).
 *
 *   <VideoPlayer
 *     src="/media/video/flow/master.m3u8"     // .m3u8 → adaptive streaming; any other file → plain <video>
 *     poster="/media/video/flow/poster.webp"  // shown (through next/image) until playback starts
 *     title="Coral: product walkthrough"      // accessible name of the player region
 *     fallbackSrc="/media/video/flow/original.mp4" // optional: played where no HLS is possible
 *     enableHLS                                // default true; false → native HLS if any, else fallbackSrc
 *     isMobile={false}                         // optional override; otherwise mobile layout at ≤ 991 px
 *     homepageShowreelCSSClass="rounded-media" // extra classes on the root (radius, sizing)
 *     priority                                 // above the fold: preload the poster (LCP), load at once
 *     aspectRatio="16 / 9"                     // CSS aspect-ratio of the frame (default 16 / 9)
 *     posterSizes="100vw"                      // next/image `sizes` of the poster
 *   >{optional overlay content, e.g. a caption}</VideoPlayer>
 *
 * Behaviour (SPEC §4): autoplays muted, looped, playsInline. Only levels of 1080/720/480 are kept (highest
 * first), 1080 is chosen and playback starts; level switches update the current index. A browser with its own
 * HLS (Safari, Chromium ≥ 141) plays the stream directly: the player reads the master playlist to offer the
 * levels and points the video at the chosen level's playlist, so no streaming library is downloaded. Elsewhere,
 * with streaming enabled and MSE available, hls.js is imported on demand. Controls: play/pause and mute/unmute
 * (26 px icons), fullscreen, and a quality menu when levels exist. Autoplay failure → console.warn('Autoplay
 * failed'); errors are only logged. Beyond the spec: it loads only near the viewport (unless `priority`), pauses
 * its autoplay while off-screen, and under prefers-reduced-motion shows the poster and a play button instead.
 *
 * For a light, control-less card loop (work cards), see `CardVideo` in src/components/work.
 *
 * This server component prepares the poster (next/image's markup through getImageProps, preloaded at high
 * priority when `priority`: it is then the page's largest paint) and renders the interactive VideoPlayerClient,
 * so the browser downloads no image helpers and nothing recomputes the poster at hydration.
 */
import { optimizedImageProps } from './optimized-image';
import { VideoPlayerClient, type VideoPlayerClientProps } from './VideoPlayerClient';

export type VideoPlayerProps = Omit<VideoPlayerClientProps, 'posterImage'> & {
  poster: string;
  /** next/image `sizes` of the poster (default 100vw). */
  posterSizes?: string;
};

export function VideoPlayer({ poster, posterSizes = '100vw', ...player }: VideoPlayerProps) {
  const posterImage = optimizedImageProps({ src: poster, alt: '', fill: true, sizes: posterSizes }, player.priority);
  return <VideoPlayerClient {...player} posterImage={posterImage} />;
}
