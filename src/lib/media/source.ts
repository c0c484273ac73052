/** Files ending in .m3u8 (query and hash ignored) are streaming playlists; any other file plays in a plain video element. */
export function isStreamingSource(src: string): boolean {
  return /\.m3u8$/i.test(src.split(/[?#]/)[0] ?? '');
}

export type PlaybackStrategy = 'hls.js' | 'native-hls' | 'plain';

/**
 * How a source is played. A streaming source with streaming enabled uses hls.js where Media Source Extensions
 * exist (so quality levels can be offered), the browser's own HLS where only that exists, and otherwise the plain
 * fallback file. Anything else is a plain video.
 */
export function playbackStrategy(
  src: string,
  { enableHLS, mseSupported, nativeHls }: { enableHLS: boolean; mseSupported: boolean; nativeHls: boolean },
): PlaybackStrategy {
  if (!isStreamingSource(src)) return 'plain';
  if (!enableHLS) return nativeHls ? 'native-hls' : 'plain';
  if (mseSupported) return 'hls.js';
  if (nativeHls) return 'native-hls';
  return 'plain';
}
