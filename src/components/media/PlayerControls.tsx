'use client';
import { Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import type { VideoQualityLevel } from '@/content/schema';
import { interfaceCopy } from '@/content/interface';
import { PLAYER_SIZES, type PlayerLayout } from './player-layout';
import { QualityMenu } from './QualityMenu';

const copy = interfaceCopy.player;
const ICON_SIZE = 26;

/** The player's control bar: play/pause and mute on the left, the quality menu and full screen on the right. */
export function PlayerControls({
  layout,
  playing,
  muted,
  fullscreen,
  levels,
  currentLevel,
  levelsPending,
  onTogglePlay,
  onToggleMute,
  onToggleFullscreen,
  onSelectLevel,
}: {
  layout: PlayerLayout;
  playing: boolean;
  muted: boolean;
  fullscreen: boolean;
  levels: VideoQualityLevel[];
  currentLevel: number;
  /** The levels are on their way: the quality menu keeps its place. */
  levelsPending: boolean;
  onTogglePlay: () => void;
  onToggleMute: () => void;
  onToggleFullscreen: () => void;
  onSelectLevel: (index: number) => void;
}) {
  const sizes = PLAYER_SIZES[layout];
  const button = `inline-flex items-center justify-center rounded-pill bg-ink/70 text-fg backdrop-blur-md transition-colors hover:bg-ink/90 ${sizes.button}`;
  return (
    <div className={`absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-gradient-to-t from-ink/60 to-transparent ${sizes.bar}`}>
      <div className="flex items-center gap-2">
        <button type="button" onClick={onTogglePlay} aria-label={playing ? copy.pause : copy.play} className={button}>
          {playing ? (
            <Pause aria-hidden width={ICON_SIZE} height={ICON_SIZE} strokeWidth={1.75} />
          ) : (
            <Play aria-hidden width={ICON_SIZE} height={ICON_SIZE} strokeWidth={1.75} />
          )}
        </button>
        <button type="button" data-needs-gesture onClick={onToggleMute} aria-label={muted ? copy.unmute : copy.mute} className={button}>
          {muted ? (
            <VolumeX aria-hidden width={ICON_SIZE} height={ICON_SIZE} strokeWidth={1.75} />
          ) : (
            <Volume2 aria-hidden width={ICON_SIZE} height={ICON_SIZE} strokeWidth={1.75} />
          )}
        </button>
      </div>
      <div className="flex items-center gap-2">
        <QualityMenu levels={levels} current={currentLevel} onSelect={onSelectLevel} layout={layout} pending={levelsPending} />
        <button type="button" data-needs-gesture onClick={onToggleFullscreen} aria-label={fullscreen ? copy.exitFullscreen : copy.enterFullscreen} className={button}>
          {fullscreen ? <Minimize aria-hidden strokeWidth={1.75} className={sizes.icon} /> : <Maximize aria-hidden strokeWidth={1.75} className={sizes.icon} />}
        </button>
      </div>
    </div>
  );
}
