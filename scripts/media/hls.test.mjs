import { describe, expect, it } from 'vitest';
import { LADDER, ladderArgs, ladderFor, readProbe, segmentSecondsFor } from './hls.mjs';

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

  it("reads a video's size, length and frame rate from ffmpeg's words, null where the file says none", () => {
    const said = (duration, stream) => `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'x.mp4':\n  Duration: ${duration}, start: 0.000000, bitrate: 0 kb/s\n    Stream #0:0(und): Video: ${stream}\n`;
    const h264 = 'h264 (Constrained Baseline) (avc1 / 0x31637661), yuv420p, 64x64 [SAR 1:1 DAR 1:1], 68 kb/s';
    expect(readProbe(said('10:00:00.00', `${h264}, 24 fps, 24 tbr, 12288 tbn, 48 tbc (default)`))).toEqual({ width: 64, height: 64, durationMs: 36_000_000, fps: 24 });
    expect(readProbe(said('720:00:00.00', `${h264}, 23.98 fps, 23.98 tbr`))).toEqual({ width: 64, height: 64, durationMs: 2_592_000_000, fps: 23.98 });
    expect(readProbe(said('00:00:01.00', `${h264}, 0.0001 fps, 0.0001 tbr`))?.fps).toBe(0.0001);
    expect(readProbe(said('00:00:01.00', `${h264}, 1k fps`))?.fps).toBe(1000);
    expect(readProbe(said('N/A', `${h264}, 90k tbr`))).toEqual({ width: 64, height: 64, durationMs: null, fps: 90_000 });
    expect(readProbe(said('N/A', 'h264 (avc1 / 0x31637661), yuv420p, 4104x16'))).toEqual({ width: 4104, height: 16, durationMs: null, fps: null });
    expect(readProbe("Input #0, png_pipe, from 'x.png':\n    Stream #0:0: Video: png, rgb24(pc), 64x64, 25 tbr\n")).toBeNull();
  });
});
