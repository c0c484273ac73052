// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmartLink } from './SmartLink';

describe('SmartLink', () => {
  it('opens http targets in a new tab with rel="noopener noreferrer" and says so', () => {
    render(<SmartLink href="https://github.com/x">GitHub</SmartLink>);
    const link = screen.getByRole('link', { name: /GitHub.*new tab/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps site paths and mailto in the same tab', () => {
    render(
      <>
        <SmartLink href="/privacy">Privacy</SmartLink>
        <SmartLink href="mailto:a@b.co">Mail</SmartLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Privacy' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:a@b.co');
  });

  it('opens a site path in a new tab when asked', () => {
    render(<SmartLink href="/careers" newTab>Careers</SmartLink>);
    const link = screen.getByRole('link', { name: /Careers/ });
    expect(link).toHaveAttribute('href', '/careers');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
