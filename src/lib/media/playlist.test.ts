import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { keepLevels, defaultLevel } from './levels';
import { parseMasterPlaylist, resolvePlaylistUri } from './playlist';

describe('parseMasterPlaylist', () => {
  it("reads the showreel's own master playlist: three variants with size, bitrate and address", () => {
    const text = readFileSync('public/media/video/showreel/master.m3u8', 'utf8');
    const variants = parseMasterPlaylist(text, '/media/video/showreel/master.m3u8');
    expect(variants).toEqual([
      { width: 1920, height: 1080, bitrate: 2750000, uri: '/media/video/showreel/1080p/index.m3u8' },
      { width: 1280, height: 720, bitrate: 1540000, uri: '/media/video/showreel/720p/index.m3u8' },
      { width: 854, height: 480, bitrate: 770000, uri: '/media/video/showreel/480p/index.m3u8' },
    ]);
    // The player's level rules apply unchanged: 1080 first and chosen.
    const kept = keepLevels(variants);
    expect(kept.map((l) => l.label)).toEqual(['1080p', '720p', '480p']);
    expect(variants[defaultLevel(kept)]?.height).toBe(1080);
  });

  it('handles quoted attributes, AVERAGE-BANDWIDTH, CRLF, comments and absolute addresses', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=900000,AVERAGE-BANDWIDTH=800000,CODECS="avc1.4d401f,mp4a.40.2",RESOLUTION=640x360',
      '# a comment',
      'low/index.m3u8?token=1',
      '#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.2"',
      'audio/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=5000000,RESOLUTION=1920x1080',
      'https://other.example/hi.m3u8',
    ].join('\r\n');
    expect(parseMasterPlaylist(text, 'https://cdn.example/v/master.m3u8')).toEqual([
      { width: 640, height: 360, bitrate: 800000, uri: 'https://cdn.example/v/low/index.m3u8?token=1' },
      { width: 1920, height: 1080, bitrate: 5000000, uri: 'https://other.example/hi.m3u8' },
    ]);
  });

  it('gives nothing for a media playlist or for something that is not a playlist', () => {
    expect(parseMasterPlaylist(readFileSync('public/media/video/showreel/720p/index.m3u8', 'utf8'), '/x/720p/index.m3u8')).toEqual([]);
    expect(parseMasterPlaylist('<html>Not found</html>', '/x.m3u8')).toEqual([]);
  });
});

describe('resolvePlaylistUri', () => {
  it('keeps site-relative addresses site-relative and resolves ../', () => {
    expect(resolvePlaylistUri('720p/index.m3u8', '/media/video/a/master.m3u8')).toBe('/media/video/a/720p/index.m3u8');
    expect(resolvePlaylistUri('../b/index.m3u8', '/media/video/a/master.m3u8')).toBe('/media/video/b/index.m3u8');
    expect(resolvePlaylistUri('https://x.example/i.m3u8', '/media/a/master.m3u8')).toBe('https://x.example/i.m3u8');
  });
});
