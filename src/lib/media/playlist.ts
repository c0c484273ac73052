import type { StreamLevel } from './levels';

/** One variant stream of an HLS master playlist: its size, bitrate and the address of its media playlist. */
export interface PlaylistVariant extends StreamLevel {
  uri: string;
}

const attribute = (list: string, name: string): string | undefined =>
  new RegExp(`(?:^|,)${name}=("[^"]*"|[^,]*)`).exec(list)?.[1]?.replace(/^"|"$/g, '');

/**
 * Resolves a playlist entry against the master playlist's address. Absolute addresses stay absolute; a
 * site-relative master ("/media/…/master.m3u8") gives site-relative variants.
 */
export function resolvePlaylistUri(uri: string, masterUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(masterUrl)) return new URL(uri, masterUrl).href;
  const resolved = new URL(uri, new URL(masterUrl, 'http://site.invalid'));
  return resolved.origin === 'http://site.invalid' ? resolved.pathname + resolved.search : resolved.href;
}

/**
 * The variant streams of an HLS master playlist (RFC 8216 §4.3.4.2: each #EXT-X-STREAM-INF line is followed by
 * the variant's URI), in the playlist's order. Variants without a RESOLUTION are skipped (audio-only or unknown);
 * a media playlist (no variants) gives an empty list.
 */
export function parseMasterPlaylist(text: string, masterUrl: string): PlaylistVariant[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') return [];
  const variants: PlaylistVariant[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const attrs = line.slice('#EXT-X-STREAM-INF:'.length);
    let j = i + 1;
    while (j < lines.length && (lines[j] === '' || lines[j]!.startsWith('#'))) j++;
    const uri = lines[j];
    const size = /^(\d+)x(\d+)$/.exec(attribute(attrs, 'RESOLUTION') ?? '');
    if (!uri || !size) continue;
    variants.push({
      width: Number(size[1]),
      height: Number(size[2]),
      bitrate: Number(attribute(attrs, 'AVERAGE-BANDWIDTH') ?? attribute(attrs, 'BANDWIDTH') ?? 0) || 0,
      uri: resolvePlaylistUri(uri, masterUrl),
    });
    i = j;
  }
  return variants;
}
