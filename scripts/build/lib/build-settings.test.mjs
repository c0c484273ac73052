// Unit tests of build-settings.mjs: the settings a build records and when `npm start` must rebuild.
import { describe, expect, it } from 'vitest';
import { buildSettings, rebuildReason } from './build-settings.mjs';

describe('build settings', () => {
  it('fill in the defaults and drop a trailing slash', () => {
    expect(buildSettings({})).toEqual({ SITE_URL: 'http://localhost:3000', MEDIA_BASE_URL: '', API_BASE_URL: '', RETENTION_DAYS: '365' });
    expect(buildSettings({ SITE_URL: 'https://www.example.org/' }).SITE_URL).toBe('https://www.example.org');
  });
  it('ask for a rebuild when a setting given at start differs from the build', () => {
    const built = buildSettings({});
    expect(rebuildReason(built, buildSettings({}))).toBeNull();
    expect(rebuildReason(built, buildSettings({ SITE_URL: 'http://localhost:3000/' }))).toBeNull();
    expect(rebuildReason(built, buildSettings({ SITE_URL: 'https://www.example.org' }))).toMatch(/SITE_URL is "https:\/\/www.example.org" but the build was made with "http:\/\/localhost:3000"/);
    expect(rebuildReason(built, buildSettings({ MEDIA_BASE_URL: 'https://media.example.org' }))).toMatch(/MEDIA_BASE_URL/);
    expect(rebuildReason(built, buildSettings({ RETENTION_DAYS: '30' }))).toMatch(/RETENTION_DAYS is "30"/);
    expect(rebuildReason(built, buildSettings({ API_BASE_URL: 'https://api.example.org/api/' }))).toMatch(/API_BASE_URL is "https:\/\/api.example.org\/api" but the build was made with ""/);
    expect(rebuildReason(null, buildSettings({}))).toBe('no production build found');
  });
  it('take a build from before a setting existed as made with its default', () => {
    const older = buildSettings({});
    delete older.API_BASE_URL;
    expect(rebuildReason(older, buildSettings({}))).toBeNull();
    expect(rebuildReason(older, buildSettings({ API_BASE_URL: 'https://api.example.org' }))).toMatch(/API_BASE_URL/);
  });
});
