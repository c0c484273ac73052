import { describe, expect, it } from 'vitest';
import { staffNav } from './nav';

const keys = (...args: Parameters<typeof staffNav>) => staffNav(...args).map((l) => l.key);

describe('the staff nav', () => {
  it('shows each role only what it can use', () => {
    expect(keys('owner')).toEqual(['inbox', 'content', 'media', 'audit', 'accounts', 'account']);
    expect(keys('editor')).toEqual(['content', 'media', 'account']);
    expect(keys('writer')).toEqual(['content', 'media', 'account']);
    expect(keys('inbox')).toEqual(['inbox', 'account']);
  });

  it('shows the account page alone to someone who must turn on two-factor first', () => {
    expect(keys('owner', true)).toEqual(['account']);
  });
});
