import { describe, expect, it } from 'vitest';
import { afterSignIn, currentSection, isStaffPath, signInPath } from './paths';

describe('staff paths', () => {
  it('come back to a staff page after signing in', () => {
    expect(signInPath('/staff/submissions/abc')).toBe('/staff/sign-in?next=%2Fstaff%2Fsubmissions%2Fabc');
    expect(afterSignIn('/staff/submissions/abc')).toBe('/staff/submissions/abc');
    expect(afterSignIn('/staff?q=ayesha&page=2')).toBe('/staff?q=ayesha&page=2');
  });
  it('never send anyone elsewhere', () => {
    for (const evil of ['https://evil.example', '//evil.example', '/staff//evil.example', '/\\evil.example', '/staffevil', '/staff@evil.example', 'javascript:alert(1)', '/about']) {
      expect(isStaffPath(evil), evil).toBe(false);
      expect(afterSignIn(evil)).toBe('/staff');
      expect(signInPath(evil)).toBe('/staff/sign-in');
    }
    expect(afterSignIn(null)).toBe('/staff');
    expect(afterSignIn('/staff/sign-in')).toBe('/staff');
  });
});

describe('the staff navigation’s current section', () => {
  const sections = ['/staff', '/staff/content', '/staff/content/media', '/staff/audit', '/staff/account'];
  it('is the longest section a page is at or under', () => {
    expect(currentSection('/staff/content/media', sections)).toBe('/staff/content/media');
    expect(currentSection('/staff/content/case-study/abc', sections)).toBe('/staff/content');
    expect(currentSection('/staff/content/redirects', sections)).toBe('/staff/content');
    expect(currentSection('/staff/audit', sections)).toBe('/staff/audit');
    expect(currentSection('/staff/submissions/abc', sections)).toBe('/staff');
    expect(currentSection('/staff', sections)).toBe('/staff');
  });
  it('is none for an address that only begins like one', () => {
    expect(currentSection('/staff/contentious', ['/staff/content'])).toBeNull();
    expect(currentSection('/staff/sign-in', ['/staff/content', '/staff/audit'])).toBeNull();
  });
});
