// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { HydrationMark, type EarlyTap } from './HydrationMark';

/** A button of the page, as the server drew it, that counts its clicks. */
function pageButton(attached = true) {
  const button = document.createElement('button');
  button.type = 'button';
  const onClick = vi.fn();
  button.addEventListener('click', onClick);
  if (attached) document.body.append(button);
  return { button, onClick };
}

describe('HydrationMark', () => {
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
    delete document.documentElement.dataset.hydrated;
    delete (self as EarlyTap).__earlyTap;
  });

  it('marks the page hydrated and clicks, once, the button tapped before (kept by the page’s loader)', () => {
    const { button, onClick } = pageButton();
    (self as EarlyTap).__earlyTap = button;
    render(<HydrationMark />);
    expect(document.documentElement.dataset.hydrated).toBe('');
    expect(onClick).toHaveBeenCalledTimes(1);
    // From now on the loader lets taps through to React.
    expect((self as EarlyTap).__earlyTap).toBe(0);
  });

  it('clicks nothing when no button was tapped', () => {
    const { onClick } = pageButton();
    render(<HydrationMark />);
    expect(onClick).not.toHaveBeenCalled();
    expect((self as EarlyTap).__earlyTap).toBe(0);
  });

  it('clicks nothing when the button tapped is no longer on the page, or is disabled by now', () => {
    const gone = pageButton(false);
    const disabled = pageButton();
    disabled.button.disabled = true;
    for (const { button, onClick } of [gone, disabled]) {
      (self as EarlyTap).__earlyTap = button;
      render(<HydrationMark />);
      cleanup();
      expect(onClick).not.toHaveBeenCalled();
    }
  });
});
