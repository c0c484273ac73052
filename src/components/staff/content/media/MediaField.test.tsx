// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mediaCopy } from '@/content/media-library';
import { MediaField } from './MediaField';

const altHint = () => document.getElementById(screen.getByRole('textbox', { name: 'Alt text' }).getAttribute('aria-describedby')!.split(' ')[0])!.textContent;

describe('MediaField: the alt text asks about what is uploaded', () => {
  it('an image field asks what the image shows, and says so when it is left empty', async () => {
    render(<MediaField label="Hero image" />);
    expect(altHint()).toBe(mediaCopy.field.altHint);
    await userEvent.upload(screen.getByLabelText('File'), new File(['png'], 'hero.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('textbox', { name: 'Alt text' })).toHaveAccessibleDescription(expect.stringContaining(mediaCopy.errors.altRequired));
  });

  it('a video field asks what the video shows, not the image', async () => {
    render(<MediaField label="Showreel" accept="video" />);
    expect(altHint()).toBe(mediaCopy.field.videoAltHint);
    expect(altHint()).not.toMatch(/image/);
    await userEvent.upload(screen.getByLabelText('File'), new File(['mp4'], 'reel.mp4', { type: 'video/mp4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('textbox', { name: 'Alt text' })).toHaveAccessibleDescription(expect.stringContaining(mediaCopy.errors.videoAltRequired));
  });

  it('where either may go, the words follow the file chosen', async () => {
    render(<MediaField label="Gallery entry" accept="any" />);
    expect(altHint()).toBe(mediaCopy.field.altHint);
    await userEvent.upload(screen.getByLabelText('File'), new File(['mp4'], 'film.mp4', { type: 'video/mp4' }));
    expect(altHint()).toBe(mediaCopy.field.videoAltHint);
  });
});
