import type { VideoQualityLevel } from '@/content/schema';
import { ladderFor } from './ladder.mjs';

/** Heights the player offers, highest first (SPEC §9: levels 1080, 720, 480). */
export const OFFERED_HEIGHTS = [1080, 720, 480] as const;
/** The level chosen when the manifest has been read. */
export const DEFAULT_HEIGHT = 1080;

/** A level as a streaming library reports it (hls.js `Level` has these fields). */
export interface StreamLevel {
  height: number;
  width: number;
  bitrate: number;
}

/**
 * Keeps only levels of height 1080, 720 and 480, sorted highest first. `index` stays the level's index in the
 * stream's own list (what hls.js `currentLevel` expects); one level per height (the first one listed).
 */
export function keepLevels(levels: readonly StreamLevel[]): VideoQualityLevel[] {
  const byHeight = new Map<number, VideoQualityLevel>();
  levels.forEach((level, index) => {
    if (!(OFFERED_HEIGHTS as readonly number[]).includes(level.height) || byHeight.has(level.height)) return;
    byHeight.set(level.height, {
      height: level.height,
      width: level.width,
      bitrate: Math.max(0, Math.round(level.bitrate || 0)),
      index,
      label: `${level.height}p`,
    });
  });
  return [...byHeight.values()].sort((a, b) => b.height - a.height);
}

/** The stream index to start with: 1080 when present, otherwise the highest kept level; -1 when none is kept. */
export function defaultLevel(levels: readonly VideoQualityLevel[]): number {
  const preferred = levels.find((l) => l.height === DEFAULT_HEIGHT) ?? levels[0];
  return preferred ? preferred.index : -1;
}

/**
 * The quality levels the media pipeline's ladder gives an uploaded video `width` × `height` px (src/lib/media/ladder.mjs,
 * the rungs no taller than it, at least the lowest), as content stores them (a showreel's `levels`): each rung keeps
 * the picture's shape (ffmpeg's `scale=-2:<height>`: the width to the nearest even number), its bitrate is the rung's
 * cap, its index its place in the master playlist (the rungs are listed highest first). Known at upload, before the
 * ladder is made; the player reads the stream's own levels when it plays.
 */
export function ladderLevels(width: number, height: number): VideoQualityLevel[] {
  return ladderFor(height).map((rung, index) => ({
    height: rung.height,
    width: Math.max(2, Math.round((rung.height * width) / (height * 2)) * 2),
    bitrate: rung.maxrate * 1000,
    index,
    label: `${rung.height}p`,
  }));
}
