import { describe, expect, it } from 'vitest';
import { fillTemplate } from './template';

describe('fillTemplate', () => {
  it('fills known placeholders and leaves others', () => {
    expect(fillTemplate('Switched off for the {level} level: {skills}.', { level: 'Junior', skills: 'Next.js' })).toBe(
      'Switched off for the Junior level: Next.js.',
    );
    expect(fillTemplate('{count} of {total}', { count: 2 })).toBe('2 of {total}');
  });
});
