import { describe, expect, it } from 'vitest';
import { activeNavItem, showsFooterContactButton } from './nav';

describe('activeNavItem', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/work', 'work'],
    ['/work/troophunter', 'work'],
    ['/expertise/backend', 'explore'],
    ['/offers/mvp', 'explore'],
    ['/careers', 'explore'],
    ['/internships', 'explore'],
    ['/careers/frontend-developer', 'explore'],
    ['/internships/digital-marketing', 'explore'],
    ['/careersx', 'home'],
    ['/plans-and-pricing', 'explore'],
    ['/our-process', 'explore'],
    ['/contact', 'contact'],
    ['/privacy', 'home'],
    ['/something-else', 'home'],
  ])('%s → %s', (path, item) => {
    expect(activeNavItem(path)).toBe(item);
  });
});

describe('showsFooterContactButton', () => {
  it.each([
    ['/', true],
    ['/work/coral', true],
    ['/careers', true],
    ['/contact', false],
    ['/contact/thanks', false],
  ])('%s → %s', (path, shown) => {
    expect(showsFooterContactButton(path)).toBe(shown);
  });
});
