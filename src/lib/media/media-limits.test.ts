import { describe, expect, it } from 'vitest';
import { clock, imageRefusal, jobStallMs, jobTimeLimit, jobTimeLimitMs, MAX_TIMER_MS, processorMsFromStat, videoRefusal } from './media-limits';

describe('the limits an upload is checked against before it is decoded', () => {
  it('takes a photo up to 50 megapixels of 8-bit samples, in any reasonable shape', () => {
    expect(imageRefusal('a.png', { width: 7000, height: 7000, channels: 3, depth: 'uchar' })).toBeNull();
    expect(imageRefusal('a.png', { width: 8000, height: 6250, channels: 4, depth: 'uchar' })).toBeNull();
    expect(imageRefusal('a.png', { width: 1, height: 1, channels: 1, depth: 'uchar' })).toBeNull();
  });

  it('refuses more pixels, more memory once decoded, an extreme shape or no size, naming the file', () => {
    expect(imageRefusal('bomb.png', { width: 10_000, height: 10_000, channels: 3, depth: 'uchar' })).toBe('bomb.png has 100 megapixels: an image may have at most 50.');
    expect(imageRefusal('deep.png', { width: 6000, height: 6000, channels: 4, depth: 'ushort' })).toMatch(/^deep\.png would take 275 MB of memory to open: an image may take at most 200 MB/);
    expect(imageRefusal('strip.png', { width: 20_000, height: 100, channels: 3, depth: 'uchar' })).toBe('strip.png is 20000 × 100 px: an image’s longer side may be at most 8 times its shorter.');
    expect(imageRefusal('tower.png', { width: 100, height: 900, channels: 3 })).toMatch(/at most 8 times/);
    expect(imageRefusal('x.png', {})).toBe('x.png is not an image this site can read.');
  });

  it('takes a video of known length up to 10 minutes, 4096 px and 1 to 120 frames a second', () => {
    expect(videoRefusal('a.mp4', { width: 1920, height: 1080, durationMs: 600_000, fps: 120 })).toBeNull();
    expect(videoRefusal('a.mp4', { width: 4096, height: 2160, durationMs: 1000, fps: 1 })).toBeNull();
  });

  it('refuses a longer, larger, faster or slower video, or one that does not say its length', () => {
    expect(videoRefusal('ten.mp4', { width: 64, height: 64, durationMs: 36_000_000, fps: 24 })).toBe('ten.mp4 is 10:00:00 long: a video may be at most 10:00.');
    expect(videoRefusal('month.mp4', { width: 64, height: 64, durationMs: 2_592_000_000, fps: 24 })).toMatch(/^month\.mp4 is 720:00:00 long/);
    expect(videoRefusal('wide.mp4', { width: 4104, height: 16, durationMs: 1000, fps: 24 })).toBe('wide.mp4 is 4104 × 16 px: a video may be at most 4096 px on its longer side.');
    expect(videoRefusal('fast.mp4', { width: 64, height: 64, durationMs: 1000, fps: 240 })).toBe('fast.mp4 has 240 frames a second: a video must have 1 to 120.');
    expect(videoRefusal('slow.mp4', { width: 64, height: 64, durationMs: 1000, fps: 0.01 })).toMatch(/has 0\.01 frames a second/);
    expect(videoRefusal('odd.mp4', { width: 64, height: 64, durationMs: 1000, fps: null })).toMatch(/has \? frames a second/);
    expect(videoRefusal('none.mp4', { width: 64, height: 64, durationMs: null, fps: 24 })).toBe('none.mp4 does not say how long it is: a video must state its length.');
  });

  it('gives each ladder its length times the factor, at least the minimum, from the environment', () => {
    expect(jobTimeLimit({})).toEqual({ factor: 20, minMs: 120_000 });
    const limit = jobTimeLimit({ MEDIA_JOB_TIME_FACTOR: '5', MEDIA_JOB_MIN_S: '10' });
    expect(jobTimeLimitMs(600_000, limit)).toBe(3_000_000);
    expect(jobTimeLimitMs(1000, limit)).toBe(10_000);
    expect(() => jobTimeLimit({ MEDIA_JOB_TIME_FACTOR: 'fast' })).toThrow(/MEDIA_JOB_TIME_FACTOR/);
    expect(clock(59_400)).toBe('0:59');
  });

  it('lets a ladder run by the clock ten times its processor time, at least an hour', () => {
    expect(jobStallMs(3_000)).toBe(3_600_000);
    expect(jobStallMs(12_000_000)).toBe(120_000_000);
    // MEDIA_JOB_TIME_FACTOR 1000 on a 10 minute video: the longest a timer can wait, not a timer that fires at once.
    expect(jobStallMs(600_000_000)).toBe(MAX_TIMER_MS);
  });

  it("reads a process's processor time from its /proc stat line, whatever its name holds", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    expect(processorMsFromStat('4242 (ffmpeg) R 4200 4200 4200 0 -1 4194304 900 0 0 0 137 12 0 0 39 19 1 0 123 0 0')).toBe(1490);
    expect(processorMsFromStat('4242 (a) b (c) S 1 1 1 0 -1 0 0 0 0 0 5 6 0 0 20 0 1 0 1 0 0')).toBe(110);
    expect(processorMsFromStat('')).toBeNull();
    expect(processorMsFromStat('4242 (ffmpeg) R 4200')).toBeNull();
  });
});
