/** Files ending in .m3u8 (query and hash ignored) are streaming playlists; any other file plays in a plain video element. */
export function isStreamingSource(src: string): boolean {
  return /\.m3u8$/i.test(src.split(/[?#]/)[0] ?? '');
}

export type PlaybackStrategy = 'hls.js' | 'native-hls' | 'plain';

/**
 * How a source is played (SPEC §4: "on a browser with native streaming support the source is played
 * directly"). A streaming source uses the browser's own HLS where it exists (Safari, Chromium 141 and later):
 * the player reads the master playlist itself to offer quality levels, and no streaming library is loaded.
 * Where only Media Source Extensions exist (Firefox, older Chromium) and streaming is enabled, hls.js is
 * imported. Otherwise the plain fallback file plays. Anything that is not a playlist is a plain video.
 */
export function playbackStrategy(
  src: string,
  { enableHLS, mseSupported, nativeHls }: { enableHLS: boolean; mseSupported: boolean; nativeHls: boolean },
): PlaybackStrategy {
  if (!isStreamingSource(src)) return 'plain';
  if (nativeHls) return 'native-hls';
  if (enableHLS && mseSupported) return 'hls.js';
  return 'plain';
}
