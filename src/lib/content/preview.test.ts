import { describe, expect, it } from 'vitest';
import { isEditorPath, isPreviewablePath, previewPathOf } from './preview';

describe('preview', () => {
  it('previews an item on the page that shows it', () => {
    expect(previewPathOf('role', 'junior-frontend-developer')).toBe('/careers');
    expect(previewPathOf('case-study', 'coral')).toBe('/work/coral');
    expect(previewPathOf('expertise-page', 'docker')).toBe('/expertise/docker');
    expect(previewPathOf('site', 'site')).toBe('/');
    expect(previewPathOf('pages', 'pages')).toBe('/work');
    expect(previewPathOf('privacy', 'privacy')).toBe('/privacy');
  });
  it('sends staff only to public paths of this site', () => {
    expect(isPreviewablePath('/careers')).toBe(true);
    expect(isPreviewablePath('/work/coral?x=1')).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', '/staff', '/staff/content', '/api/staff/x', 'careers', '/a b', 42]) {
      expect(isPreviewablePath(bad), String(bad)).toBe(false);
    }
  });
  it('goes back from a preview only to an item’s editor on this site', () => {
    expect(isEditorPath('/staff/content/case-study/0b8a41f2-8c1e-4e6e-9a3c-2f1d6c1b7e11')).toBe(true);
    for (const bad of ['/staff/content', '/staff/content/role', '//evil.example/staff/content/role/x', 'https://evil.example/staff/content/role/x', '/staff/content/role/x/history', '/staff/content/role/x?y=1', '/careers', null]) {
      expect(isEditorPath(bad), String(bad)).toBe(false);
    }
  });
});
