import { describe, expect, it } from 'vitest';
import { mediaErrorText, playFailure } from './player-errors';

describe('playFailure', () => {
  it('names a refusal: autoplay not allowed, a source the browser cannot play', () => {
    expect(playFailure(new DOMException('play() can only be initiated by a user gesture.', 'NotAllowedError'))).toBe(
      'NotAllowedError: play() can only be initiated by a user gesture.',
    );
    expect(playFailure(new DOMException('The media resource indicated by the src attribute was not suitable.', 'NotSupportedError'))).toBe(
      'NotSupportedError: The media resource indicated by the src attribute was not suitable.',
    );
  });

  it('is null for an attempt the player interrupted itself (AbortError)', () => {
    expect(playFailure(new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'))).toBeNull();
  });

  it('still says something for a rejection that is not an error', () => {
    expect(playFailure('odd')).toBe('odd');
  });
});

describe('mediaErrorText', () => {
  it("gives a MediaError's code by name with the browser's message, never an empty object", () => {
    expect(mediaErrorText({ code: 4, message: 'no decoder for video/mp4' })).toBe('MEDIA_ERR_SRC_NOT_SUPPORTED (4): no decoder for video/mp4');
    expect(mediaErrorText({ code: 3, message: '' })).toBe('MEDIA_ERR_DECODE (3)');
    expect(mediaErrorText({ code: 9 })).toBe('MEDIA_ERR_UNKNOWN (9)');
    expect(mediaErrorText(null)).toBe('unknown error');
  });
});
