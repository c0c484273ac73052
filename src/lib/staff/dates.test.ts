import { describe, expect, it } from 'vitest';
import { formatStaffTime } from './dates';

describe('formatStaffTime', () => {
  it('writes a time in UTC and says so, whatever the server\'s zone', () => {
    expect(formatStaffTime('2026-11-25T09:12:44Z')).toBe('25 Nov 2026, 09:12 UTC');
    expect(formatStaffTime(new Date('2026-01-01T23:59:00-05:00'))).toBe('2 Jan 2026, 04:59 UTC');
  });
});
