/**
 * The words of the site's shared controls, as a visitor reads them or a screen reader announces them: the skip link,
 * the dialogs' close button and the video player. Plain data (no schema), so the client components that show them
 * carry nothing else.
 */
export const interfaceCopy = {
  skipToContent: 'Skip to content',
  /** SPEC: every dialog's close button is named 'Close Dialog'. */
  closeDialog: 'Close Dialog',
  /** Names of page regions a screen reader lists among the landmarks. */
  landmarks: { awards: 'Awards', expertiseAside: 'What we do' },
  player: {
    play: 'Play video',
    pause: 'Pause video',
    mute: 'Mute video',
    unmute: 'Unmute video',
    enterFullscreen: 'Enter full screen',
    exitFullscreen: 'Exit full screen',
    quality: 'Video quality',
    /** The quality menu's button before a level is chosen: the player picks. */
    auto: 'Auto',
  },
} as const;
