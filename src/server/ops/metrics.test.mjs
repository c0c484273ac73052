import { describe, expect, it } from 'vitest';
import { metricsReaders, routeGroup } from './metrics.mjs';

describe('routeGroup', () => {
  it('tells apart what costs differently', () => {
    expect(routeGroup('/')).toBe('page');
    expect(routeGroup('/work/coral', true)).toBe('router');
    expect(routeGroup('/_next/static/chunks/a.js')).toBe('static');
    expect(routeGroup('/_next/image')).toBe('image');
    expect(routeGroup('/media/video/x/master.m3u8')).toBe('media');
    expect(routeGroup('/api/auth/sign-in/email')).toBe('auth');
    expect(routeGroup('/staff')).toBe('staff');
    expect(routeGroup('/staff/submissions/1')).toBe('staff');
    expect(routeGroup('/staffing')).toBe('page');
    expect(routeGroup('/api/staff/inbox')).toBe('staff');
    expect(routeGroup('/api/contact')).toBe('forms');
    expect(routeGroup('/api/ready')).toBe('operations');
    expect(routeGroup('/api/unknown')).toBe('api');
  });
});

describe('metricsReaders', () => {
  it('lets loopback and METRICS_ALLOW read, no one else', () => {
    const alone = metricsReaders(undefined);
    expect(alone('127.0.0.1')).toBe(true);
    expect(alone('::1')).toBe(true);
    expect(alone('10.0.0.5')).toBe(false);
    expect(alone(null)).toBe(false);
    const office = metricsReaders('10.0.0.0/8, 2001:db8::/32');
    expect(office('10.1.2.3')).toBe(true);
    expect(office('2001:db8::1')).toBe(true);
    expect(office('192.0.2.1')).toBe(false);
  });

  it('refuses what it cannot read, naming METRICS_ALLOW', () => {
    expect(() => metricsReaders('10.0.0.0/99')).toThrow(/^METRICS_ALLOW/);
    expect(() => metricsReaders('everyone')).toThrow(/METRICS_ALLOW/);
  });
});
