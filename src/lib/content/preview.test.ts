import { describe, expect, it } from 'vitest';
import { isPreviewablePath, previewPathOf } from './preview';

describe('preview', () => {
  it('previews an item on the page that shows it', () => {
    expect(previewPathOf('role', 'junior-frontend-developer')).toBe('/careers');
    expect(previewPathOf('case-study', 'coral')).toBe('/work/coral');
    expect(previewPathOf('expertise-page', 'docker')).toBe('/expertise/docker');
    expect(previewPathOf('site', 'site')).toBe('/');
    expect(previewPathOf('privacy', 'privacy')).toBe('/privacy');
  });
  it('sends staff only to public paths of this site', () => {
    expect(isPreviewablePath('/careers')).toBe(true);
    expect(isPreviewablePath('/work/coral?x=1')).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', '/staff', '/staff/content', '/api/staff/x', 'careers', '/a b', 42]) {
      expect(isPreviewablePath(bad), String(bad)).toBe(false);
    }
  });
});
