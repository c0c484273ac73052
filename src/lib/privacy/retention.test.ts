import { describe, expect, it } from 'vitest';
import { privacy } from '@/content/privacy';
import { fillStrings, retentionDays, retentionPhrase } from './retention';

describe('the retention period', () => {
  it('is RETENTION_DAYS, 365 by default', () => {
    expect(retentionDays({})).toBe(365);
    expect(retentionDays({ RETENTION_DAYS: '30' })).toBe(30);
    expect(retentionDays({ RETENTION_DAYS: '-3' })).toBe(365);
    expect(retentionDays({ RETENTION_DAYS: 'forever' })).toBe(365);
  });
  it('is what the privacy notice states, in its summary and its section', () => {
    const notice = fillStrings(privacy, { retention: retentionPhrase(30) });
    const text = JSON.stringify(notice);
    expect(text).not.toContain('{retention}');
    expect(notice.summary.join(' ')).toContain('deleted 30 days after');
    expect(notice.sections.find((s) => s.id === 'retention')?.paragraphs[0]).toContain('<strong>30 days</strong>');
  });
});
