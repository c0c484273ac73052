import { describe, expect, it } from 'vitest';
import { isStreamingSource, playbackStrategy } from './source';

describe('isStreamingSource', () => {
  it('treats .m3u8 files as streaming, anything else as plain', () => {
    expect(isStreamingSource('/media/video/showreel/master.m3u8')).toBe(true);
    expect(isStreamingSource('https://cdn.example.com/a/MASTER.M3U8?token=1')).toBe(true);
    expect(isStreamingSource('/media/video/showreel/original.mp4')).toBe(false);
    expect(isStreamingSource('/media/video/m3u8/original.mp4')).toBe(false);
    expect(isStreamingSource('/x.m3u8.mp4')).toBe(false);
  });
});

describe('playbackStrategy', () => {
  const hls = '/media/video/flow/master.m3u8';
  it('plays natively wherever the browser has its own HLS, with or without Media Source Extensions', () => {
    expect(playbackStrategy(hls, { enableHLS: true, mseSupported: true, nativeHls: true })).toBe('native-hls');
    expect(playbackStrategy(hls, { enableHLS: true, mseSupported: false, nativeHls: true })).toBe('native-hls');
    expect(playbackStrategy(hls, { enableHLS: false, mseSupported: true, nativeHls: true })).toBe('native-hls');
  });
  it('uses hls.js when streaming is enabled and only Media Source Extensions exist', () => {
    expect(playbackStrategy(hls, { enableHLS: true, mseSupported: true, nativeHls: false })).toBe('hls.js');
  });
  it('falls back to a plain video otherwise, and always for plain files', () => {
    expect(playbackStrategy(hls, { enableHLS: true, mseSupported: false, nativeHls: false })).toBe('plain');
    expect(playbackStrategy(hls, { enableHLS: false, mseSupported: true, nativeHls: false })).toBe('plain');
    expect(playbackStrategy('/a.mp4', { enableHLS: true, mseSupported: true, nativeHls: true })).toBe('plain');
  });
});
