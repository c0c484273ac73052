import { describe, expect, it } from 'vitest';
import { LADDER, ladderArgs, ladderFor, segmentSecondsFor } from './hls.mjs';

describe('the HLS ladder shared by the offline pipeline and uploads', () => {
  it('makes the rungs no taller than the source, at least the lowest', () => {
    expect(ladderFor(2160).map((r) => r.name)).toEqual(['1080p', '720p', '480p']);
    expect(ladderFor(720).map((r) => r.name)).toEqual(['720p', '480p']);
    expect(ladderFor(240).map((r) => r.name)).toEqual(['480p']);
  });

  it('cuts 2 s segments, 1 s for a clip that would fit in one (the bundled ffmpeg crashes on that)', () => {
    expect(segmentSecondsFor(20_000)).toBe(2);
    expect(segmentSecondsFor(2000)).toBe(1);
    expect(segmentSecondsFor(0)).toBe(2);
  });

  it('the offline pipeline keeps its command: fixed sizes, two threads, the preset lookahead; uploads one thread and a shorter lookahead', () => {
    const offline = ladderArgs('/tmp/x', { source: '[0:v]null' });
    expect(offline[1]).toBe(
      '[0:v]null,format=yuv420p,split=5[s0][s1][s2][sm][sp];[s0]scale=1920:1080:flags=bicubic[v0];[s1]scale=1280:720:flags=bicubic[v1];[s2]scale=854:480:flags=bicubic[v2];[sm]scale=960:540:flags=bicubic[vm];[sp]trim=end_frame=1,format=rgb24[vp]',
    );
    expect(offline).not.toContain('-rc-lookahead');
    expect(offline.join(' ')).toContain('-threads 2 -g 48');
    expect(offline.join(' ')).toContain('-var_stream_map v:0 v:1 v:2');
    const upload = ladderArgs('/tmp/x', { source: '[0:v:0]fps=24', ladder: LADDER.slice(1), threads: 1, lookahead: 5, segmentSeconds: 1 });
    expect(upload.join(' ')).toContain('-threads 1 -g 24');
    expect(upload.join(' ')).toContain('-crf 23 -rc-lookahead 5 -an');
    expect(upload.join(' ')).toContain('-hls_time 1');
    expect(upload.join(' ')).toContain('-var_stream_map v:0 v:1');
  });
});
